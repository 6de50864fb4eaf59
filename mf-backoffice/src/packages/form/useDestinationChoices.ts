import type { DestinationRef } from '@agency/contracts';
import type { CountryDraft } from '../packageDraft';

/** `listed` in order, then whatever `chosen` holds that the list lacks (a package may name a place the list dropped since). */
function withChosen(listed: readonly string[], chosen: readonly string[]): string[] {
  return [...listed, ...chosen.filter((name) => !listed.includes(name))];
}

/**
 * What each dependent picker offers: every continent of the reference list, the chosen
 * continent's countries, and each chosen country's cities, always with what the draft has
 * chosen, so a stored package keeps its places.
 */
export function useDestinationChoices(destinations: readonly DestinationRef[], continent: string, countries: readonly CountryDraft[]) {
  const continents = withChosen([...new Set(destinations.map((destination) => destination.continent))], continent ? [continent] : []);
  const countryChoices = withChosen(
    destinations.filter((destination) => destination.continent === continent).map((destination) => destination.name),
    countries.map((country) => country.name),
  );
  const citiesOf = (country: CountryDraft) =>
    withChosen(
      destinations.find((destination) => destination.name === country.name && destination.continent === continent)?.cities ?? [],
      country.cities.map((city) => city.name),
    );
  return { continents, countryChoices, citiesOf };
}

import { HIDDEN_MENU_COUNTRIES } from '@agency/contracts';
/**
 * Every country page the storefront spec's region pages name, including the extra pages and the nine
 * countries the destination menu never shows, with the texts of the country page, real
 * cities, the sights the package generator writes about and the scene of its artwork.
 * The order within a continent is the order of the spec's country lists. The data is
 * data/countries.json; this module adds what is worked out from it.
 */
import { loadSeedData } from './data/load';
import { type CountrySeed, countriesFileSchema } from './data/schemas';

export type { CountrySeed } from './data/schemas';

/** Countries never shown in the destination menu: one list, owned by the contracts. */
export const HIDDEN_FROM_MENU: readonly string[] = HIDDEN_MENU_COUNTRIES;

/** The route segment of a country page: its name without spaces, unless given. */
export function countryRoute(country: Pick<CountrySeed, 'name' | 'route'>): string {
  return country.route ?? country.name.replace(/\s+/g, '');
}

export interface Highlight {
  city: string | null;
  text: string;
}

export function highlightsOf(country: CountrySeed): Highlight[] {
  return country.highlights.map((entry) => {
    const colon = entry.indexOf(': ');
    const city = colon > 0 ? entry.slice(0, colon) : '';
    return country.cities.includes(city) ? { city, text: entry.slice(colon + 2) } : { city: null, text: entry };
  });
}

let countries: readonly CountrySeed[] | undefined;

/** Read and checked when first asked for (an artwork, the seed), not while the server starts. */
export function seedCountries(): readonly CountrySeed[] {
  countries ??= loadSeedData<CountrySeed[]>('countries.json', countriesFileSchema);
  return countries;
}

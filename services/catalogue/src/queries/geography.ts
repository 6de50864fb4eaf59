/**
 * The continents, countries and cities, read once per answer in their display order, and
 * the three answers made from them: the region pages (GET /api/regions), the destination
 * picker list (GET /api/destinations) and the header's menu data (GET /api/packages/menu).
 */
import type { Knex } from 'knex';
import type { DestinationRef, HolidayType, MenuData, RegionsResponse } from '@agency/contracts';
import { TABLES as T, type CityRow, type ContinentRow, type CountryRow } from '../db/rows';

export interface Geography {
  continents: ContinentRow[];
  /** Grouped by continent (in continent order), each group in its sort order. */
  countries: CountryRow[];
  citiesOf(countryId: number): string[];
  continentOf(country: CountryRow): ContinentRow;
}

export async function loadGeography(db: Knex): Promise<Geography> {
  const [continents, countries, cities] = await Promise.all([
    db<ContinentRow>(T.continents).select('*').orderBy('sort_order') as Promise<ContinentRow[]>,
    db(T.countries)
      .join(T.continents, `${T.continents}.id`, `${T.countries}.continent_id`)
      .select(`${T.countries}.*`)
      .orderBy([{ column: `${T.continents}.sort_order` }, { column: `${T.countries}.sort_order` }]) as Promise<CountryRow[]>,
    db<CityRow>(T.cities).select('*').orderBy([{ column: 'country_id' }, { column: 'sort_order' }]) as Promise<CityRow[]>,
  ]);
  const cityNames = new Map<number, string[]>();
  for (const city of cities) cityNames.set(Number(city.country_id), [...(cityNames.get(Number(city.country_id)) ?? []), city.name]);
  const continentById = new Map(continents.map((c) => [Number(c.id), c]));
  return {
    continents,
    countries,
    citiesOf: (countryId) => cityNames.get(Number(countryId)) ?? [],
    continentOf: (country) => {
      const continent = continentById.get(Number(country.continent_id));
      if (!continent) throw new Error(`country ${country.name} has no continent ${country.continent_id}`);
      return continent;
    },
  };
}

const inMenu = (country: CountryRow) => Boolean(Number(country.in_menu));

export function regionsOf(geo: Geography): RegionsResponse {
  return {
    continents: geo.continents.map((continent) => ({
      name: continent.name,
      route: continent.route,
      intro: continent.intro,
      more: continent.description,
      image: continent.banner_image,
      countries: geo.countries.filter((c) => Number(c.continent_id) === Number(continent.id)).map((c) => c.route),
    })),
    countries: geo.countries.map((country) => ({
      name: country.name,
      route: country.route,
      continent: geo.continentOf(country).name,
      intro: country.intro,
      more: country.further_text,
      image: country.banner_image,
      inMenu: inMenu(country),
      cities: geo.citiesOf(country.id),
    })),
  };
}

export function destinationsOf(geo: Geography): DestinationRef[] {
  return geo.countries.map((country) => ({ continent: geo.continentOf(country).name, name: country.name, cities: geo.citiesOf(country.id) }));
}

/**
 * The menu's continent → countries map, under the menu names in the overview's order
 * ('Caribbean Island' for the Caribbean), without the countries the menu never shows.
 */
export function menuOf(geo: Geography, holidayTypes: readonly HolidayType[]): MenuData {
  const continentCountry: Record<string, string[]> = {};
  for (const continent of geo.continents) {
    continentCountry[continent.menu_name] = geo.countries
      .filter((c) => Number(c.continent_id) === Number(continent.id) && inMenu(c))
      .map((c) => c.name);
  }
  return { continentCountry, holidayTypes: [...holidayTypes] };
}

/**
 * The continents, countries and cities, read once per answer in their display order, and
 * the answers made from them: the region pages (GET /api/regions) and the destination
 * picker list (GET /api/destinations); and the header's menu data (GET /api/packages/menu),
 * made from the spec's fixed destination groups.
 */

import {
  type DestinationRef,
  type HolidayType,
  MENU_GROUPS,
  type MenuData,
  menuCountriesOf,
  type RegionsResponse,
} from '@agency/contracts';
import type { Knex } from 'knex';
import { type CityRow, type ContinentRow, type CountryRow, TABLES as T } from '../db/rows';
import { listedInMenu } from '../reference-data/menu';

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
    db<CityRow>(T.cities)
      .select('*')
      .orderBy([{ column: 'country_id' }, { column: 'sort_order' }]) as Promise<CityRow[]>,
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
      inMenu: listedInMenu(country),
      cities: geo.citiesOf(country.id),
    })),
  };
}

export function destinationsOf(geo: Geography): DestinationRef[] {
  return geo.countries.map((country) => ({
    continent: geo.continentOf(country).name,
    name: country.name,
    cities: geo.citiesOf(country.id),
  }));
}

/**
 * The menu's continent → countries map: the spec's destination groups (MENU_GROUPS, in its
 * order, under the menu names such as 'Caribbean Island') without the hidden countries, and
 * only countries the catalogue has a page for, so no menu entry leads nowhere.
 */
export function menuOf(countryNames: readonly string[], holidayTypes: readonly HolidayType[]): MenuData {
  const known = new Set(countryNames);
  const continentCountry: Record<string, string[]> = {};
  for (const group of Object.keys(MENU_GROUPS) as (keyof typeof MENU_GROUPS)[]) {
    continentCountry[group] = menuCountriesOf(group).filter((country) => known.has(country));
  }
  return { continentCountry, holidayTypes: [...holidayTypes] };
}

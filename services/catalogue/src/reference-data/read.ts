/**
 * The reads of the reference data: everything the administrators' screen shows,
 * with how many packages use each entry, and each city's hotel list for the package form.
 */

import type { CityHotels, ManagedCity, ManagedCountry, ManagedHotel, ManagedReferenceData } from '@agency/contracts';
import type { Knex } from 'knex';
import { type CityRow, type ContinentRow, type CountryRow, type HotelRow, TABLES as T } from '../db/rows';
import { hotelKey } from './hotel-list';
import { listedInMenu } from './menu';

/** How many packages link to each row through a join table: row id → count. */
async function usesBy(db: Knex, joinTable: string, column: string): Promise<Map<number, number>> {
  const rows: { ref: number; n: number | string }[] = await db(joinTable).select({ ref: column }).count({ n: '*' }).groupBy(column);
  return new Map(rows.map((row) => [Number(row.ref), Number(row.n)]));
}

/** How many packages name each hotel of each city: `${cityId}\n${hotelKey(name)}` → count. */
async function hotelUses(db: Knex): Promise<Map<string, number>> {
  const rows: { city_id: number; k: string; n: number | string }[] = await db(T.packageHotels)
    .select('city_id', db.raw('lower(trim(name)) as k'))
    .countDistinct({ n: 'package_id' })
    .groupBy('city_id', db.raw('lower(trim(name))'));
  return new Map(rows.map((row) => [`${Number(row.city_id)}\n${row.k}`, Number(row.n)]));
}

export const countryOf = (row: CountryRow, packages: number): ManagedCountry => ({
  id: Number(row.id),
  continentId: Number(row.continent_id),
  name: row.name,
  route: row.route,
  intro: row.intro,
  more: row.further_text,
  inMenu: listedInMenu(row),
  packages,
});
export const cityOf = (row: CityRow, packages: number): ManagedCity => ({
  id: Number(row.id),
  countryId: Number(row.country_id),
  name: row.name,
  packages,
});
export const hotelOf = (row: HotelRow, packages: number): ManagedHotel => ({
  id: Number(row.id),
  cityId: Number(row.city_id),
  name: row.name,
  star: Number(row.star),
  packages,
});

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export async function managedReferenceData(db: Knex): Promise<ManagedReferenceData> {
  const [continents, countries, cities, hotels, countryUses, cityUses, hotelCounts] = await Promise.all([
    db(T.continents).select('id', 'name').orderBy('sort_order') as Promise<Pick<ContinentRow, 'id' | 'name'>[]>,
    db(T.countries)
      .select('*')
      .orderBy([{ column: 'continent_id' }, { column: 'sort_order' }, { column: 'id' }]) as Promise<CountryRow[]>,
    db(T.cities)
      .select('*')
      .orderBy([{ column: 'country_id' }, { column: 'sort_order' }, { column: 'id' }]) as Promise<CityRow[]>,
    db(T.hotels).select('*') as Promise<HotelRow[]>,
    usesBy(db, T.packageCountries, 'country_id'),
    usesBy(db, T.packageCities, 'city_id'),
    hotelUses(db),
  ]);
  return {
    continents: continents.map((c) => ({ id: Number(c.id), name: c.name })),
    countries: countries.map((row) => countryOf(row, countryUses.get(Number(row.id)) ?? 0)),
    cities: cities.map((row) => cityOf(row, cityUses.get(Number(row.id)) ?? 0)),
    hotels: hotels.map((row) => hotelOf(row, hotelCounts.get(`${Number(row.city_id)}\n${hotelKey(row.name)}`) ?? 0)).sort(byName),
  };
}

/** Every city that has a hotel list, with its country, hotels alphabetical. */
export async function cityHotelLists(db: Knex): Promise<CityHotels[]> {
  const rows: { country: string; city: string; name: string; star: number }[] = await db(T.hotels)
    .join(T.cities, `${T.cities}.id`, `${T.hotels}.city_id`)
    .join(T.countries, `${T.countries}.id`, `${T.cities}.country_id`)
    .select({ country: `${T.countries}.name`, city: `${T.cities}.name`, name: `${T.hotels}.name`, star: `${T.hotels}.star` });
  const lists = new Map<string, CityHotels>();
  for (const row of rows) {
    const key = `${row.country}\n${row.city}`;
    const list = lists.get(key) ?? { country: row.country, city: row.city, hotels: [] };
    list.hotels.push({ name: row.name, star: Number(row.star) });
    lists.set(key, list);
  }
  return [...lists.values()]
    .sort((a, b) => a.country.localeCompare(b.country, 'en') || a.city.localeCompare(b.city, 'en'))
    .map((list) => ({ ...list, hotels: list.hotels.sort(byName) }));
}

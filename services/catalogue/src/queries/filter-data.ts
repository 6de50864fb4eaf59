/**
 * The choices of the deals list's filters (the spec's wide reading): only values some
 * package has, so no choice leads to an empty list. Continents and holiday types keep their
 * display order, countries and cities are alphabetical (a city name two countries share is
 * listed once), durations ascending. Each list is
 * one query over an indexed join (EXISTS on the join table's (ref, package) index).
 */
import type { Knex } from 'knex';
import type { FilterData, HolidayType } from '@agency/contracts';
import { TABLES as T } from '../db/rows';

/** Rows of `refTable` that some package links to through `joinTable.refColumn`. */
function inUse(db: Knex, refTable: string, joinTable: string, refColumn: string): Knex.QueryBuilder {
  const link = db(joinTable).select(db.raw('1')).whereRaw('?? = ??', [`${joinTable}.${refColumn}`, `${refTable}.id`]);
  // Only published packages count (a draft's countries offer no deals).
  if (joinTable === T.packages) link.where(`${T.packages}.published`, true);
  else link.join(T.packages, `${T.packages}.id`, `${joinTable}.package_id`).where(`${T.packages}.published`, true);
  return db(refTable).whereExists(link);
}

/** Alphabetical the same way on both databases (their collations order 'USA' and 'United Kingdom' differently). */
const alphabetical = (names: readonly string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));

export async function filterDataOf(db: Knex): Promise<FilterData> {
  const [continents, countries, cities, holidayTypes, durations] = await Promise.all([
    inUse(db, T.continents, T.packages, 'continent_id').orderBy('sort_order').pluck('name') as Promise<string[]>,
    inUse(db, T.countries, T.packageCountries, 'country_id').pluck('name') as Promise<string[]>,
    inUse(db, T.cities, T.packageCities, 'city_id').pluck('name') as Promise<string[]>,
    inUse(db, T.holidayTypes, T.packageHolidayTypes, 'holiday_type_id').orderBy('sort_order').pluck('key') as Promise<HolidayType[]>,
    db(T.packages).where('published', true).distinct('duration').orderBy('duration') as Promise<{ duration: number }[]>,
  ]);
  return {
    continents,
    countries: alphabetical(countries),
    cities: alphabetical(cities),
    holiday_types: holidayTypes,
    durations: durations.map((row) => Number(row.duration)),
  };
}

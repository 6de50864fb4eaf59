/**
 * The choices of the deals list's filters (the spec's wide reading): only values some
 * published package has, so no choice leads to an empty list. Continents and holiday types
 * keep their display order, countries and cities are alphabetical (a city name two
 * countries share is listed once), durations ascending. Each list is read from the
 * `package_facets` aggregate (./facets.ts): a few hundred rows at most, whatever the
 * catalogue's size.
 */

import type { FilterData, HolidayType } from '@agency/contracts';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { durationsInUse, inUse } from './facets';

/** Alphabetical the same way on both databases (their collations order 'USA' and 'United Kingdom' differently). */
const alphabetical = (names: readonly string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));

export async function filterDataOf(db: Knex): Promise<FilterData> {
  const [continents, countries, cities, holidayTypes, durations] = await Promise.all([
    inUse(db, T.continents, 'continent').orderBy(`${T.continents}.sort_order`).pluck(`${T.continents}.name`) as Promise<string[]>,
    inUse(db, T.countries, 'country').pluck(`${T.countries}.name`) as Promise<string[]>,
    inUse(db, T.cities, 'city').pluck(`${T.cities}.name`) as Promise<string[]>,
    inUse(db, T.holidayTypes, 'holiday_type').orderBy(`${T.holidayTypes}.sort_order`).pluck(`${T.holidayTypes}.key`) as Promise<
      HolidayType[]
    >,
    durationsInUse(db),
  ]);
  return { continents, countries: alphabetical(countries), cities: alphabetical(cities), holiday_types: holidayTypes, durations };
}

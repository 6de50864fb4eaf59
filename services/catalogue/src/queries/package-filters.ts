/**
 * The package list's filters as SQL. Every filter is a condition on an indexed column of
 * `packages` or an `id IN (subquery)` over a join table read through its (ref, package)
 * index, so a filtered page over 10,000 packages never scans JSON or filters in JavaScript.
 * Names (continent, country, city) match case-insensitively, as the storefront sends the
 * country lower-cased.
 */

import type { HolidayType, InclusionService } from '@agency/contracts';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

export interface PackageFilters {
  /** Continent name, menu name ('Caribbean Island') or route ('Middleeast'). */
  continent?: string;
  /** Country names or routes ('sri lanka', 'SriLanka'): any of these. */
  countries?: readonly string[];
  city?: string;
  /** Any of these. */
  holidayTypes?: readonly HolidayType[];
  /** All of these. */
  inclusions?: readonly InclusionService[];
  /** All of these. */
  exclusions?: readonly InclusionService[];
  /** Bounds on the card price (the first pricing row), rupees. */
  minPrice?: number;
  maxPrice?: number;
  /** Days, exactly. */
  duration?: number;
  /** Every public read sets this, so drafts never reach the storefront. */
  publishedOnly?: boolean;
  /** Staff only: a package id ('42', '#42') or words of the name, any case. */
  search?: string;
  /** Staff only: drafts or published packages. */
  status?: 'draft' | 'published';
}

const lower = (value: string) => value.trim().toLowerCase();
/** Routes are names without spaces, so 'sri lanka' also finds the route 'SriLanka'. */
const asRoute = (value: string) => lower(value).replace(/\s+/g, '');

export function continentIds(db: Knex, name: string): Knex.QueryBuilder {
  return db(T.continents)
    .select('id')
    .whereRaw('LOWER(name) = ?', [lower(name)])
    .orWhereRaw('LOWER(menu_name) = ?', [lower(name)])
    .orWhereRaw('LOWER(route) = ?', [asRoute(name)]);
}

/** The ids of the countries some of the names or routes mean (none for unknown ones): two `IN` lists. */
export function countryIds(db: Knex, names: readonly string[]): Knex.QueryBuilder {
  const byName = [...new Set(names.map(lower))];
  const byRoute = [...new Set(names.map(asRoute))];
  const list = (values: readonly string[]) => values.map(() => '?').join(', ');
  return db(T.countries)
    .select('id')
    .whereRaw(`LOWER(name) IN (${list(byName)})`, byName)
    .orWhereRaw(`LOWER(route) IN (${list(byRoute)})`, byRoute);
}

/** Adds the filters to a query over `packages`. */
export function applyPackageFilters(db: Knex, query: Knex.QueryBuilder, filters: PackageFilters): Knex.QueryBuilder {
  const id = `${T.packages}.id`;
  const linked = (joinTable: string, refColumn: string, refIds: Knex.QueryBuilder) => {
    query.whereIn(id, db(joinTable).select('package_id').whereIn(refColumn, refIds));
  };
  if (filters.continent) query.whereIn(`${T.packages}.continent_id`, continentIds(db, filters.continent));
  if (filters.countries?.length) linked(T.packageCountries, 'country_id', countryIds(db, filters.countries));
  if (filters.city)
    linked(
      T.packageCities,
      'city_id',
      db(T.cities)
        .select('id')
        .whereRaw('LOWER(name) = ?', [lower(filters.city)]),
    );
  if (filters.holidayTypes?.length)
    linked(T.packageHolidayTypes, 'holiday_type_id', db(T.holidayTypes).select('id').whereIn('key', filters.holidayTypes));
  // "All of them": one membership condition per service (there are at most seven).
  for (const service of new Set(filters.inclusions))
    linked(T.packageInclusions, 'inclusion_id', db(T.inclusions).select('id').where('service', service));
  for (const service of new Set(filters.exclusions))
    linked(T.packageExclusions, 'exclusion_id', db(T.exclusions).select('id').where('service', service));
  if (filters.minPrice !== undefined) query.where(`${T.packages}.price`, '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query.where(`${T.packages}.price`, '<=', filters.maxPrice);
  if (filters.duration !== undefined) query.where(`${T.packages}.duration`, filters.duration);
  if (filters.publishedOnly || filters.status === 'published') query.where(`${T.packages}.published`, true);
  if (filters.status === 'draft') query.where(`${T.packages}.published`, false);
  if (filters.search?.trim()) applySearch(query, filters.search);
  return query;
}

/** LIKE's own characters taken literally (escaped with '!', which needs no quoting on either database). */
const likeText = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`;

/**
 * The staff list's search: a number (with or without '#') finds that id, or a name holding it;
 * otherwise every word must be in the name, in any case.
 */
function applySearch(query: Knex.QueryBuilder, search: string): void {
  const text = search.trim();
  const id = /^#?(\d{1,10})$/.exec(text);
  if (id) {
    query.where((either) => {
      void either
        .where(`${T.packages}.id`, Number(id[1]))
        .orWhereRaw(`LOWER(${T.packages}.package_name) LIKE ? ESCAPE '!'`, [likeText(id[1])]);
    });
    return;
  }
  for (const word of text.toLowerCase().split(/\s+/))
    query.whereRaw(`LOWER(${T.packages}.package_name) LIKE ? ESCAPE '!'`, [likeText(word)]);
}

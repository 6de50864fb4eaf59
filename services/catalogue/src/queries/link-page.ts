/**
 * A public page whose filters include a join-table one (country, city, holiday type,
 * inclusion, exclusion), read from a join table's ordered index (see
 * ../db/scale-keys-schema.ts) instead of from `packages`:
 *
 * - the driving table is the most selective side: of the filters, the one whose values
 *   the fewest published packages have (read from the aggregate);
 * - it is read already in the page's order, with the price, duration and continent checked
 *   inside the same index and each other join-table filter probed by its primary key
 *   (package, reference), so page 1 stops after `limit` matches;
 * - a filter with several values ("either of two holiday types") reads each value's rows
 *   in order, `offset + limit` of each, and merges them: a package both have is kept once,
 *   and the page's packages are always among each value's first `offset + limit`;
 * - a total the aggregate does not keep is counted over the driving table's matches too.
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { linkSortIndexName } from '../db/scale-keys-schema';
import { FACET_TABLE, type Facet } from './facets';
import { continentIds, countryIds, type PackageFilters } from './package-filters';

/** A join-table filter, resolved to reference ids: any of `ids` (all-of lists are one filter per value). */
interface LinkFilter {
  facet: Facet;
  table: string;
  column: string;
  ids: number[];
}

const idsOf = async (query: Knex.QueryBuilder) => [...new Set(((await query) as { id: number }[]).map((row) => Number(row.id)))];

/** The join-table filters of a list, resolved; undefined when it has none, 'none' when one of them matches nothing. */
async function linkFiltersOf(db: Knex, filters: PackageFilters): Promise<LinkFilter[] | 'none' | undefined> {
  const pending: [Facet, string, string, Promise<number[]>][] = [];
  if (filters.countries?.length) pending.push(['country', T.packageCountries, 'country_id', idsOf(countryIds(db, filters.countries))]);
  if (filters.city)
    pending.push([
      'city',
      T.packageCities,
      'city_id',
      idsOf(db(T.cities).select('id').whereRaw('LOWER(name) = ?', [filters.city.trim().toLowerCase()])),
    ]);
  if (filters.holidayTypes?.length)
    pending.push([
      'holiday_type',
      T.packageHolidayTypes,
      'holiday_type_id',
      idsOf(
        db(T.holidayTypes)
          .select('id')
          .whereIn('key', [...filters.holidayTypes]),
      ),
    ]);
  for (const service of new Set(filters.inclusions))
    pending.push(['inclusion', T.packageInclusions, 'inclusion_id', idsOf(db(T.inclusions).select('id').where('service', service))]);
  for (const service of new Set(filters.exclusions))
    pending.push(['exclusion', T.packageExclusions, 'exclusion_id', idsOf(db(T.exclusions).select('id').where('service', service))]);
  if (pending.length === 0) return undefined;
  const resolved = await Promise.all(pending.map(async ([facet, table, column, ids]) => ({ facet, table, column, ids: await ids })));
  return resolved.some((filter) => filter.ids.length === 0) ? 'none' : resolved;
}

/** How many published packages each filter's values have, summed (an upper bound of its matches). */
async function sizesOf(db: Knex, links: LinkFilter[]): Promise<number[]> {
  const rows: { facet: string; value_id: number; packages: number }[] = await db(FACET_TABLE)
    .select('facet', 'value_id', 'packages')
    .where((any) => {
      for (const link of links) void any.orWhere((one) => void one.where('facet', link.facet).whereIn('value_id', link.ids));
    });
  const count = new Map(rows.map((row) => [`${row.facet} ${row.value_id}`, Number(row.packages)]));
  return links.map((link) => link.ids.reduce((sum, id) => sum + (count.get(`${link.facet} ${id}`) ?? 0), 0));
}

/** A page's order as a column the join tables carry (see ./link-keys.ts), its direction and the tiebreak's (the package id). */
export interface LinkOrder {
  key: 'created_at' | 'price' | 'duration';
  order: 'asc' | 'desc';
  idOrder: 'asc' | 'desc';
}

/** How a list with join-table filters is read: its total and its pages. */
export interface LinkReading {
  /** Counted over the driving table's matches (its index), for totals the aggregate does not keep. */
  count(): Promise<number>;
  pageIds(order: LinkOrder, slice: { limit: number; offset: number }): Promise<number[]>;
}

const NOTHING: LinkReading = { count: async () => 0, pageIds: async () => [] };

/**
 * How to read a public list (published packages, no staff search) from its join tables, or
 * undefined when it has no join-table filter (it is then read from `packages`).
 */
export async function linkReading(db: Knex, filters: PackageFilters): Promise<LinkReading | undefined> {
  const [links, continents] = await Promise.all([
    linkFiltersOf(db, filters),
    filters.continent ? idsOf(continentIds(db, filters.continent)) : undefined,
  ]);
  if (links === undefined) return undefined;
  if (links === 'none' || continents?.length === 0) return NOTHING;
  const sizes = await sizesOf(db, links);
  const driverAt = sizes.indexOf(Math.min(...sizes));
  const driver = links[driverAt];
  const others = links.filter((_, i) => i !== driverAt);

  /** The driving table's published rows of `refIds` that pass every other filter. */
  const matches = (query: Knex.QueryBuilder, refIds: number[]) => {
    query.whereIn(`l.${driver.column}`, refIds).where('l.published', true);
    if (continents) query.whereIn('l.continent_id', continents);
    if (filters.minPrice !== undefined) query.where('l.price', '>=', filters.minPrice);
    if (filters.maxPrice !== undefined) query.where('l.price', '<=', filters.maxPrice);
    if (filters.duration !== undefined) query.where('l.duration', filters.duration);
    for (const other of others)
      query.whereExists(
        db(other.table)
          .select(db.raw('1'))
          .whereRaw('?? = ??', [`${other.table}.package_id`, 'l.package_id'])
          .whereIn(`${other.table}.${other.column}`, other.ids),
      );
    return query;
  };

  return {
    async count() {
      const counted = driver.ids.length === 1 ? db.raw('COUNT(*) as count') : db.raw('COUNT(DISTINCT l.package_id) as count');
      const [row] = (await matches(db(`${driver.table} as l`).select(counted), driver.ids)) as { count: number | string }[];
      return Number(row.count);
    },

    async pageIds({ key, order, idOrder }, slice) {
      // The index that holds the rows in this order is named, not left to the planner: MariaDB
      // would read a longer page's rows through another index with the same first columns and
      // sort them.
      const index = linkSortIndexName(driver.table, key === 'created_at' ? 'newest' : order === 'desc' ? `${key}_desc` : key);
      const from =
        kindOf(db) === 'mysql'
          ? db.raw('?? as l FORCE INDEX (??)', [driver.table, index])
          : db.raw('?? as l INDEXED BY ??', [driver.table, index]);
      const pageOf = (refId: number, limit: number, offset: number) =>
        matches(db.from(from).select('l.package_id as id', `l.${key} as k`), [refId])
          .orderBy(`l.${key}`, order)
          .orderBy('l.package_id', idOrder)
          .limit(limit)
          .offset(offset) as Promise<{ id: number; k: number | string }[]>;

      if (driver.ids.length === 1) return (await pageOf(driver.ids[0], slice.limit, slice.offset)).map((row) => Number(row.id));
      const lists = await Promise.all(driver.ids.map((refId) => pageOf(refId, slice.offset + slice.limit, 0)));
      const byKey = order === 'asc' ? 1 : -1;
      const byId = idOrder === 'asc' ? 1 : -1;
      const merged = new Map<number, number>();
      for (const row of lists.flat()) merged.set(Number(row.id), Number(row.k));
      return [...merged]
        .sort(([idA, kA], [idB, kB]) => (kA - kB) * byKey || (idA - idB) * byId)
        .slice(slice.offset, slice.offset + slice.limit)
        .map(([id]) => id);
    },
  };
}

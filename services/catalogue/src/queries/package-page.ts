/**
 * Which packages make a page: their ids in order, and how many match in all. Sorting is
 * only by the whitelisted keys of the contract, with the id as a stable tiebreak, so pages
 * never overlap or skip a package; without a sort the newest packages come first.
 */
import type { Knex } from 'knex';
import type { PACKAGE_SORT_FIELDS, SORT_ORDERS } from '@agency/contracts';
import { TABLES as T } from '../db/rows';
import { applyPackageFilters, continentIds, countryIds, type PackageFilters } from './package-filters';
import { facetCount, type Facet } from './facets';

export type PackageSort =
  | { by: (typeof PACKAGE_SORT_FIELDS)[number]; order: (typeof SORT_ORDERS)[number] }
  /** Newest first: the order of the staff list, the home page's top deals and the deal rows. */
  | { by: 'newest' };

/** The column behind each sort key of the contract. */
const SORT_COLUMNS: Record<(typeof PACKAGE_SORT_FIELDS)[number], string> = {
  'pricing.price': `${T.packages}.price`,
  duration: `${T.packages}.duration`,
};

function applySort(query: Knex.QueryBuilder, sort: PackageSort): Knex.QueryBuilder {
  if (sort.by === 'newest') return query.orderBy(`${T.packages}.created_at`, 'desc').orderBy(`${T.packages}.id`, 'desc');
  return query.orderBy(SORT_COLUMNS[sort.by], sort.order).orderBy(`${T.packages}.id`, 'asc');
}

/** The ids of one slice of the filtered, sorted packages. */
export async function selectPackageIds(
  db: Knex,
  filters: PackageFilters,
  sort: PackageSort,
  slice: { limit: number; offset: number },
): Promise<number[]> {
  const query = applyPackageFilters(db, db(T.packages).select(`${T.packages}.id`), filters);
  const rows: { id: number }[] = await applySort(query, sort).limit(slice.limit).offset(slice.offset);
  return rows.map((row) => Number(row.id));
}

/**
 * The one facet row a public list's filters amount to, when they are no filter at all or a
 * single value of one facet (the aggregate's counts are of published packages): the
 * commonest lists (a continent, a country, a holiday type, a duration) are counted
 * without reading their packages. Anything else is counted from the indexes.
 */
async function singleFacetOf(db: Knex, filters: PackageFilters): Promise<[Facet, number] | undefined> {
  if (!filters.publishedOnly || filters.status || filters.search?.trim()) return undefined;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) return undefined;
  const given: [Facet, () => Promise<number[]>][] = [];
  const ids = (query: Knex.QueryBuilder) => async () => ((await query) as { id: number }[]).map((row) => Number(row.id));
  if (filters.continent) given.push(['continent', ids(continentIds(db, filters.continent))]);
  if (filters.countries?.length) {
    if (filters.countries.length > 1) return undefined;
    given.push(['country', ids(countryIds(db, filters.countries))]);
  }
  if (filters.city) given.push(['city', ids(db(T.cities).select('id').whereRaw('LOWER(name) = ?', [filters.city.trim().toLowerCase()]))]);
  for (const [facet, table, column, values] of [
    ['holiday_type', T.holidayTypes, 'key', filters.holidayTypes],
    ['inclusion', T.inclusions, 'service', filters.inclusions],
    ['exclusion', T.exclusions, 'service', filters.exclusions],
  ] as const) {
    if (!values?.length) continue;
    if (new Set(values).size > 1) return undefined;
    given.push([facet, ids(db(table).select('id').where(column, values[0]))]);
  }
  if (filters.duration !== undefined) given.push(['duration', async () => [filters.duration!]]);
  if (given.length === 0) return ['all', 0];
  if (given.length > 1) return undefined;
  const [facet, resolve] = given[0];
  const found = await resolve();
  // A name two rows share (a city in two countries) would count a package in both twice.
  return found.length === 1 ? [facet, found[0]] : found.length === 0 ? [facet, -1] : undefined;
}

export async function countPackages(db: Knex, filters: PackageFilters): Promise<number> {
  const facet = await singleFacetOf(db, filters);
  if (facet) return facet[1] < 0 ? 0 : facetCount(db, facet[0], facet[1]);
  const [row] = await applyPackageFilters(db, db(T.packages).count({ count: '*' }), filters);
  return Number((row as { count: number | string }).count);
}

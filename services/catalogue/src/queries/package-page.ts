/**
 * Which packages make a page: their ids in order, and how many match in all. Sorting is
 * only by the whitelisted keys of the contract, with the id as a stable tiebreak, so pages
 * never overlap or skip a package; without a sort the newest packages come first.
 */

import type { PACKAGE_SORT_FIELDS, SORT_ORDERS } from '@agency/contracts';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { totalFromFacets } from './facet-totals';
import { facetCount } from './facets';
import { applyPackageFilters, type LinkReading, type PackageFilters } from './package-filters';

export type PackageSort =
  | { by: (typeof PACKAGE_SORT_FIELDS)[number]; order: (typeof SORT_ORDERS)[number] }
  /** Newest first: the order of the staff list, the home page's top deals and the deal rows. */
  | { by: 'newest' };

/** The column behind each sort key of the contract. */
const SORT_COLUMNS: Record<(typeof PACKAGE_SORT_FIELDS)[number], string> = {
  'pricing.price': `${T.packages}.price`,
  duration: `${T.packages}.duration`,
};

export function applySort(query: Knex.QueryBuilder, sort: PackageSort): Knex.QueryBuilder {
  if (sort.by === 'newest') return query.orderBy(`${T.packages}.created_at`, 'desc').orderBy(`${T.packages}.id`, 'desc');
  return query.orderBy(SORT_COLUMNS[sort.by], sort.order).orderBy(`${T.packages}.id`, 'asc');
}

/** The ids of one slice of the filtered, sorted packages. */
export async function selectPackageIds(
  db: Knex,
  filters: PackageFilters,
  sort: PackageSort,
  slice: { limit: number; offset: number },
  links: LinkReading = 'from-links',
): Promise<number[]> {
  const query = applyPackageFilters(db, db(T.packages).select(`${T.packages}.id`), filters, links);
  const rows: { id: number }[] = await applySort(query, sort).limit(slice.limit).offset(slice.offset);
  return rows.map((row) => Number(row.id));
}

export async function countPackages(db: Knex, filters: PackageFilters): Promise<number> {
  const fromFacets = await totalFromFacets(db, filters);
  if (fromFacets !== undefined) return fromFacets;
  const [row] = await applyPackageFilters(db, db(T.packages).count({ count: '*' }), filters);
  return Number((row as { count: number | string }).count);
}

/**
 * Below this share of the published packages, a list's join-table filters are read from the
 * join tables (its matches are few); at or above it, the packages are read in the page's
 * order and each checked (a page then needs about limit ÷ share packages read).
 */
export const DENSE_SHARE = 0.05;

/** A public page of the list and its total; the total (often from the aggregate) decides how the page is read. */
export async function packagePage(
  db: Knex,
  filters: PackageFilters,
  sort: PackageSort,
  slice: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [total, all] = await Promise.all([countPackages(db, filters), facetCount(db, 'all', 0)]);
  if (total === 0 || slice.offset >= total) return { ids: [], total };
  const links: LinkReading = total >= all * DENSE_SHARE ? 'probe' : 'from-links';
  return { ids: await selectPackageIds(db, filters, sort, slice, links), total };
}

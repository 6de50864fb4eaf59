/**
 * Which packages make a page: their ids in order, and how many match in all. Sorting is
 * only by the whitelisted keys of the contract, with the id as a stable tiebreak, so pages
 * never overlap or skip a package; without a sort the newest packages come first.
 */

import type { PACKAGE_SORT_FIELDS, SORT_ORDERS } from '@agency/contracts';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { totalFromFacets } from './facet-totals';
import { type LinkOrder, linkReading } from './link-page';
import { applyPackageFilters, type PackageFilters } from './package-filters';

export type PackageSort =
  | { by: (typeof PACKAGE_SORT_FIELDS)[number]; order: (typeof SORT_ORDERS)[number] }
  /** Newest first: the order of the staff list, the home page's top deals and the deal rows. */
  | { by: 'newest' };

/** The column behind each sort key of the contract. */
const SORT_COLUMNS: Record<(typeof PACKAGE_SORT_FIELDS)[number], string> = {
  'pricing.price': `${T.packages}.price`,
  duration: `${T.packages}.duration`,
};

function linkOrderOf(sort: PackageSort): LinkOrder {
  if (sort.by === 'newest') return { key: 'created_at', order: 'desc', idOrder: 'desc' };
  return { key: sort.by === 'pricing.price' ? 'price' : 'duration', order: sort.order, idOrder: 'asc' };
}

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
): Promise<number[]> {
  const query = applyPackageFilters(db, db(T.packages).select(`${T.packages}.id`), filters);
  const rows: { id: number }[] = await applySort(query, sort).limit(slice.limit).offset(slice.offset);
  return rows.map((row) => Number(row.id));
}

async function countFromPackages(db: Knex, filters: PackageFilters): Promise<number> {
  const [row] = await applyPackageFilters(db, db(T.packages).count({ count: '*' }), filters);
  return Number((row as { count: number | string }).count);
}

export async function countPackages(db: Knex, filters: PackageFilters): Promise<number> {
  return (await totalFromFacets(db, filters)) ?? countFromPackages(db, filters);
}

/**
 * A public page of the list and its total (often from the aggregate). A list with a
 * join-table filter is read from the join table of its rarest value (./link-page.ts), any
 * other from the ordered indexes of `packages`.
 */
export async function packagePage(
  db: Knex,
  filters: PackageFilters,
  sort: PackageSort,
  slice: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const isPublicList = filters.publishedOnly && !filters.status && !filters.search?.trim();
  // Both look the filters' reference rows up: side by side, not one after the other.
  const [links, fromFacets] = await Promise.all([isPublicList ? linkReading(db, filters) : undefined, totalFromFacets(db, filters)]);
  const total = fromFacets ?? (links ? await links.count() : await countFromPackages(db, filters));
  if (total === 0 || slice.offset >= total) return { ids: [], total };
  const ids = links ? await links.pageIds(linkOrderOf(sort), slice) : await selectPackageIds(db, filters, sort, slice);
  return { ids, total };
}

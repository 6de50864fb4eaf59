/**
 * The total of a public list read from the `package_facets` aggregate (./facets.ts) when its
 * filters allow: none at all, or one facet with one value, or two values of a facet that
 * keeps pairs (either of two countries or holiday types: a + b − both; all of two
 * inclusions or exclusions: both), or a price range alone. Those are the lists the
 * storefront's menus and filter panel make; any other combination is counted from the
 * indexes by the caller.
 */
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { type Facet, facetCount, PAIR_BASE, type PairedFacet, pairFacet, pairId, priceRangeCount } from './facets';
import { continentIds, countryIds, type PackageFilters } from './package-filters';

/** `wanted`: how many distinct values the list names (with 'all', a value the catalogue lacks leaves nothing). */
type Given = { facet: Facet; ids: () => Promise<number[]>; pairs?: 'any' | 'all'; wanted?: number };

const idsOf = (query: Knex.QueryBuilder) => async () => ((await query) as { id: number }[]).map((row) => Number(row.id));

function givenFacets(db: Knex, filters: PackageFilters): Given[] | undefined {
  if (!filters.publishedOnly || filters.status || filters.search?.trim()) return undefined;
  const given: Given[] = [];
  if (filters.continent) given.push({ facet: 'continent', ids: idsOf(continentIds(db, filters.continent)) });
  if (filters.countries?.length) given.push({ facet: 'country', ids: idsOf(countryIds(db, filters.countries)), pairs: 'any' });
  if (filters.city)
    given.push({ facet: 'city', ids: idsOf(db(T.cities).select('id').whereRaw('LOWER(name) = ?', [filters.city.trim().toLowerCase()])) });
  const lists = [
    ['holiday_type', T.holidayTypes, 'key', filters.holidayTypes, 'any'],
    ['inclusion', T.inclusions, 'service', filters.inclusions, 'all'],
    ['exclusion', T.exclusions, 'service', filters.exclusions, 'all'],
  ] as const;
  for (const [facet, table, column, values, pairs] of lists) {
    if (values?.length)
      given.push({
        facet,
        ids: idsOf(
          db(table)
            .select('id')
            .whereIn(column, [...values]),
        ),
        pairs,
        wanted: new Set(values).size,
      });
  }
  if (filters.duration !== undefined) given.push({ facet: 'duration', ids: async () => [filters.duration!] });
  return given;
}

/** The list's total from the aggregate, or undefined when its filters need counting. */
export async function totalFromFacets(db: Knex, filters: PackageFilters): Promise<number | undefined> {
  const given = givenFacets(db, filters);
  if (!given || given.length > 1) return undefined;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    return given.length === 0 ? priceRangeCount(db, filters.minPrice, filters.maxPrice) : undefined;
  if (given.length === 0) return facetCount(db, 'all', 0);
  const [{ facet, ids, pairs, wanted }] = given;
  const found = [...new Set(await ids())];
  if (found.length === 0 || (pairs === 'all' && wanted !== undefined && found.length < wanted)) return 0;
  // The city is the one facet without pairs; a city name two countries share would count a package in both twice.
  if (found.length === 1) return facetCount(db, facet, found[0]);
  if (found.length > 2 || !pairs || found.some((id) => id >= PAIR_BASE)) return undefined;
  const [a, b] = found;
  const both = await facetCount(db, pairFacet(facet as PairedFacet) as `${PairedFacet}_pair`, pairId(a, b));
  if (pairs === 'all') return both;
  const [countA, countB] = await Promise.all([facetCount(db, facet, a), facetCount(db, facet, b)]);
  return countA + countB - both;
}

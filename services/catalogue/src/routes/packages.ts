/**
 * GET /api/packages (a filtered, sorted page of summaries), /api/packages/filterData,
 * /api/packages/menu, /api/packages/:id (the whole package) and /api/packages/:id/similar. The list is two indexed
 * queries (the page's ids, the total) plus one query per table for the page's summaries.
 */

import {
  catalogueCalls,
  type HolidayType,
  type InclusionService,
  normaliseSearchText,
  type PackageListResponse,
  type packageListQuery,
} from '@agency/contracts';
import { badRequest, notFound } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { ReadCacheSetup } from '../cache/http-cache';
import { isPublished } from '../publishing/published';
import { filterDataOf } from '../queries/filter-data';
import type { PackageFilters } from '../queries/package-filters';
import { loadPackageSummaries, loadPackages } from '../queries/package-loader';
import { type PackageSort, packagePage } from '../queries/package-page';
import { holidayTypeList } from '../queries/reference-lists';
import { similarPackages } from '../queries/similar-packages';
import { menuOfCatalogue } from '../reference-data/menu';
import { searchPage } from '../search/search-page';
import type { Vocabulary } from '../search/vocabulary';

/** The query after validation: page, limit and sortOrder have their defaults. */
type ListQuery = FromSchema<typeof packageListQuery>;

const list = <T extends string>(value: string | undefined) => (value ? (value.split(',') as T[]) : undefined);

export function filtersOf(query: ListQuery): PackageFilters {
  return {
    continent: query.continent,
    countries: list<string>(query.country),
    city: query.city,
    holidayTypes: list<HolidayType>(query.holiday_types),
    inclusions: list<InclusionService>(query.inclusion_ids),
    exclusions: list<InclusionService>(query.exclusion_ids),
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    duration: query.duration,
  };
}

export async function packageRoutes(app: FastifyInstance, { registerCachedRead }: ReadCacheSetup, vocabulary: Vocabulary): Promise<void> {
  registerCachedRead(app, catalogueCalls.listPackages, async (request): Promise<PackageListResponse> => {
    const { query } = request;
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      const message = 'minPrice must not be more than maxPrice';
      throw badRequest(message, { minPrice: message });
    }
    const filters: PackageFilters = { ...filtersOf(query), publishedOnly: true };
    const sorted: PackageSort | undefined = query.sortBy ? { by: query.sortBy, order: query.sortOrder } : undefined;
    const slice = { limit: query.limit, offset: (query.page - 1) * query.limit };
    // With search text and no sort, the best matches come first; without text, the newest.
    const text = query.q === undefined ? undefined : normaliseSearchText(query.q);
    const {
      ids,
      total: counting,
      correctedTo,
    } = text
      ? await searchPage(app.db, vocabulary, text, filters, sorted, slice)
      : { ...(await packagePage(app.db, filters, sorted ?? { by: 'newest' }, slice)), correctedTo: undefined };
    // A search's count may still be running: the packages load beside it.
    const [data, total] = await Promise.all([loadPackageSummaries(app.db, ids), counting]);
    return {
      data,
      pagination: { currentPage: query.page, totalPages: Math.ceil(total / query.limit), totalPackages: total },
      ...(text ? { search: { text, ...(correctedTo ? { correctedTo } : {}) } } : {}),
    };
  });

  registerCachedRead(app, catalogueCalls.filterData, async () => filterDataOf(app.db));

  registerCachedRead(app, catalogueCalls.menu, async () => {
    const holidayTypes = await holidayTypeList(app.db);
    return menuOfCatalogue(
      app.db,
      holidayTypes.map((type) => type.name),
    );
  });

  registerCachedRead(app, catalogueCalls.getPackage, async (request) => {
    const { id } = request.params;
    // A draft is not public (staff read it with GET /api/packages/staff/:id).
    const [found] = (await isPublished(app.db, id)) ? await loadPackages(app.db, [id]) : [];
    if (!found) throw notFound(`No package has the id ${id}`);
    return { data: found };
  });

  registerCachedRead(app, catalogueCalls.similarPackages, async (request) => similarPackages(app.db, request.params.id));
}

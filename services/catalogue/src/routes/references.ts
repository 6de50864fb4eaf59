/**
 * The reference lists (GET /api/destinations, /api/holiday_types, /api/inclusions,
 * /api/exclusions) and the region pages' content (GET /api/regions, and one page's part of it:
 * GET /api/regions/:segment).
 */

import { catalogueCalls } from '@agency/contracts';
import { notFound } from '@agency/service-common';
import { regionPageOf } from '@agency/site';
import type { FastifyInstance } from 'fastify';
import type { ReadCacheSetup } from '../cache/http-cache';
import { destinationsOf, loadGeography, regionsOf } from '../queries/geography';
import { exclusionList, holidayTypeList, inclusionList } from '../queries/reference-lists';

export async function referenceRoutes(app: FastifyInstance, { registerCachedRead }: ReadCacheSetup): Promise<void> {
  registerCachedRead(app, catalogueCalls.destinations, async () => destinationsOf(await loadGeography(app.db)));
  registerCachedRead(app, catalogueCalls.holidayTypes, async () => holidayTypeList(app.db));
  registerCachedRead(app, catalogueCalls.inclusions, async () => inclusionList(app.db));
  registerCachedRead(app, catalogueCalls.exclusions, async () => exclusionList(app.db));
  registerCachedRead(app, catalogueCalls.regions, async () => regionsOf(await loadGeography(app.db)));
  registerCachedRead(app, catalogueCalls.regionPage, async (request) => {
    const page = regionPageOf(request.params.segment, regionsOf(await loadGeography(app.db)));
    if (!page) throw notFound(`No continent or country page is called ${request.params.segment}`);
    return page;
  });
}

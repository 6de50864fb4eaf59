/** GET /api/deals/top: the home page's 'Our Exclusive Top Deals', a cached public read. */

import { catalogueCalls } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { ReadCacheSetup } from '../cache/http-cache';
import { loadPackageCards } from '../queries/package-loader';
import { topDealIds } from './home-places';

export async function topDealRoutes(app: FastifyInstance, { registerCachedRead }: ReadCacheSetup): Promise<void> {
  registerCachedRead(app, catalogueCalls.topDeals, async () => loadPackageCards(app.db, await topDealIds(app.db)));
}

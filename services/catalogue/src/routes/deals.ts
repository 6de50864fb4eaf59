/**
 * GET /api/deals/data (the home page's deal sections) and GET /api/deals/:country (a
 * country page's deal row), both as cards and both bounded, newest first, so their cost
 * does not grow with the catalogue.
 */

import { COUNTRY_DEALS_LIMIT, catalogueCalls, HOME_DEALS_LIMIT } from '@agency/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { ReadCacheSetup } from '../cache/http-cache';
import { TABLES as T } from '../db/rows';
import { orderedBySections } from '../publishing/home-places';
import { loadPackageCards } from '../queries/package-loader';
import { selectPackageIds } from '../queries/package-page';

/** The newest packages with any HomeDealSection flag (each flag column has its own index). */
async function homeDealIds(db: Knex): Promise<number[]> {
  const rows: { id: number }[] = await db(T.packages)
    .select('id')
    .where('published', true)
    .where((flagged) => flagged.where('home_deal_section1', true).orWhere('home_deal_section2', true).orWhere('home_deal_section3', true))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(HOME_DEALS_LIMIT);
  // In the order staff chose for the sections (../publishing/home-places.ts).
  return orderedBySections(
    db,
    rows.map((row) => Number(row.id)),
  );
}

export async function dealRoutes(app: FastifyInstance, { registerCachedRead }: ReadCacheSetup): Promise<void> {
  registerCachedRead(app, catalogueCalls.deals, async () => loadPackageCards(app.db, await homeDealIds(app.db)));

  registerCachedRead(app, catalogueCalls.dealsByCountry, async (request) => {
    const { country } = request.params;
    const ids = await selectPackageIds(
      app.db,
      { countries: [country], publishedOnly: true },
      { by: 'newest' },
      { limit: COUNTRY_DEALS_LIMIT, offset: 0 },
    );
    return loadPackageCards(app.db, ids);
  });
}

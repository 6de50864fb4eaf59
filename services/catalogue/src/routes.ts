/**
 * The catalogue calls of the contract table (health is registered for every service by
 * servicePlugin). Public reads go through the read cache (./cache); this context carries
 * `app.catalogueCache`, which the package writes call after they commit.
 */

import type { ServiceOptions } from '@agency/service-common';
import type { FastifyPluginAsync } from 'fastify';
import { installReadCache } from './cache/http-cache';
import { redisInvalidationBus } from './cache/invalidation-bus';
import { TABLES as T } from './db/rows';
import { openImageStore } from './photos/open-store';
import { staffPackageRoutes } from './publishing/staff-routes';
import { topDealRoutes } from './publishing/top-deals';
import { FACET_TABLE, facetsBuilt, refreshFacets } from './queries/facets';
import { referenceDataRoutes } from './reference-data/routes';
import { dealRoutes } from './routes/deals';
import { imageRoutes } from './routes/images';
import { ogImageRoutes } from './routes/og-images';
import { packageRoutes } from './routes/packages';
import { referenceRoutes } from './routes/references';
import { type SitemapOptions, sitemapRoutes } from './routes/sitemap';
import { type SuggestionOptions, suggestionRoutes } from './routes/suggestions';
import { vocabularyOf } from './search/vocabulary';
import { packageWriteRoutes } from './writes/routes';

export interface CatalogueOptions {
  sitemap?: SitemapOptions;
  /** Search suggestions one client may ask for per minute (SUGGESTIONS_PER_MINUTE unless a test says otherwise). */
  suggestionsPerMinute?: SuggestionOptions['perMinute'];
}

export function catalogueRoutes(options: CatalogueOptions = {}): FastifyPluginAsync<ServiceOptions> {
  return async (app, { config }) => {
    // The filter counts follow every package write inside its transaction (./writes/derived-rows.ts).
    // At start they are only built if they never were: at 100,000 packages a rebuild takes
    // longer than a plugin may to start. A database not migrated yet has no aggregate to
    // build: its migration builds it.
    if ((await app.db.schema.hasTable(FACET_TABLE)) && !(await facetsBuilt(app.db))) await refreshFacets(app.db);
    // The names search corrects typos to: any catalogue write may rename one (reference data
    // too), so they are forgotten with the read cache, by the same write hook and bus.
    const vocabulary = vocabularyOf(app.db);
    const bus = config.readCache && config.redisUrl ? redisInvalidationBus(config.redisUrl, app.log) : undefined;
    const reads = installReadCache(app, { enabled: config.readCache, bus, alsoForget: () => vocabulary.forget() });
    const uploads = await openImageStore(app, config);
    await imageRoutes(app, { uploads });
    await ogImageRoutes(app, {
      uploads,
      packageExists: async (slug) => (await app.db(T.packages).where({ slug }).first('id')) !== undefined,
    });
    await suggestionRoutes(app, reads, { vocabulary, config, perMinute: options.suggestionsPerMinute });
    await packageRoutes(app, reads, vocabulary);
    await dealRoutes(app, reads);
    await referenceRoutes(app, reads);
    await sitemapRoutes(app, reads, options.sitemap);
    await packageWriteRoutes(app, uploads);
    await referenceDataRoutes(app, reads);
    // Publishing control, the staff reads and the home page's top deals.
    await staffPackageRoutes(app);
    await topDealRoutes(app, reads);
  };
}

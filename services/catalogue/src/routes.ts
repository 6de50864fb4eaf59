/**
 * The catalogue calls of the contract table (health is registered for every service by
 * servicePlugin). Public reads go through the read cache (./cache); this context carries
 * `app.catalogueCache`, which the package writes call after they commit.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServiceOptions } from '@agency/service-common';
import { installReadCache } from './cache/http-cache';
import { TABLES as T } from './db/rows';
import { redisInvalidationBus } from './cache/invalidation-bus';
import { dealRoutes } from './routes/deals';
import { imageRoutes } from './routes/images';
import { ogImageRoutes } from './routes/og-images';
import { packageRoutes } from './routes/packages';
import { referenceRoutes } from './routes/references';
import { referenceDataRoutes } from './reference-data/routes';
import { sitemapRoutes, type SitemapOptions } from './routes/sitemap';
import { diskImageStore } from './writes/image-store';
import { packageWriteRoutes } from './writes/routes';
import { staffPackageRoutes } from './publishing/staff-routes';
import { topDealRoutes } from './publishing/top-deals';

export interface CatalogueOptions {
  sitemap?: SitemapOptions;
}

export function catalogueRoutes(options: CatalogueOptions = {}): FastifyPluginAsync<ServiceOptions> {
  return async (app, { config }) => {
    const bus = config.readCache && config.redisUrl ? redisInvalidationBus(config.redisUrl, app.log) : undefined;
    const reads = installReadCache(app, { enabled: config.readCache, bus });
    const uploads = diskImageStore(config.uploadDir);
    await imageRoutes(app, { uploads });
    await ogImageRoutes(app, { uploads, packageExists: async (slug) => (await app.db(T.packages).where({ slug }).first('id')) !== undefined });
    await packageRoutes(app, reads);
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

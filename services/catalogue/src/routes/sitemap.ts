/**
 * GET /sitemap.xml (and /sitemaps/<n>.xml past the protocol's 50,000 URLs a file): every
 * public page as an absolute URL on the site's public origin (PUBLIC_URL, else the address
 * asked at). Served through the read cache like the other catalogue reads: 5 seconds, ETag,
 * cleared by every catalogue write, so a new package is listed at once.
 */

import { catalogueCalls, targetsFor } from '@agency/contracts';
import { notFound, publicOrigin, publicOriginVary } from '@agency/service-common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedReadOptions, ReadCacheSetup } from '../cache/http-cache';
import { sitemapPages } from '../sitemap/pages';
import { SITEMAP_MAX_URLS, sitemapIndexXml, urlsetXml } from '../sitemap/xml';

const XML_TYPE = 'application/xml; charset=utf-8';
const catalogue = targetsFor(catalogueCalls);

export interface SitemapOptions {
  /** URLs per sitemap file before it is split (the protocol's 50,000; tests lower it). */
  urlsPerFile?: number;
}

/** The path of part `n` (from 1) of a split sitemap, from its contract. */
export function sitemapPartPath(n: number): string {
  return catalogue.sitemapPart({ file: `${n}.xml` }).url;
}

export async function sitemapRoutes(
  app: FastifyInstance,
  { registerCachedRead }: ReadCacheSetup,
  { urlsPerFile = SITEMAP_MAX_URLS }: SitemapOptions = {},
): Promise<void> {
  if (!Number.isInteger(urlsPerFile) || urlsPerFile < 1 || urlsPerFile > SITEMAP_MAX_URLS) {
    throw new Error(`urlsPerFile must be a whole number from 1 to ${SITEMAP_MAX_URLS}`);
  }
  const origin = (request: FastifyRequest) => publicOrigin(app.config, request);
  const options: CachedReadOptions = { contentType: XML_TYPE, varyOn: (request) => publicOriginVary(app.config, request) };

  registerCachedRead(
    app,
    catalogueCalls.sitemap,
    async (request) => {
      const pages = await sitemapPages(app.db);
      if (pages.length <= urlsPerFile) return urlsetXml(origin(request), pages);
      const parts = Array.from({ length: Math.ceil(pages.length / urlsPerFile) }, (_, i) => sitemapPartPath(i + 1));
      return sitemapIndexXml(origin(request), parts);
    },
    options,
  );

  registerCachedRead(
    app,
    catalogueCalls.sitemapPart,
    async (request) => {
      const part = Number.parseInt(request.params.file, 10);
      const pages = await sitemapPages(app.db);
      const first = (part - 1) * urlsPerFile;
      // Parts exist only while the sitemap is split: an unsplit one is /sitemap.xml alone.
      if (pages.length <= urlsPerFile || first >= pages.length) throw notFound(`No sitemap part ${request.params.file}`);
      return urlsetXml(origin(request), pages.slice(first, first + urlsPerFile));
    },
    options,
  );
}

/**
 * GET /api/og/:file — the raster link preview (og:image) of an image the catalogue serves:
 * WhatsApp and Facebook show no SVG, and want 1.91:1. `:file` is the image's name plus
 * '.png' ('goa-beach.svg.png'); `ogImagePath()` in the contracts builds the URL.
 *
 * Rendering costs CPU (../og/rasterise.ts), so the PNG bytes are kept in a bounded LRU keyed
 * by the image and a version of its content. A URL with `?v=` (the page names a version of
 * what it shows) is cached by browsers and CDNs for a year; without it, for a day, since an
 * artwork may be drawn differently by a later release under the same name.
 */

import { catalogueCalls } from '@agency/contracts';
import { matchesEtag, registerCall } from '@agency/service-common';
import { OG_IMAGE_SUFFIX } from '@agency/site';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PreviewCache } from '../og/preview-cache';
import { type PackageSlugLookup, previewSourceOf } from '../og/preview-source';
import type { ImageStore } from '../writes/image-store';

export const OG_CACHE_VERSIONED = 'public, max-age=31536000, immutable';
export const OG_CACHE_UNVERSIONED = 'public, max-age=86400';

export interface OgImageOptions {
  uploads?: ImageStore;
  /** Whether a package's pictures exist: previews are only drawn of the site's own images. */
  packageExists: PackageSlugLookup;
  /** The rendered previews (a fresh one per app unless a test hands its own). */
  cache?: PreviewCache;
}

export async function ogImageRoutes(
  app: FastifyInstance,
  { uploads, packageExists, cache = new PreviewCache() }: OgImageOptions,
): Promise<void> {
  registerCall(app, catalogueCalls.ogImage, async (request, reply) => {
    const imageFile = request.params.file.slice(0, -OG_IMAGE_SUFFIX.length);
    const source = await previewSourceOf(imageFile, uploads, packageExists);
    let preview = cache.get(source.key);
    if (preview) source.release();
    else preview = await cache.forceFetch(source.key, { context: source.svg });

    // Bytes and a 304 are no JSON the contract's types describe: the contract's 200 only documents the PNG.
    const raw: FastifyReply = reply;
    void raw.headers({
      'cache-control': request.query.v === undefined ? OG_CACHE_UNVERSIONED : OG_CACHE_VERSIONED,
      etag: preview.etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      // Made to be shown by other sites and apps (link previews), unlike the API's data.
      'cross-origin-resource-policy': 'cross-origin',
    });
    if (matchesEtag(request.headers['if-none-match'], preview.etag)) return raw.code(304).send();
    return raw.type('image/png').send(preview.png);
  });
}

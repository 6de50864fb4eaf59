/**
 * The rendered previews, kept in memory: an LRU bounded by entries and by bytes, keyed by
 * the file and a version of its source (a hash of the artwork's SVG, an upload's size), so a
 * changed source is never answered with an old picture. Previews are small (50–300 kB) and
 * the same few are asked for again and again by crawlers, so this saves most of the CPU.
 *
 * `forceFetch(key, { context: svg })` renders a missing preview; concurrent requests for
 * one new preview share that render (lru-cache's fetch), so a burst of crawlers costs one.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { rasterise } from './rasterise';

export interface CachedPreview {
  png: Buffer;
  /** A strong validator of the PNG bytes. */
  etag: string;
}

/** Reads the preview-sized SVG of the source, on a miss. */
export type PreviewSvg = () => Promise<string>;

export const PREVIEW_CACHE_MAX_ENTRIES = 200;
export const PREVIEW_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class PreviewCache extends LRUCache<string, CachedPreview, PreviewSvg> {
  constructor(maxEntries = PREVIEW_CACHE_MAX_ENTRIES, maxBytes = PREVIEW_CACHE_MAX_BYTES) {
    super({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (preview) => Math.max(1, preview.png.length),
      fetchMethod: async (_key, _stale, { context: svg }) => renderPreview(await svg()),
    });
  }
}

async function renderPreview(svg: string): Promise<CachedPreview> {
  const png = await rasterise(svg);
  return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
}

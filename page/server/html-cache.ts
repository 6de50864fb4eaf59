/**
 * Rendered public pages, kept for the catalogue's read lifetime (5 s): a burst of visitors
 * to one page costs one render. Keyed by path, query and the active remote versions (a
 * deploy or rollback makes new keys at once); emptied by a write that changes what pages show
 * (./page-changing-writes.ts: a changed package shows on the next load here; other instances
 * within the 5 s, as catalogue reads do).
 */
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type ContentCoding, expiringAfter, negotiateContentCoding } from '@agency/service-common';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body compressed, once per encoding, the first time a visitor accepts it. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = ContentCoding;

/** Below this, compressing costs more than it saves (the gateway's global threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How hard a page is compressed: harder when the cache keeps it for every visitor (done
 * once), faster when it is sent to one visitor only (the cache is off: done per answer,
 * where brotli's quality 4 cost 2.4 times its quality 2, for 2 % fewer bytes).
 */
export type CompressionFor = 'kept' | 'one answer';

const BROTLI_QUALITY: Record<CompressionFor, number> = { kept: 4, 'one answer': 2 };
const GZIP_LEVEL: Record<CompressionFor, number> = { kept: 6, 'one answer': 3 };

/**
 * The body of a page to send, compressed for the request when it accepts brotli or gzip.
 * The compressed bytes stay with the page: a cached page is compressed once, not on every
 * answer (an 82 kB home page, compressed per answer, cost 6.8 times the shell page under load).
 * Brotli at quality 4 for a kept page, as @fastify/compress uses.
 */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string | undefined,
  compression: CompressionFor = 'kept',
): { encoding?: PageEncoding; body: string | Buffer } {
  if (Buffer.byteLength(page.body) < COMPRESS_FROM_BYTES) return { body: page.body };
  const encoding = negotiateContentCoding(acceptEncoding);
  if (!encoding) return { body: page.body };
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression], [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
        })
      : gzipSync(page.body, { level: GZIP_LEVEL[compression] });
  return { encoding, body: page.encoded[encoding] };
}

export const HTML_CACHE_SECONDS = 5;
const MAX_PAGES = 500;

export class HtmlCache {
  /** None when pages are not kept (a lifetime of 0: the read cache is off). */
  private readonly pages?: LRUCache<string, CachedPage>;

  constructor(ttlMs = HTML_CACHE_SECONDS * 1000, now: () => number = Date.now) {
    if (ttlMs > 0) this.pages = new LRUCache({ max: MAX_PAGES, ...expiringAfter(ttlMs, now) });
  }

  static key(url: string, versions: string): string {
    return `${versions} ${url}`;
  }

  get(key: string): CachedPage | undefined {
    return this.pages?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages?.set(key, page);
  }

  clear(): void {
    this.pages?.clear();
  }

  /** Whether pages are kept at all (not when the read cache is off). */
  get keepsPages(): boolean {
    return this.pages !== undefined;
  }

  get size(): number {
    return this.pages?.size ?? 0;
  }
}

/**
 * Rendered public pages, kept for the catalogue's read lifetime (5 s): a burst of visitors
 * to one page costs one render. Keyed by path, query and the active remote versions (a
 * deploy or rollback makes new keys at once); emptied by a write that changes what pages show
 * (./page-changing-writes.ts: a changed package shows on the next load here; other instances
 * within the 5 s, as catalogue reads do).
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body compressed, once per encoding, the first time a visitor accepts it. */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (the gateway's global threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings a request accepts (`Accept-Encoding`), q=0 meaning refused. */
function accepted(acceptEncoding: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (name && (!q || Number(q[1]) > 0)) names.add(name);
  }
  return names;
}

/**
 * The body of a page to send, compressed for the request when it accepts brotli or gzip.
 * The compressed bytes stay with the page: a cached page is compressed once, not on every
 * answer (an 82 kB home page, compressed per answer, cost 6.8 times the shell page under load).
 * Brotli at quality 4, as @fastify/compress uses.
 */
export function encodedBody(page: CachedPage, acceptEncoding: string | undefined): { encoding?: PageEncoding; body: string | Buffer } {
  if (Buffer.byteLength(page.body) < COMPRESS_FROM_BYTES) return { body: page.body };
  const names = accepted(acceptEncoding);
  const encoding: PageEncoding | undefined = names.has('br') ? 'br' : names.has('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: page.body };
  page.encoded ??= {};
  page.encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }) : gzipSync(page.body);
  return { encoding, body: page.encoded[encoding] };
}

export const HTML_CACHE_SECONDS = 5;
const MAX_PAGES = 500;

export class HtmlCache {
  private readonly pages = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs = HTML_CACHE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(url: string, versions: string): string {
    return `${versions} ${url}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { page, expires: this.now() + this.ttlMs });
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

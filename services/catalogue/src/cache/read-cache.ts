/**
 * The catalogue's read cache: serialised answers of the public read calls, keyed by method
 * and normalised URL, each with an ETag and a fixed lifetime.
 *
 * Staleness is bounded in two ways (docs/performance.md): a write on this instance calls
 * `invalidate()`, which clears everything at once; another instance's write reaches this
 * one through the invalidation bus when REDIS_URL is set, and otherwise no answer is served
 * longer than READ_CACHE_TTL_MS after it was computed.
 *
 * Concurrent misses of one key are computed once ("single flight"): at 50 connections an
 * expired list entry would otherwise be rebuilt 50 times at the same moment. Shortly before
 * an answer expires, one request recomputes it while the others are still served the
 * current answer ("refresh ahead"), so a busy key never makes its visitors wait, and the
 * staleness bound is kept. A generation counter keeps an answer computed before a write
 * from being stored after it.
 */
import { createHash } from 'node:crypto';
import { expiringAfter } from '@agency/service-common';
import { LRUCache } from 'lru-cache';
import type { Encoding } from './encodings';

/** How long an answer is served from memory: the bound on staleness across instances. */
export const READ_CACHE_TTL_MS = 5_000;
/** How long before expiry one request recomputes a busy answer (the others keep being served). */
export const READ_CACHE_REFRESH_AHEAD_MS = 1_000;
/** Entries kept at most (the least recently used go first), so arbitrary query strings cannot grow memory without bound. */
export const READ_CACHE_MAX_ENTRIES = 2_000;

export interface CachedAnswer {
  /** The answer as UTF-8: JSON exactly as the route's response schema serialised it, or the text of a non-JSON read (the sitemap). */
  body: Buffer;
  /** Its compressed forms, made the first time a client accepts one (see ./encodings.ts). */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** A weak validator (the body may be sent compressed): W/"<sha1 of the body>". */
  etag: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** What a request that missed the cache carries until its answer is ready. */
export interface MissTicket {
  key: string;
  /** Stores the answer (unless a write came in between) and hands it to waiting requests. */
  complete(body: string): CachedAnswer;
  /** The answer could not be made (an error): waiting requests compute their own. */
  abandon(): void;
}

/** What to do for a request: serve an answer, wait for the one being computed, or compute it. */
export type Lookup =
  | { kind: 'hit'; answer: CachedAnswer }
  | { kind: 'wait'; flight: Promise<CachedAnswer | undefined> }
  | { kind: 'compute'; ticket: MissTicket };

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class ReadCache {
  /** The answers, least recently used dropped first, each gone when its lifetime is over. */
  private readonly entries: LRUCache<string, CachedAnswer>;
  /**
   * Misses being computed. Not lru-cache's `fetch`: an answer is computed by the route's
   * handler, after Fastify validated the request, not by a function the cache could call.
   */
  private readonly flights = new Map<string, Promise<CachedAnswer | undefined>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.maxEntries ?? READ_CACHE_MAX_ENTRIES, ...expiringAfter(this.ttlMs, this.now) });
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    const flight = this.flights.get(key);
    if (entry) {
      if (flight || this.now() < entry.expiresAt - READ_CACHE_REFRESH_AHEAD_MS) return { kind: 'hit', answer: entry };
      return { kind: 'compute', ticket: this.begin(key) };
    }
    if (flight) return { kind: 'wait', flight };
    return { kind: 'compute', ticket: this.begin(key) };
  }

  /** A fresh answer, if there is one. */
  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** The answer another request is computing for this key right now, if any. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.flights.get(key);
  }

  /**
   * Starts a miss. The first miss of a key opens a flight that later misses wait on; a
   * miss that finds one open (its leader failed) computes without opening another.
   */
  begin(key: string): MissTicket {
    const generation = this.generation;
    let land: (answer: CachedAnswer | undefined) => void = () => {};
    if (!this.flights.has(key)) {
      let resolve: (answer: CachedAnswer | undefined) => void = () => {};
      const flight = new Promise<CachedAnswer | undefined>((r) => (resolve = r));
      this.flights.set(key, flight);
      land = (answer) => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
        resolve(answer);
      };
    }
    let open = true;
    const finish = (answer: CachedAnswer | undefined) => {
      if (open) land(answer);
      open = false;
    };
    return {
      key,
      complete: (body) => {
        const answer: CachedAnswer = { body: Buffer.from(body), encoded: {}, etag: etagOf(body), expiresAt: this.now() + this.ttlMs };
        if (generation === this.generation) this.entries.set(key, answer);
        finish(answer);
        return answer;
      },
      abandon: () => finish(undefined),
    };
  }

  /** Forgets every answer now; answers being computed when this is called are not stored. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.flights.clear();
  }
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * The cache key of a request: method, path and the query parameters sorted, so
 * `?limit=7&page=1` and `?page=1&limit=7` (or `sri%20lanka` and `sri+lanka`) share an entry.
 */
export function cacheKeyOf(method: string, url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return `${method} ${url}`;
  const params = [...new URLSearchParams(url.slice(mark + 1))].sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  return `${method} ${url.slice(0, mark)}?${new URLSearchParams(params).toString()}`;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

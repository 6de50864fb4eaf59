/** The read cache on its own: lifetime, eviction, keys, ETags, single flight, refresh ahead, invalidation, encodings. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { matchesEtag, negotiateContentCoding as negotiateEncoding } from '@agency/service-common';
import { encodedBody } from '../src/cache/encodings';
import { cacheKeyOf, etagOf, READ_CACHE_REFRESH_AHEAD_MS, READ_CACHE_TTL_MS, ReadCache } from '../src/cache/read-cache';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('serves an answer until its lifetime is over, then forgets it', () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    const answer = cache.begin('GET /api/regions').complete('{"a":1}');
    expect(answer.expiresAt).toBe(time.now() + READ_CACHE_TTL_MS);
    time.advance(READ_CACHE_TTL_MS - 1);
    expect(cache.get('GET /api/regions')?.body.toString()).toBe('{"a":1}');
    time.advance(1);
    expect(cache.get('GET /api/regions')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the oldest first', () => {
    const cache = new ReadCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.begin(key).complete(key);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('b');
    expect(cache.get('c')?.body.toString()).toBe('c');
  });

  it('forgets everything on invalidate, and does not store an answer computed across it', () => {
    const cache = new ReadCache();
    cache.begin('a').complete('old');
    const slow = cache.begin('b'); // a read that started before the write
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    expect(slow.complete('computed before the write').body.toString()).toBe('computed before the write');
    expect(cache.get('b')).toBeUndefined();
    cache.begin('b').complete('fresh');
    expect(cache.get('b')?.body.toString()).toBe('fresh');
  });

  it('lets concurrent misses of one key wait for the first instead of computing again', async () => {
    const cache = new ReadCache();
    const leader = cache.begin('k');
    const waiting = cache.inFlight('k');
    expect(waiting).toBeDefined();
    leader.complete('{"x":1}');
    expect((await waiting)?.body.toString()).toBe('{"x":1}');
    expect(cache.inFlight('k')).toBeUndefined();
  });

  it('releases waiting requests with nothing when the first one fails', async () => {
    const cache = new ReadCache();
    const leader = cache.begin('k');
    const waiting = cache.inFlight('k');
    leader.abandon();
    leader.complete('too late'); // settling twice changes nothing for the waiters
    await expect(waiting).resolves.toBeUndefined();
  });
});

describe('ReadCache.lookup', () => {
  it('computes a miss, makes concurrent misses wait, then serves the answer', () => {
    const cache = new ReadCache();
    const first = cache.lookup('k');
    expect(first.kind).toBe('compute');
    expect(cache.lookup('k').kind).toBe('wait');
    if (first.kind === 'compute') first.ticket.complete('{"v":1}');
    const hit = cache.lookup('k');
    expect(hit.kind === 'hit' && hit.answer.body.toString()).toBe('{"v":1}');
  });

  it('lets one request recompute shortly before expiry while the others are still served', () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    const miss = cache.lookup('k');
    if (miss.kind === 'compute') miss.ticket.complete('old');
    time.advance(READ_CACHE_TTL_MS - READ_CACHE_REFRESH_AHEAD_MS - 1);
    expect(cache.lookup('k').kind).toBe('hit');
    time.advance(1);
    const refresher = cache.lookup('k');
    expect(refresher.kind).toBe('compute');
    // Everyone else still gets the current answer, which has not expired.
    const other = cache.lookup('k');
    expect(other.kind === 'hit' && other.answer.body.toString()).toBe('old');
    if (refresher.kind === 'compute') refresher.ticket.complete('new');
    const after = cache.lookup('k');
    expect(after.kind === 'hit' && after.answer.body.toString()).toBe('new');
  });

  it('never serves an answer past its lifetime, even while its refresh is under way', () => {
    const time = clock();
    const cache = new ReadCache({ now: time.now });
    const miss = cache.lookup('k');
    if (miss.kind === 'compute') miss.ticket.complete('old');
    time.advance(READ_CACHE_TTL_MS - READ_CACHE_REFRESH_AHEAD_MS);
    expect(cache.lookup('k').kind).toBe('compute');
    time.advance(READ_CACHE_REFRESH_AHEAD_MS);
    expect(cache.lookup('k').kind).toBe('wait');
  });
});

describe('cache keys and validators', () => {
  it('ignores the order of query parameters and the spelling of spaces', () => {
    expect(cacheKeyOf('GET', '/api/packages?page=1&limit=7')).toBe(cacheKeyOf('GET', '/api/packages?limit=7&page=1'));
    expect(cacheKeyOf('GET', '/api/packages?country=sri%20lanka')).toBe(cacheKeyOf('GET', '/api/packages?country=sri+lanka'));
    expect(cacheKeyOf('GET', '/api/packages?page=1')).not.toBe(cacheKeyOf('GET', '/api/packages?page=2'));
    expect(cacheKeyOf('GET', '/api/regions')).toBe('GET /api/regions');
    expect(cacheKeyOf('HEAD', '/api/regions')).not.toBe(cacheKeyOf('GET', '/api/regions'));
  });

  it('makes a weak ETag from the body and matches If-None-Match lists, weak tags and *', () => {
    const etag = etagOf('{"a":1}');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(etagOf('{"a":2}')).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.slice(2), etag)).toBe(true);
    expect(matchesEtag(`W/"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});

describe('encodings', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('compresses losslessly, once per encoding, and improves br in the background', async () => {
    const body = Buffer.from(
      JSON.stringify({
        data: Array.from({ length: 400 }, (_, i) => ({ i, name: `Package ${i}`, text: 'Lorem ipsum dolor sit amet '.repeat(i % 7) })),
      }),
    );
    const answer = { body, encoded: {} };
    const gzip = encodedBody(answer, 'gzip');
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(encodedBody(answer, 'gzip')).toBe(gzip);
    const quick = encodedBody(answer, 'br');
    expect(brotliDecompressSync(quick).equals(body)).toBe(true);
    expect(quick.length).toBeLessThan(body.length / 4);
    const deadline = Date.now() + 5_000;
    while (encodedBody(answer, 'br') === quick && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const best = encodedBody(answer, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(body)).toBe(true);
  });
});

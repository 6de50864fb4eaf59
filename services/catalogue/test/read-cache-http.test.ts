/**
 * The read cache in the running service, on every test database: answers come from memory
 * with an ETag and an honest Cache-Control, If-None-Match gives 304, a write clears the
 * cache before it answers, concurrent misses are computed once, errors are never cached,
 * and without the cache (the test default) every read sees the database.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { READ_CACHE_TTL_MS } from '../src/cache/read-cache';
import { TABLES } from '../src/db/rows';
import { type CatalogueWithContext, catalogueWithTestWrite, RENAME_URL } from './support/cached-catalogue';

const nameOf = (res: { json(): { data: { packageName: string } } }) => res.json().data.packageName;

describe.each(testDatabaseKinds())('read cache over HTTP on %s', (kind) => {
  let service: TestService;
  let catalogue: CatalogueWithContext;
  beforeAll(async () => {
    catalogue = catalogueWithTestWrite();
    service = await buildTestService(catalogue.service, kind, { config: { readCache: true } });
  });
  afterAll(() => service.close());
  beforeEach(() => catalogue.context().catalogueCache.invalidate());

  const get = (url: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url, headers });
  /** Changes the database behind the service's back (no write call, so no invalidation). */
  const renameQuietly = (id: number, name: string) => service.db(TABLES.packages).where({ id }).update({ package_name: name });

  it('serves a read from memory with an ETag and a max-age within the cache lifetime', async () => {
    const first = await get('/api/packages/5');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    // The seconds the answer has left, rounded down: never longer than the server keeps it.
    const firstMaxAge = Number(/^public, max-age=(\d+)$/.exec(String(first.headers['cache-control']))![1]);
    expect(firstMaxAge).toBeGreaterThanOrEqual(READ_CACHE_TTL_MS / 1000 - 1);
    expect(firstMaxAge).toBeLessThanOrEqual(READ_CACHE_TTL_MS / 1000);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await renameQuietly(5, 'Renamed behind the cache');
    const second = await get('/api/packages/5');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const maxAge = Number(/max-age=(\d+)/.exec(String(second.headers['cache-control']))![1]);
    expect(maxAge).toBeLessThanOrEqual(READ_CACHE_TTL_MS / 1000);
  });

  it('sends br or gzip, compressed once, to clients that accept them', async () => {
    const plain = await get('/api/packages?limit=7');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/api/packages?limit=7', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/packages?limit=7', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('answers 304 Not Modified to a matching If-None-Match, and 200 to another', async () => {
    const first = await get('/api/regions');
    const etag = String(first.headers.etag);
    const notModified = await get('/api/regions', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const other = await get('/api/regions', { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('clears the cache when a catalogue write succeeds, before the write answers', async () => {
    const before = await get('/api/packages/7');
    const res = await service.app.inject({ method: 'POST', url: RENAME_URL, payload: { id: 7, name: 'Renamed by a write' } });
    expect(res.statusCode).toBe(200);
    const after = await get('/api/packages/7');
    expect(nameOf(after)).toBe('Renamed by a write');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old validator no longer matches: the client gets the new answer.
    expect((await get('/api/packages/7', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('clears the cache when catalogueCache.invalidate() is called', async () => {
    const list = '/api/packages?page=1&limit=7';
    const before = await get(list);
    const newest = before.json().data[0]._id as number;
    await renameQuietly(newest, 'Renamed, then invalidated');
    expect((await get(list)).body).toBe(before.body);
    catalogue.context().catalogueCache.invalidate();
    expect((await get(list)).json().data[0].packageName).toBe('Renamed, then invalidated');
  });

  it('shares one entry between the orders of the same query parameters', async () => {
    const first = await get('/api/packages?page=1&limit=3&country=sri%20lanka');
    const id = first.json().data[0]._id as number;
    await renameQuietly(id, 'Not seen through the cache');
    const reordered = await get('/api/packages?country=sri+lanka&limit=3&page=1');
    expect(reordered.body).toBe(first.body);
  });

  it('never caches an error, and a failed request does not hold up the next', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/packages?page=0')).statusCode).toBe(400);
    const missing = await get('/api/packages/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => get('/api/packages?sortBy=name')));
    expect(concurrent.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });

  it('computes concurrent misses of one URL once', async () => {
    let queries = 0;
    const count = () => queries++;
    service.db.on('query', count);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/packages?holiday_types=Safari&limit=5')));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const once = queries;
      queries = 0;
      catalogue.context().catalogueCache.invalidate();
      await get('/api/packages?holiday_types=Safari&limit=5');
      expect(once).toBe(queries);
    } finally {
      service.db.off('query', count);
    }
  });
});

describe.each(testDatabaseKinds())('without the read cache (the test default) on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  it('reads the database on every request and sends no cache headers', async () => {
    const first = await service.app.inject({ method: 'GET', url: '/api/packages/3' });
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBeUndefined();
    await service.db(TABLES.packages).where({ id: 3 }).update({ package_name: 'Seen at once' });
    expect(nameOf(await service.app.inject({ method: 'GET', url: '/api/packages/3' }))).toBe('Seen at once');
  });
});

/**
 * The shared file store in the database, on SQLite and (when one answers) MySQL: files
 * round-trip byte for byte through their chunks (a 3 MB one too, past MySQL's smaller
 * max_allowed_packet settings), the same bytes are stored once, a put cut short leaves no
 * readable file, and each instance's disk cache stays within its bound.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { CHUNK_BYTES, DatabaseFileStore, FileStoreCache, hashOf } from '../src';

describe.each(testDatabaseKinds())('the database file store on %s', (kind) => {
  let database: TestDatabase;
  let store: DatabaseFileStore;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = new DatabaseFileStore(database.db);
    await store.prepare();
  });
  afterAll(() => database.drop());

  it('round-trips a 3 MB file byte for byte through its chunks, addressed by its sha256', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const stored = await store.put(bytes);
    expect(stored).toEqual({ hash: hashOf(bytes), size: bytes.length });
    const chunks = await database.db('store_chunks').where({ hash: stored.hash }).count({ n: '*' }).first();
    expect(Number(chunks?.n)).toBe(Math.ceil(bytes.length / CHUNK_BYTES));
    const back = await store.get(stored.hash);
    expect(back?.equals(bytes)).toBe(true);
  });

  it('stores an empty file and a small one, and the same bytes once', async () => {
    const empty = await store.put(Buffer.alloc(0));
    expect((await store.get(empty.hash))?.length).toBe(0);
    const text = Buffer.from('var storefront;');
    const first = await store.put(text);
    const again = await store.put(Buffer.from('var storefront;'));
    expect(again).toEqual(first);
    const rows = await database.db('store_files').where({ hash: first.hash }).count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(1);
  });

  it('answers nothing for an unknown or malformed address, and forgets a deleted file', async () => {
    await expect(store.get('0'.repeat(64))).resolves.toBeUndefined();
    await expect(store.get('../etc/passwd')).resolves.toBeUndefined();
    const stored = await store.put(Buffer.from('to be removed'));
    await store.delete(stored.hash);
    await expect(store.has(stored.hash)).resolves.toBe(false);
    await expect(store.get(stored.hash)).resolves.toBeUndefined();
  });

  it('a put cut short after some chunks leaves no readable file, and the next put of the same bytes completes it', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 2 + 5);
    const hash = hashOf(bytes);
    // What a writer killed after its first chunk leaves behind.
    await database.db('store_chunks').insert({ hash, idx: 0, bytes: bytes.subarray(0, CHUNK_BYTES) });
    await expect(store.has(hash)).resolves.toBe(false);
    await expect(store.get(hash)).resolves.toBeUndefined();
    await store.put(bytes);
    expect((await store.get(hash))?.equals(bytes)).toBe(true);
  });

  describe('an instance’s disk cache', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'store-cache-'));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('fetches a file once, keeps it under its address, and stays within its bound', async () => {
      const files = await Promise.all([0, 1, 2].map(() => store.put(randomBytes(1000))));
      const cache = new FileStoreCache(store, dir, 2500);
      const first = await cache.path(files[0].hash);
      expect(first).toBe(path.join(dir, files[0].hash));
      expect(hashOf(await readFile(first!))).toBe(files[0].hash);
      await cache.path(files[1].hash);
      await cache.path(files[2].hash);
      // Three files of 1000 bytes in 2500: the least recently used left the disk.
      await cache.settled();
      expect(cache.size).toBeLessThanOrEqual(2500);
      expect(existsSync(path.join(dir, files[0].hash))).toBe(false);
      expect(readdirSync(dir).sort()).toEqual([files[1].hash, files[2].hash].sort());
      await expect(cache.path('f'.repeat(64))).resolves.toBeUndefined();
    });

    it('adopts the files an earlier run left', async () => {
      const stored = await store.put(Buffer.from('kept across restarts'));
      await new FileStoreCache(store, dir, 10_000).path(stored.hash);
      const restarted = new FileStoreCache(store, dir, 10_000);
      expect(restarted.size).toBe('kept across restarts'.length);
    });
  });
});

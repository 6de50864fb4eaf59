/**
 * The catalogue's image store on an in-memory SQLite database of its own, for tests that serve
 * uploads without a whole service: images put in `uploadDir` are imported as on a start.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, DatabaseFileStore, FileStoreCache, migrate } from '@agency/service-common';
import type { FastifyBaseLogger } from 'fastify';
import { migrations } from '../../src/migrations';
import { importLegacyUploads } from '../../src/photos/legacy-uploads';
import { sharedImageStore } from '../../src/writes/image-store';

const quiet = { info() {}, warn() {} } as unknown as FastifyBaseLogger;

export async function testImageStore(uploadDir: string) {
  const db = createDatabase('sqlite::memory:');
  await migrate(db, 'catalogue', migrations);
  const store = new DatabaseFileStore(db);
  await store.prepare();
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
  await importLegacyUploads(db, store, uploadDir, quiet);
  return {
    db,
    images: sharedImageStore({
      db,
      store,
      cache: new FileStoreCache(store, cacheDir, 64 * 1024 * 1024),
      stagingDir: path.join(uploadDir, '.incoming'),
    }),
    close: async () => {
      await db.destroy();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

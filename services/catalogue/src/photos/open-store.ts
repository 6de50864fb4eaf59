/**
 * The catalogue's image store: the shared file store in the catalogue's database (so two
 * instances on one database serve the same images), this instance's bounded disk cache of it,
 * and staging under UPLOAD_DIR. Images left in UPLOAD_DIR from before are imported first.
 */
import path from 'node:path';
import { type Config, DatabaseFileStore, FileStoreCache } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import { PHOTO_TABLES } from '../db/photo-schema';
import { type ImageStore, sharedImageStore } from '../writes/image-store';
import { importLegacyUploads } from './legacy-uploads';

/** The images' part of the store cache: a folder of its own, so the gateway's cache of remote files keeps its own bound. */
const CACHE_FOLDER = 'images';

export async function openImageStore(app: FastifyInstance, config: Config): Promise<ImageStore> {
  const store = new DatabaseFileStore(app.db);
  await store.prepare();
  const cache = new FileStoreCache(store, path.join(config.storeCache.dir, CACHE_FOLDER), config.storeCache.maxBytes);
  // A database not migrated yet (a start before db:migrate) has nowhere to record them; the next start imports.
  if (await app.db.schema.hasTable(PHOTO_TABLES.photoFiles)) await importLegacyUploads(app.db, store, config.uploadDir, app.log);
  return sharedImageStore({ db: app.db, store, cache, stagingDir: path.join(config.uploadDir, '.incoming') });
}

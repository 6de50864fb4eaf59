/**
 * Images uploaded before photos were re-encoded lie in this instance's UPLOAD_DIR as
 * `upload-<32 hex>.<ext>`. On start each one not imported yet is re-encoded into the shared
 * store, the packages showing it are pointed at the photo (so pages get its variants), and its
 * old name stays served (the photo's fallback, or its bytes as they are when they cannot be
 * decoded). The files on disk are left as they are: nothing is lost if an import is cut short,
 * and the next start finishes it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '@agency/service-common';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { PHOTO_TABLES } from '../db/photo-schema';
import { TABLES as T } from '../db/rows';
import { isLegacyUploadName, recordPhotoFiles, uploadedImageUrl } from '../writes/image-store';
import { type ImageExtension, MIME_OF_EXTENSION } from '../writes/image-types';
import { encodePhoto, UndecodablePhoto } from './encode';

/** How many images were imported (0 when there was nothing new). */
export async function importLegacyUploads(db: Knex, store: FileStore, uploadDir: string, log: FastifyBaseLogger): Promise<number> {
  const names = (await readdir(uploadDir).catch(() => [] as string[])).filter(isLegacyUploadName);
  if (names.length === 0) return 0;
  const known = new Set((await db(PHOTO_TABLES.photoFiles).whereIn('name', names).select('name')).map((row: { name: string }) => row.name));
  let imported = 0;
  for (const name of names.filter((n) => !known.has(n))) {
    const bytes = await readFile(path.join(uploadDir, name));
    try {
      const { files } = await encodePhoto(bytes);
      const [main] = files;
      await recordPhotoFiles(db, store, main.name, files);
      await db(T.packageImages)
        .where({ url: uploadedImageUrl(name) })
        .update({ url: uploadedImageUrl(main.name) });
      // Last: its presence is what marks the image imported.
      await recordPhotoFiles(db, store, main.name, [{ ...main, name }]);
    } catch (error) {
      if (!(error instanceof UndecodablePhoto)) throw error;
      log.warn({ file: name, reason: error.message }, 'an uploaded image could not be re-encoded; it is served as it was');
      const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExtension;
      await recordPhotoFiles(db, store, name, [{ name, bytes, type: MIME_OF_EXTENSION[ext] }]);
    }
    imported += 1;
  }
  log.info({ imported, from: uploadDir }, 'uploaded images imported into the shared file store');
  return imported;
}

/**
 * Every file name under which an uploaded photo is served, and the address of its bytes in the
 * shared file store (services/common/src/file-store.ts): the photo's main name, each variant,
 * and the name an image had before photos were re-encoded (imported from UPLOAD_DIR). `photo`
 * groups a photo's names, so an unused photo leaves with all of them.
 */
import type { Migration } from '@agency/service-common';

export const PHOTO_TABLES = { photoFiles: 'package_photo_files' } as const;

export interface PhotoFileRow {
  name: string;
  /** The photo's main name (for an image that could not be re-encoded: its own name). */
  photo: string;
  /** sha256 of the bytes, their address in the file store. */
  hash: string;
  size: number;
  content_type: string;
}

export const packageImagesMigration: Migration = {
  name: '011_package_images',
  async up(db) {
    await db.schema.createTable(PHOTO_TABLES.photoFiles, (t) => {
      t.string('name', 120).primary();
      t.string('photo', 120).notNullable().index('package_photo_files_photo_idx');
      t.string('hash', 64).notNullable().index('package_photo_files_hash_idx');
      t.integer('size').unsigned().notNullable();
      t.string('content_type', 40).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists(PHOTO_TABLES.photoFiles);
  },
};

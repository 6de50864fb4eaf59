/**
 * Where uploaded package images live: the site's shared, content-addressed file store (the
 * database by default), so every instance serves every image. An upload is first *staged*
 * (streamed to a temporary file on this instance while its first bytes are checked), then
 * *encoded* (../photos/encode.ts: upright, no metadata, AVIF/WebP/fallback in widths), and
 * *published* into the store once the package's transaction has committed, or *discarded*
 * when the save fails: a file that fails anywhere leaves nothing in the store.
 *
 * Names: a photo's main name and its variants are `photo-…` (@agency/contracts' photos.ts),
 * derived from the uploaded bytes; images uploaded before are `upload-<32 hex>.<ext>` and
 * keep being served under that name (imported by ./legacy-uploads.ts). The uploaded file's
 * own name never reaches a path or a URL.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PHOTO_FILE_PATTERN, UPLOADED_IMAGE_FILE_PATTERN } from '@agency/contracts';
import type { FileStore, FileStoreCache } from '@agency/service-common';
import type { Knex } from 'knex';
import { IMAGE_PATH } from '../artwork';
import { PHOTO_TABLES, type PhotoFileRow } from '../db/photo-schema';
import { type EncodedFile, type EncodedPhoto, encodePhoto, UndecodablePhoto } from '../photos/encode';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageType } from './image-types';

export interface StagedImage {
  /** The temporary file holding the bytes until they are encoded. */
  readonly tempPath: string;
  readonly bytes: number;
  /** What the first bytes say the file is, or null when they are no image we take. */
  readonly type: ImageType | null;
  /** The name it is published under, once `encode` succeeded (null before, and for a file that is no image). */
  fileName: string | null;
  /** The re-encoded photo, held until it is published. */
  encoded?: EncodedPhoto;
}

export interface StoredImage {
  stream: Readable;
  size: number;
  /** sha256 of the bytes: the ETag. */
  hash: string;
  contentType: string;
}

export interface ImageStore {
  /** Streams `source` to a temporary file and tells what its first bytes say. */
  stage(source: Readable): Promise<StagedImage>;
  /** Decodes and re-encodes a staged image and names it; throws UndecodablePhoto for bytes that are no picture. */
  encode(image: StagedImage): Promise<void>;
  /** Puts an encoded image's files into the shared store under their names. */
  publish(image: StagedImage): Promise<void>;
  /** Forgets a staged image (safe to call twice, or after publish). */
  discard(image: StagedImage): Promise<void>;
  /** Deletes a published image (nothing happens for a name that is not an upload's). */
  remove(fileName: string): Promise<void>;
  /** A published image, or null when there is none of that name. */
  open(fileName: string): Promise<StoredImage | null>;
}

const UPLOADED_FILE = new RegExp(`^(?:${UPLOADED_IMAGE_FILE_PATTERN}|${PHOTO_FILE_PATTERN})$`);
const LEGACY_UPLOAD = new RegExp(`^${UPLOADED_IMAGE_FILE_PATTERN}$`);

/** True for the names of uploaded images (a photo, its variants, or an image uploaded before photos were re-encoded): looked up in the store, never a path. */
export function isUploadedFileName(name: string): boolean {
  return UPLOADED_FILE.test(name);
}

/** True for an image uploaded before photos were re-encoded (`upload-<32 hex>.<ext>`). */
export function isLegacyUploadName(name: string): boolean {
  return LEGACY_UPLOAD.test(name);
}

/** The URL an uploaded image is served at: beside the generated artwork, at /api/images/<file>. */
export function uploadedImageUrl(fileName: string): string {
  return `${IMAGE_PATH}${fileName}`;
}

/** The uploaded file behind an image URL, or null for artwork and any other URL. */
export function uploadedFileOfUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_PATH)) return null;
  const name = url.slice(IMAGE_PATH.length);
  return isUploadedFileName(name) ? name : null;
}

export { UndecodablePhoto };

/** Photo files as rows naming their bytes' address (ignored when the name is there: a name's bytes never change). */
export async function recordPhotoFiles(db: Knex, store: FileStore, photo: string, files: readonly EncodedFile[]): Promise<void> {
  for (const file of files) {
    const { hash, size } = await store.put(file.bytes);
    const row: PhotoFileRow = { name: file.name, photo, hash, size, content_type: file.type };
    await db(PHOTO_TABLES.photoFiles).insert(row).onConflict('name').ignore();
  }
}

/**
 * The store implementation: files in the shared `store`, their names in the catalogue's
 * database, served on this instance from `cache` (its bounded disk copy); staging on this
 * instance's disk under `stagingDir`.
 */
export function sharedImageStore({
  db,
  store,
  cache,
  stagingDir,
}: {
  db: Knex;
  store: FileStore;
  cache: FileStoreCache;
  stagingDir: string;
}): ImageStore {
  return {
    async stage(source) {
      await mkdir(stagingDir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const tempPath = path.join(stagingDir, `${id}.part`);
      let bytes = 0;
      let head = Buffer.alloc(0);
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (head.length < IMAGE_SIGNATURE_BYTES) head = Buffer.concat([head, chunk.subarray(0, IMAGE_SIGNATURE_BYTES - head.length)]);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, inspect, createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }));
      } catch (err) {
        await rm(tempPath, { force: true });
        throw err;
      }
      return { tempPath, bytes, type: detectImageType(head), fileName: null };
    },

    async encode(image) {
      if (!image.type) throw new UndecodablePhoto('not an image');
      image.encoded = await encodePhoto(await readFile(image.tempPath));
      image.fileName = image.encoded.files[0].name;
      // The bytes are in memory now; the temporary file has done its work.
      await rm(image.tempPath, { force: true });
    },

    async publish(image) {
      if (!image.encoded || !image.fileName) throw new Error('only an encoded image can be published');
      await recordPhotoFiles(db, store, image.fileName, image.encoded.files);
    },

    async discard(image) {
      image.encoded = undefined;
      await rm(image.tempPath, { force: true });
    },

    async remove(fileName) {
      if (!isUploadedFileName(fileName)) return;
      const owner = (await db(PHOTO_TABLES.photoFiles).where({ name: fileName }).first('photo')) as { photo: string } | undefined;
      if (!owner) return;
      const hashes = (await db(PHOTO_TABLES.photoFiles).where({ photo: owner.photo }).distinct('hash')).map(
        (r: { hash: string }) => r.hash,
      );
      await db(PHOTO_TABLES.photoFiles).where({ photo: owner.photo }).delete();
      // Bytes another name still points at stay (the same bytes uploaded as two photos).
      const kept = new Set(
        (await db(PHOTO_TABLES.photoFiles).whereIn('hash', hashes).distinct('hash')).map((r: { hash: string }) => r.hash),
      );
      for (const hash of hashes) if (!kept.has(hash)) await store.delete(hash);
    },

    async open(fileName) {
      if (!isUploadedFileName(fileName)) return null;
      const row = (await db(PHOTO_TABLES.photoFiles).where({ name: fileName }).first()) as PhotoFileRow | undefined;
      if (!row) return null;
      const local = await cache.path(row.hash);
      if (!local) return null;
      return { stream: createReadStream(local), size: Number(row.size), hash: row.hash, contentType: row.content_type };
    },
  };
}

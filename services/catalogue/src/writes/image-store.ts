/**
 * Where uploaded package images live. Writes go through `ImageStore` so that an object store
 * can replace the disk later (docs/operations.md): an upload is first *staged* (streamed to a
 * temporary file while its first bytes are checked), then *published* under a generated name
 * once the package's transaction has committed, or *discarded* when the save fails.
 *
 * Published names are `upload-<32 random hex digits>.<ext of the detected type>`: the
 * uploaded file's own name never reaches a path, and a name is never reused, so an image URL
 * can be cached for ever.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOADED_IMAGE_FILE_PATTERN } from '@agency/contracts';
import { IMAGE_PATH } from '../artwork';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageType } from './image-types';

export interface StagedImage {
  /** The temporary file holding the bytes until the save commits. */
  readonly tempPath: string;
  readonly bytes: number;
  /** What the bytes are, or null when they are no image we take. */
  readonly type: ImageType | null;
  /** The name it is published under (null when it is no image). */
  readonly fileName: string | null;
}

export interface StoredImage {
  stream: Readable;
  size: number;
}

export interface ImageStore {
  /** Streams `source` to a temporary file and tells what its bytes are. */
  stage(source: Readable): Promise<StagedImage>;
  /** Makes a staged image visible under its file name. */
  publish(image: StagedImage): Promise<void>;
  /** Forgets a staged image (safe to call twice, or after publish). */
  discard(image: StagedImage): Promise<void>;
  /** Deletes a published image (nothing happens for a name that is not an upload's). */
  remove(fileName: string): Promise<void>;
  /** A published image, or null when there is none of that name. */
  open(fileName: string): Promise<StoredImage | null>;
}

const UPLOADED_FILE = new RegExp(`^${UPLOADED_IMAGE_FILE_PATTERN}$`);

/** True for the names `stage` generates, so no other name (artwork, `..`, a path) is ever touched on disk. */
export function isUploadedFileName(name: string): boolean {
  return UPLOADED_FILE.test(name);
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

/** The disk implementation: published files in `dir`, staged ones in `dir/.incoming` (same file system, so publishing is a rename). */
export function diskImageStore(dir: string): ImageStore {
  const incoming = path.join(dir, '.incoming');
  const pathOf = (fileName: string) => {
    if (!isUploadedFileName(fileName)) throw new Error(`not an uploaded image name: ${fileName}`);
    return path.join(dir, fileName);
  };

  return {
    async stage(source) {
      await mkdir(incoming, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const tempPath = path.join(incoming, `${id}.part`);
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
      const type = detectImageType(head);
      return { tempPath, bytes, type, fileName: type ? `upload-${id}.${type.ext}` : null };
    },

    async publish(image) {
      if (!image.fileName) throw new Error('only an image can be published');
      await mkdir(dir, { recursive: true });
      await rename(image.tempPath, pathOf(image.fileName));
    },

    async discard(image) {
      await rm(image.tempPath, { force: true });
    },

    async remove(fileName) {
      if (!isUploadedFileName(fileName)) return;
      await rm(pathOf(fileName), { force: true });
    },

    async open(fileName) {
      if (!isUploadedFileName(fileName)) return null;
      const file = pathOf(fileName);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

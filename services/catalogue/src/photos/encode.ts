/**
 * An uploaded photo, decoded once and re-encoded for the page (sharp, on libuv's thread pool):
 * turned upright by its EXIF orientation, converted to sRGB, every piece of metadata left
 * behind (EXIF with its GPS position, XMP, IPTC, ICC profiles, comments: sharp writes none
 * unless asked), then stored in the widths of PHOTO_WIDTHS as AVIF, WebP and its own format.
 *
 * A file sharp cannot decode (cut short, damaged, a type's signature in front of something
 * else) throws `UndecodablePhoto`; nothing has been stored by then.
 */
import { randomBytes } from 'node:crypto';
import {
  PHOTO_MAX_WIDTH,
  PHOTO_MIME,
  type Photo,
  type PhotoExtension,
  type PhotoFallbackExtension,
  photoHeightAt,
  photoMainFile,
  photoVariantFile,
  photoWidths,
} from '@agency/contracts';
import type { OutputInfo, Sharp } from 'sharp';

/** sharp and its native library are loaded with the first photo, not at every instance's start. */
type SharpFactory = typeof import('sharp').default;
// The package's CommonJS entry is the factory itself (its types describe it as the ES default export).
const sharp = (...args: Parameters<SharpFactory>) => (require('sharp') as SharpFactory)(...args);

export class UndecodablePhoto extends Error {}

export interface EncodedFile {
  name: string;
  bytes: Buffer;
  type: string;
}

export interface EncodedPhoto {
  photo: Photo;
  /** The main file (the fallback at the photo's width) first, then every variant. */
  files: EncodedFile[];
}

/**
 * Encoder settings chosen for photos viewed on a screen: visually clean, small. AVIF's effort
 * dominates the time: 0 encoded a 1200×1000 picture 3 to 7 times faster than 2 for 1% more
 * bytes (measured on the shared 2-core machine), and a save must answer within the gateway's
 * 30 s upstream timeout in split mode.
 */
const ENCODERS: Record<PhotoExtension, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
  png: (image) => image.png({ compressionLevel: 6, palette: false }),
};

const FALLBACK_OF_FORMAT: Readonly<Record<string, PhotoFallbackExtension>> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'png' };

/** `failOn: 'warning'`: a truncated or damaged file is refused, never stored half grey. One page of an animation is the photo. */
const INPUT = { failOn: 'warning', pages: 1 } as const;

function hex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');
}

export async function encodePhoto(upload: Buffer): Promise<EncodedPhoto> {
  let format: string | undefined;
  let base: { data: Buffer; info: OutputInfo };
  try {
    format = (await sharp(upload, INPUT).metadata()).format;
    // Upright, sRGB, at most the widest stored width, as raw pixels: every variant is cut from this one decode.
    base = await sharp(upload, INPUT)
      .autoOrient()
      .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodablePhoto((error as Error).message);
  }
  const fallback = format ? FALLBACK_OF_FORMAT[format] : undefined;
  if (!fallback) throw new UndecodablePhoto(`unsupported format ${format}`);

  const { width, height, channels } = base.info;
  const pixels = () => sharp(base.data, { raw: { width, height, channels } });
  const { dominant } = await pixels().stats();
  // A new name for every upload, never reused: what a URL names never changes, and two packages' copies of one picture are removed apart.
  const id = randomBytes(16).toString('hex');
  const photo: Photo = {
    stem: `photo-${id}-${width}x${height}-${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    width,
    height,
    color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    fallback,
  };

  const encode = async (w: number, ext: PhotoExtension): Promise<Buffer> => {
    let image = pixels();
    if (w !== width) image = image.resize({ width: w, height: photoHeightAt(photo, w) });
    // A JPEG has no alpha: an upload's transparency becomes white, not black.
    if (ext === 'jpg') image = image.flatten({ background: '#ffffff' });
    return ENCODERS[ext](image).toBuffer();
  };

  const files: EncodedFile[] = [];
  const formats = [...new Set<PhotoExtension>(['avif', 'webp', fallback])];
  for (const w of photoWidths(width)) {
    for (const ext of formats) {
      files.push({ name: photoVariantFile(photo, w, ext), bytes: await encode(w, ext), type: PHOTO_MIME[ext] });
    }
  }
  const main = files.find((f) => f.name === photoVariantFile(photo, Math.min(width, PHOTO_MAX_WIDTH), fallback))!;
  files.unshift({ name: photoMainFile(photo), bytes: main.bytes, type: main.type });
  return { photo, files };
}

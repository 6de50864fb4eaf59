/**
 * Uploaded photos and their variants, named so that the page needs nothing but the URL.
 *
 * The catalogue decodes an upload once, turns it upright, strips its metadata and stores it
 * re-encoded in a few widths as AVIF, WebP and its own format (the fallback). The photo's
 * name carries what a page needs to show it without a shift and without another call:
 *
 *   photo-<32 random hex>-<width>x<height>-<rrggbb>.<fallback ext>
 *
 * width × height is the largest stored size (after orientation) and rrggbb its dominant
 * colour, shown until the picture arrives. A variant adds its width and format:
 * `photo-…-<rrggbb>-800.avif`. A name is never reused and the bytes behind it never change
 * (served as immutable, with the bytes' sha256 as ETag); the bytes themselves are kept once
 * in the content-addressed file store whatever names point at them.
 */

/** The widths stored: a card on a phone (400), a card on a 2× phone or the gallery on a phone (800), the gallery on a desktop (1200). */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;
export const PHOTO_MAX_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];

/** The fallback keeps the upload's kind: JPEG, PNG, WebP; a GIF (a photo, not an animation, here) becomes PNG. */
export type PhotoFallbackExtension = 'jpg' | 'png' | 'webp';
export type PhotoExtension = PhotoFallbackExtension | 'avif';

/** Modern formats, best first, offered as <source>s ahead of the fallback. */
export const PHOTO_MODERN_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

export const PHOTO_MIME: Readonly<Record<PhotoExtension, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A photo's main name or a variant's (see the file comment). */
export const PHOTO_FILE_PATTERN =
  'photo-[0-9a-f]{32}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}-[0-9a-f]{6}(?:-[1-9][0-9]{0,4})?\\.(?:avif|webp|jpg|png)';

export interface Photo {
  /** The main name's stem: `photo-<id>-<w>x<h>-<rrggbb>`. */
  stem: string;
  width: number;
  height: number;
  /** `#rrggbb`: the placeholder's colour. */
  color: string;
  /** The fallback's format (read from a main name; a variant's name does not tell it). */
  fallback: PhotoFallbackExtension;
}

const PHOTO_NAME = /^(photo-[0-9a-f]{32}-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})-([0-9a-f]{6}))(?:-([1-9][0-9]{0,4}))?\.(avif|webp|jpg|png)$/;

export interface PhotoFile {
  photo: Photo;
  /** The variant's width, or undefined for the main name (the fallback at the photo's width). */
  variantWidth?: number;
  ext: PhotoExtension;
}

/** What a photo file name says, or null when it is no photo's name. */
export function parsePhotoFile(file: string): PhotoFile | null {
  const match = PHOTO_NAME.exec(file);
  if (!match) return null;
  const [, stem, w, h, rgb, variant, ext] = match;
  // The main name's extension is the fallback's (never AVIF); a variant's names its own format.
  if (variant === undefined && ext === 'avif') return null;
  return {
    photo: {
      stem,
      width: Number(w),
      height: Number(h),
      color: `#${rgb}`,
      fallback: (ext === 'avif' ? 'jpg' : ext) as PhotoFallbackExtension,
    },
    variantWidth: variant === undefined ? undefined : Number(variant),
    ext: ext as PhotoExtension,
  };
}

/** The widths stored for a photo `width` wide (after capping at PHOTO_MAX_WIDTH): the standard ones below it, and its own. */
export function photoWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, PHOTO_MAX_WIDTH)];
}

export function photoHeightAt(photo: Pick<Photo, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((photo.height * width) / photo.width));
}

export function photoMainFile(photo: Photo): string {
  return `${photo.stem}.${photo.fallback}`;
}

export function photoVariantFile(photo: Photo, width: number, ext: PhotoExtension): string {
  return `${photo.stem}-${width}.${ext}`;
}

/** What <picture> needs: sources for the modern formats, the fallback's srcset, the size and placeholder colour. */
export interface PictureSet {
  width: number;
  height: number;
  color: string;
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
}

/**
 * The picture of an image URL (`…/photo-….jpg`), or null for anything else (generated
 * artwork, an image uploaded before photos were re-encoded): shown as a plain <img>.
 */
export function pictureOfUrl(url: string): PictureSet | null {
  const slash = url.lastIndexOf('/');
  const parsed = parsePhotoFile(url.slice(slash + 1));
  if (!parsed || parsed.variantWidth !== undefined) return null;
  const { photo } = parsed;
  const base = url.slice(0, slash + 1);
  const widths = photoWidths(photo.width);
  const srcSetOf = (ext: PhotoExtension) => widths.map((w) => `${base}${photoVariantFile(photo, w, ext)} ${w}w`).join(', ');
  return {
    width: photo.width,
    height: photo.height,
    color: photo.color,
    sources: PHOTO_MODERN_FORMATS.filter((f) => f.ext !== photo.fallback).map((f) => ({ type: f.type, srcSet: srcSetOf(f.ext) })),
    src: `${base}${photoMainFile(photo)}`,
    srcSet: srcSetOf(photo.fallback),
  };
}

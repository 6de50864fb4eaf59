/**
 * What an uploaded file is, told by its first bytes (magic numbers), never by its name or the
 * browser's content type: a script renamed `photo.jpg` is not an image.
 */

export type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif';

export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  ext: ImageExtension;
}

/** How many leading bytes `detectImageType` needs (WebP's 'RIFF....WEBP' is the longest). */
export const IMAGE_SIGNATURE_BYTES = 12;

const JPEG: ImageType = { mime: 'image/jpeg', ext: 'jpg' };
const PNG: ImageType = { mime: 'image/png', ext: 'png' };
const WEBP: ImageType = { mime: 'image/webp', ext: 'webp' };
const GIF: ImageType = { mime: 'image/gif', ext: 'gif' };

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return GIF;
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return WEBP;
  return null;
}

/** The content type an uploaded file is served with, from its (generated) extension. */
export const MIME_OF_EXTENSION: Readonly<Record<ImageExtension, ImageType['mime']>> = {
  jpg: JPEG.mime,
  png: PNG.mime,
  webp: WEBP.mime,
  gif: GIF.mime,
};

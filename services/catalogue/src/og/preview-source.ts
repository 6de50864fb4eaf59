/**
 * What a preview is drawn from: the image the catalogue serves under the same name at
 * /api/images/<name> (generated artwork or an upload), with a version of its content for the
 * preview cache's key.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { badRequest, notFound } from '@agency/service-common';
import { renderArtwork } from '../artwork';
import { artworkClaim } from '../artwork/names';
import { type ImageStore, isUploadedFileName } from '../writes/image-store';
import { coverArtworkSvg, coverRasterSvg } from './preview-svg';

export interface PreviewSource {
  /** The image's name and a version of its content: a new picture gets a new key. */
  key: string;
  /** The preview-sized SVG to rasterise (only called on a cache miss). */
  svg(): Promise<string>;
  /** Frees what the source holds when its SVG is not needed (a cache hit). */
  release(): void;
}

/**
 * resvg decodes PNG, JPEG and GIF; a WebP or AVIF upload is shown as the site's first banner
 * rather than as an empty picture (the page still has a preview; the photo is on the page).
 */
const RASTERISABLE = new Set(['image/jpeg', 'image/png', 'image/gif']);
const STAND_IN_ARTWORK = 'banner-1.svg';

/** Whether a package with this slug is in the catalogue (its pictures are named after it). */
export type PackageSlugLookup = (slug: string) => Promise<boolean>;

/**
 * The source of `imageFile`'s preview; throws 404 for no such image (an upload not on disk, a
 * picture of no package, a page picture the site does not have), 400 for a malformed name.
 */
export async function previewSourceOf(
  imageFile: string,
  uploads: ImageStore | undefined,
  packageExists: PackageSlugLookup,
): Promise<PreviewSource> {
  if (isUploadedFileName(imageFile)) return uploadSource(imageFile, uploads);
  const claim = artworkClaim(imageFile);
  if (claim.kind === 'invented' || (claim.kind === 'package' && !(await packageExists(claim.slug))))
    throw notFound(`No image called ${imageFile}`);
  return artworkSource(imageFile);
}

function artworkSource(file: string): PreviewSource {
  const result = renderArtwork(file);
  if (result.status !== 200) throw result.status === 400 ? badRequest(result.message, { file: result.message }) : notFound(result.message);
  // The poster is drawn from code: a new release may draw it differently under the same name.
  const version = createHash('sha1').update(result.svg).digest('base64url');
  return {
    key: `${file}:${version}`,
    svg: async () => {
      const cover = coverArtworkSvg(result.svg);
      if (!cover) throw new Error(`artwork ${file} has no viewBox`);
      return cover;
    },
    release: () => {},
  };
}

async function uploadSource(file: string, uploads: ImageStore | undefined): Promise<PreviewSource> {
  const stored = uploads ? await uploads.open(file) : null;
  if (!stored) throw notFound(`No image called ${file}`);
  const mime = stored.contentType;
  if (!RASTERISABLE.has(mime)) {
    stored.stream.destroy();
    const standIn = artworkSource(STAND_IN_ARTWORK);
    return { ...standIn, key: `${file}:${standIn.key}` };
  }
  return {
    // An upload's name never names other bytes; its hash says so all the same.
    key: `${file}:${stored.hash}`,
    svg: async () => coverRasterSvg(await readAll(stored.stream), mime),
    release: () => stored.stream.destroy(),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * GET /api/images/:file — the generated SVG artwork (../artwork) and the photos staff upload
 * with packages (../writes/image-store, from the shared file store through this instance's
 * disk cache). Neither kind of name is ever reused for another picture (artwork names always
 * draw the same poster; a photo's name is derived from its bytes), so answers are cached for a
 * year as immutable; an upload also carries its bytes' sha256 as its ETag (a revalidation
 * answers 304). `nosniff` and the content type recorded when it was encoded keep a browser
 * from reading a file as anything else; the CSP keeps an SVG opened on its own from running
 * or loading anything.
 */

import { catalogueCalls } from '@agency/contracts';
import { badRequest, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderArtwork } from '../artwork';
import { type ImageStore, isUploadedFileName, type StoredImage } from '../writes/image-store';

const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

export const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': CACHE_FOR_A_YEAR,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

function uploadHeaders(stored: StoredImage) {
  return {
    'content-type': stored.contentType,
    'content-length': String(stored.size),
    etag: `"${stored.hash}"`,
    'cache-control': CACHE_FOR_A_YEAR,
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  };
}

/** `uploads`: where uploaded images are kept (without it, as in the artwork tests, upload names answer 404). */
export async function imageRoutes(app: FastifyInstance, { uploads }: { uploads?: ImageStore } = {}): Promise<void> {
  registerCall(app, catalogueCalls.image, async (request, reply) => {
    const { file } = request.params;
    if (isUploadedFileName(file)) {
      const stored = uploads ? await uploads.open(file) : null;
      if (!stored) throw notFound(`No image called ${file}`);
      // An upload streams from disk: the contract's 200 (a string) documents the body, it does not type a stream.
      const streaming: FastifyReply = reply;
      const headers = uploadHeaders(stored);
      if (request.headers['if-none-match'] === headers.etag) {
        stored.stream.destroy();
        const { 'content-length': _length, ...unchanged } = headers;
        return streaming.status(304).headers(unchanged).send();
      }
      return streaming.headers(headers).send(stored.stream);
    }
    const result = renderArtwork(file);
    if (result.status !== 200)
      throw result.status === 400 ? badRequest(result.message, { file: result.message }) : notFound(result.message);
    return reply.headers(IMAGE_HEADERS).send(result.svg);
  });
}

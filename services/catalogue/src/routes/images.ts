/**
 * GET /api/images/:file — the generated SVG artwork (../artwork) and the images staff upload
 * with packages (../writes/image-store). Both kinds of name are never reused for another
 * picture (artwork names always draw the same poster; upload names are random), so answers
 * are cached for a year as immutable. `nosniff` and the content type fixed by the name (an
 * upload's extension is the type its bytes were checked to be) keep a browser from reading a
 * file as anything else; the CSP keeps an SVG opened on its own from running or loading anything.
 */

import { catalogueCalls } from '@agency/contracts';
import { badRequest, notFound, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { renderArtwork } from '../artwork';
import { type ImageStore, isUploadedFileName } from '../writes/image-store';
import { type ImageExtension, MIME_OF_EXTENSION } from '../writes/image-types';

const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

export const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': CACHE_FOR_A_YEAR,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

function uploadHeaders(file: string, size: number) {
  const ext = file.slice(file.lastIndexOf('.') + 1) as ImageExtension;
  return {
    'content-type': MIME_OF_EXTENSION[ext],
    'content-length': String(size),
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
      return streaming.headers(uploadHeaders(file, stored.size)).send(stored.stream);
    }
    const result = renderArtwork(file);
    if (result.status !== 200)
      throw result.status === 400 ? badRequest(result.message, { file: result.message }) : notFound(result.message);
    return reply.headers(IMAGE_HEADERS).send(result.svg);
  });
}

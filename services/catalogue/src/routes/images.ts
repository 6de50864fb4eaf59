/**
 * GET /api/images/:file — the generated SVG artwork (./artwork). Each name always draws the
 * same picture, so answers are cached for a year as immutable; the CSP keeps an SVG opened
 * on its own from running or loading anything.
 */
import type { FastifyInstance } from 'fastify';
import { catalogueCalls } from '@agency/contracts';
import { badRequest, notFound, registerCall } from '@agency/service-common';
import { renderArtwork } from '../artwork';

export const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, catalogueCalls.image, async (request, reply) => {
    const { file } = request.params as { file: string };
    const result = renderArtwork(file);
    if (result.status !== 200) throw result.status === 400 ? badRequest(result.message, { file: result.message }) : notFound(result.message);
    return reply.headers(IMAGE_HEADERS).send(result.svg);
  });
}

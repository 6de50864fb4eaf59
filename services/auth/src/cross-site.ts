/**
 * Whether a request was sent by another site's page: a form posted from elsewhere to a call
 * that reads the session's cookies. The refresh cookie is SameSite=Strict, so such a post
 * does not carry it, but the answer could still clear it (a 401 clears a cookie it cannot
 * read) or, in a browser that sends it anyway, renew the session for the other site.
 *
 * Browsers say where a request comes from in Sec-Fetch-Site; only 'same-origin' is the site
 * itself. A browser too old to send it still sends Origin with a POST, which must then be
 * the site's own origin (PUBLIC_URL, or the host asked when it is unset). A request with
 * neither is no browser's cross-site request (a script or a test), and goes on.
 */

import { type Config, publicOrigin } from '@agency/service-common';
import type { FastifyRequest } from 'fastify';

export function isCrossSite(request: FastifyRequest, config: Pick<Config, 'publicUrl' | 'publicUrlIsDefault'>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originOf(origin) !== new URL(publicOrigin(config, request)).origin;
}

/** The origin as URL writes it (no default port); undefined for 'null' or anything unreadable. */
function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's origin as others must address it (absolute URLs in the sitemap and robots.txt):
 * PUBLIC_URL when it is set; otherwise the scheme and host the request came to (behind a
 * trusted proxy, its X-Forwarded-Proto and -Host), so a development site reached at another
 * address still lists working URLs. A Host header that is no host name falls back to
 * `publicUrl`: it could only be a client's invention.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function publicOrigin(
  config: Pick<Config, 'publicUrl' | 'publicUrlIsDefault'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  const configured = new URL(config.publicUrl);
  // PUBLIC_URL may name a folder the site is served below: keep it.
  const fromConfig = `${configured.origin}${configured.pathname.replace(/\/+$/, '')}`;
  if (!config.publicUrlIsDefault) return fromConfig;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return HOST.test(request.host) ? `${scheme}://${request.host}` : fromConfig;
}

/** What an answer built with publicOrigin depends on beyond its URL (a cache key part): nothing when PUBLIC_URL is set. */
export function publicOriginVary(config: Pick<Config, 'publicUrlIsDefault'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return config.publicUrlIsDefault ? `${request.protocol}://${request.host}` : '';
}

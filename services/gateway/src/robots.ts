/**
 * GET /robots.txt: crawl the public site, not the API or the staff pages. The staff pages are
 * whatever route prefixes the back office's active version owns in the registry (a deploy can
 * add one), so the file is made per request and cached for five minutes only. It names the
 * sitemap (served by the catalogue) with an absolute URL, as the protocol asks.
 */

import { catalogueCalls, prefixOf } from '@agency/contracts';
import { activeRecord, DEFAULT_ROUTE, type Registry, type RemoteName } from '@agency/registry';
import { type Config, publicOrigin } from '@agency/service-common';
import { absoluteUrl } from '@agency/site';
import type { FastifyInstance } from 'fastify';

export const ROBOTS_PATH = '/robots.txt';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=300';

/** The remote whose pages are for staff only. */
const STAFF_REMOTE: RemoteName = 'backoffice';

/** '/api/og/' and '/api/images/': a link preview's crawler (Twitterbot, for one) obeys robots.txt when it fetches og:image. */
const PICTURE_PREFIXES = [catalogueCalls.ogImage, catalogueCalls.image].map((call) => `${prefixOf(call.path)}/`);

/** The route prefixes the staff remote's active version owns ('/Log', '/admin'…); none before it is deployed. */
export function staffRoutesOf(registry: Registry): string[] {
  const remote = registry.remotes[STAFF_REMOTE];
  if (!remote) return [];
  return activeRecord(remote).routes.filter((route) => route !== DEFAULT_ROUTE);
}

export function robotsTxt(origin: string, staffRoutes: readonly string[]): string {
  const lines = [
    'User-agent: *',
    // The longest matching rule wins: the pictures stay reachable under a closed /api/.
    ...PICTURE_PREFIXES.map((prefix) => `Allow: ${prefix}`),
    'Disallow: /api/',
    ...staffRoutes.map((route) => `Disallow: ${route}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(origin, catalogueCalls.sitemap.path)}`,
  ];
  return `${lines.join('\n')}\n`;
}

export async function registerRobots(app: FastifyInstance, config: Config, registry: () => Promise<Registry>): Promise<void> {
  app.get(ROBOTS_PATH, async (request, reply) => {
    let staffRoutes: string[] = [];
    let complete = true;
    try {
      staffRoutes = staffRoutesOf(await registry());
    } catch (err) {
      // An unreadable registry must not close the site to crawlers: answer without the staff
      // routes (their pages are guarded and noindex anyway), uncached, so the next request reads it again.
      complete = false;
      request.log.error({ err }, 'robots.txt: the registry could not be read; staff routes left out');
    }
    return reply
      .header('cache-control', complete ? ROBOTS_CACHE_CONTROL : 'no-store')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicOrigin(config, request), staffRoutes));
  });
}

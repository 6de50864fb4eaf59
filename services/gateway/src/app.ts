/**
 * The gateway: one public origin for the site. It serves the shell, the registry and the
 * remotes (frontend.ts) and routes /api/* to the four services, either registered in this
 * process (embedded, the default) or proxied to separate processes (split mode).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { LOGIN_REQUIRED, type ServiceName, servicePrefixes } from '@agency/contracts';
import { injectedLeadSubmitter, registerPageFormPosts, upstreamLeadSubmitter, VersionFiles } from '@agency/page/server';
import { RegistryFeed } from '@agency/registry/feed';
import { ReleaseLedger } from '@agency/registry/releases';
import {
  type Config,
  createOperatedServer,
  DatabaseFileStore,
  databaseChecks,
  errorBody,
  type FileStore,
  FileStoreCache,
  registerJwt,
  servicePlugin,
  trackRenderFallbacks,
  unauthorized,
} from '@agency/service-common';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Knex } from 'knex';
import { registerFrontend, SHELL_DIST_DIR } from './frontend';
import { openApiDocument } from './openapi';
import { injectingCall, injectingFetch, upstreamFetch } from './pages/in-process-fetch';
import { frontendChecks, upstreamChecks } from './readiness';
import { ReleaseUpkeep } from './release-upkeep';
import { releaseRoutes } from './releases/routes';
import { registerRobots } from './robots';
import { services } from './services';

export type GatewayMode =
  | { kind: 'embedded'; db: Knex }
  /** Split: the services run elsewhere; `db` is the site's database, for the release rows only. */
  | { kind: 'split'; upstreams: Record<ServiceName, string>; db: Knex };

export interface GatewayOptions {
  config: Config;
  mode: GatewayMode;
  logger?: boolean;
  /** The built shell; defaults to `shell/dist` (tests stand one in). */
  shellDir?: string;
}

export async function buildGateway({ config, mode, logger, shellDir }: GatewayOptions): Promise<FastifyInstance> {
  // Opened below, once the server exists; the readiness check asks for it only when probed.
  let releases: FastifyInstance['releases'] | undefined;
  const app = await createOperatedServer(config, {
    checks: [
      ...(mode.kind === 'embedded' ? databaseChecks(mode.db, services) : upstreamChecks(mode.upstreams)),
      ...frontendChecks(shellDir ?? SHELL_DIST_DIR, () => releases?.ledger.registry()),
    ],
    logger: logger === false ? false : undefined,
  });
  const pageHeaders = securityHeaders(config);
  const dataHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isApiData(request.url) ? dataHeaders : pageHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });

  if (mode.kind === 'embedded') {
    for (const service of services) await app.register(servicePlugin(service), { db: mode.db, config });
  } else {
    // Split mode only: the embedded start does not load the proxy and its HTTP client.
    const httpProxy = (require('@fastify/http-proxy') as typeof import('@fastify/http-proxy')).default;
    for (const [prefix, service] of Object.entries(servicePrefixes())) {
      await app.register(httpProxy, {
        upstream: mode.upstreams[service],
        prefix,
        rewritePrefix: prefix,
        http: { requestOptions: { timeout: 30_000 } },
        replyOptions: {
          // The service keys rate limits on the client's address: pass it on. The sitemap names
          // the address the visitor asked at when PUBLIC_URL is unset: pass that on too.
          rewriteRequestHeaders: (request, headers) => ({
            ...headers,
            'x-forwarded-for': request.ip,
            'x-forwarded-host': request.host,
            'x-forwarded-proto': request.protocol,
            'x-request-id': request.id,
          }),
          onError(reply, { error }) {
            reply.log.warn({ err: error }, `proxy to ${service} failed`);
            void reply.status(502).send(errorBody(502, `The ${service} service is not reachable. Please try again shortly.`));
          },
        },
      });
    }
  }

  const opened = await openReleases(app, config, mode);
  releases = opened;
  await app.register(releaseRoutes, { db: mode.db, config, shellRoot: path.dirname(shellDir ?? SHELL_DIST_DIR) });
  await registerApiDocs(app, config);
  // Unknown /api paths answer JSON 404, never the shell's page.
  app.all('/api/*', async (request, reply) =>
    reply.status(404).send(errorBody(404, `No API call ${request.method} ${request.url.split('?')[0]}`)),
  );
  const registry = () => opened.feed.current();
  await registerRobots(app, config, registry);
  const pages = await registerFrontend(app, config, {
    feed: opened.feed,
    files: opened.files,
    shellDir,
    apiFetch: mode.kind === 'embedded' ? injectingFetch(app) : upstreamFetch(mode.upstreams),
    ...(mode.kind === 'embedded' ? { apiCall: injectingCall(app) } : {}),
  });
  trackRenderFallbacks(app.renderedPages.fallbacks);
  await registerPageFormPosts(app, {
    pages,
    submit: mode.kind === 'embedded' ? injectedLeadSubmitter(app) : upstreamLeadSubmitter(mode.upstreams.leads),
    publicUrl: config.publicUrl,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The release rows, this instance's view of them, the shared file store and where this instance finds versions' files. */
    releases: { ledger: ReleaseLedger; feed: RegistryFeed; store: FileStore; files: VersionFiles; upkeep: ReleaseUpkeep };
  }
}

/**
 * The releases and the shared file store live in the site's database. The tables are
 * migrated, and a deploy folder's registry file imported, before the first page is served.
 */
async function openReleases(app: FastifyInstance, config: Config, mode: GatewayMode): Promise<FastifyInstance['releases']> {
  const ledger = new ReleaseLedger(mode.db);
  await ledger.prepare(config.deployDir);
  const store = new DatabaseFileStore(mode.db);
  await store.prepare();
  let feed: RegistryFeed | undefined;
  const upkeep = new ReleaseUpkeep(mode.db, {
    ledger,
    store,
    retention: config.releaseRetention,
    deployDir: config.deployDir,
    log: app.log,
    registry: () => feed!.current(),
  });
  feed = new RegistryFeed(ledger, {
    pollMs: config.releasesPollMs,
    redisUrl: config.redisUrl,
    log: app.log,
    onReload: (registry) => void upkeep.beat(registry),
  });
  const opened = feed;
  app.addHook('onClose', async () => {
    await upkeep.stop();
    await opened.close();
  });
  upkeep.start();
  const files = new VersionFiles(ledger, new FileStoreCache(store, config.storeCache.dir, config.storeCache.maxBytes), config.deployDir);
  const releases = { ledger, feed, store, files, upkeep };
  app.decorate('releases', releases);
  return releases;
}

/**
 * Swagger UI at /api/docs, encapsulated: its own @fastify/static must not meet the frontend's.
 * In production the public pages document the public calls only (a map of the staff calls
 * helps an attacker more than a visitor); staff read the whole document with their token.
 */
async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  const audience = config.production ? 'public' : 'all';
  await app.register(async (docs) => {
    await docs.register(swagger, { mode: 'static', specification: { document: openApiDocument('1.0.0', audience) as never } });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await registerJwt(docs, config.jwtSecret, config.jwtExpiresIn);
    // Made when first asked for: staff read it rarely, and every start would pay for it.
    let whole: ReturnType<typeof openApiDocument> | undefined;
    // A signed, unexpired staff token is enough here: the document is a map, not data, and the
    // gateway in split mode has no database to check the token's session against.
    docs.get(
      '/api/docs/staff.json',
      {
        onRequest: async (request) => {
          try {
            await request.jwtVerify();
          } catch {
            throw unauthorized(LOGIN_REQUIRED);
          }
        },
      },
      async () => {
        whole ??= openApiDocument('1.0.0', 'all');
        return whole;
      },
    );
  });
}

/**
 * Helmet's security headers, worked out once: they depend on the configuration only (no CSP
 * nonces). @fastify/helmet rebuilds helmet's middleware on every request, which cost about a
 * third of the gateway's rate on cached catalogue reads (npm run bench).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return headers;
}

/** Calls under /api answer data (JSON, images), except the API documentation's pages. */
function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The headers that matter on a data answer (OWASP's REST set): nothing in it may load or
 * frame anything, it is not sniffed into a script, and it stays same-origin. A page's
 * policy (scripts, styles, fonts, legacy browser switches) means nothing there, and those
 * ~500 bytes on every answer cost the hottest reads a tenth of their rate (npm run bench).
 * A route may still set its own (the artwork's SVG policy).
 */
export function apiSecurityHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': pageHeaders['cross-origin-resource-policy'],
    'referrer-policy': pageHeaders['referrer-policy'],
    'strict-transport-security': pageHeaders['strict-transport-security'],
    'x-content-type-options': pageHeaders['x-content-type-options'],
  };
}

function contentSecurityPolicy(config: Config) {
  // The retreat checkout posts a form to the payment provider's hosted page.
  const provider = config.payu.url ? new URL(config.payu.url).origin : undefined;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'", ...(provider ? [provider] : [])],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

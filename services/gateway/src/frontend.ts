/**
 * Serves the browser side:
 * - `/registry.json`: the browser's view of the release rows (RegistryFeed), never cached,
 *   so a deploy or rollback shows on the next page load;
 * - `/remotes/<name>/<version>/…`: the immutable remote versions, from the shared store
 *   (remote-files.ts);
 * - the built shell (`shell/dist`): content-hashed files cached for a year, `index.html`
 *   revalidated on every load, and `index.html` again for every other page path (deep
 *   links such as `/Aboutus` or `/PaymentSuccess?txnid=…`), since the remotes route in
 *   the browser.
 * Files are sent as the build's brotli or gzip copy when the browser accepts one (compressed
 * once, at the highest settings); others are compressed per answer by @fastify/compress.
 * Everything is registered in a scope of its own so its `sendFile` decorator cannot clash
 * with another static registration of the gateway.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { VersionFiles } from '@agency/page/server';
import {
  changesPublicPages,
  HtmlCache,
  loadShellServer,
  PageRenderer,
  PublicPages,
  RemoteAssets,
  RenderSlots,
  ServerContainers,
} from '@agency/page/server';
import { REGISTRY_URL, REMOTES_URL_PREFIX, SERVER_BUILD_DIR, SERVER_ENTRY_FILE, toBrowserRegistry } from '@agency/registry';
import type { RegistryFeed } from '@agency/registry/feed';
import { type Config, errorBody, ROOT_DIR } from '@agency/service-common';
import { ogImagePath } from '@agency/site';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiCall, type ApiFetch, injectingCall, injectingFetch } from './pages/in-process-fetch';
import { CACHE_IMMUTABLE, registerRemoteFiles } from './remote-files';

export const SHELL_ROOT_DIR = path.join(ROOT_DIR, 'shell');
export const SHELL_DIST_DIR = path.join(SHELL_ROOT_DIR, 'dist');
const SHELL_PAGE = 'index.html';

export { CACHE_IMMUTABLE };
/** Cached, but revalidated (ETag / Last-Modified) before each use. */
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_NONE = 'no-store';

/** Paths that belong to the server, never to the page: unknown ones answer 404. */
const SERVER_PREFIXES = ['/api', REMOTES_URL_PREFIX, '/uploads'];

/** The shell's build names every file but index.html with an 8-hex content hash. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export interface FrontendOptions {
  /** Which version of each remote is active, as this instance sees the release rows. */
  feed: RegistryFeed;
  /** Where the remote versions' files are found (the shared store, through this instance's disk cache). */
  files: VersionFiles;
  /** The built shell; defaults to `shell/dist` (its server entry is `../dist-server`). */
  shellDir?: string;
  /** The API as server rendering calls it; defaults to injecting the call into `app` (embedded services). */
  apiFetch?: ApiFetch;
  /** The same API as plain calls; embedded, injected into `app`; otherwise made through `apiFetch`. */
  apiCall?: ApiCall;
  /** The preview picture of pages without one of their own. */
  defaultImagePath?: string;
}

/** The preview picture of pages that have none of their own: the home page's first banner poster as a 1200×630 PNG. */
export const DEFAULT_PREVIEW_IMAGE_PATH = ogImagePath('banner-1.svg');

/** Pages that may wait for each render slot; more find the queue full and go to the browser at once. */
const RENDER_QUEUE_PER_SLOT = 4;

declare module 'fastify' {
  interface FastifyInstance {
    /** The rendered pages' cache, the renderer's fallback counts, and what each remote version asks to be warmed up with. */
    renderedPages: {
      cache: HtmlCache;
      fallbacks: ReadonlyMap<string, number>;
      warmUpPaths(remote: string, version: string): Promise<readonly string[]>;
    };
  }
}

/** Answers the page renderer, which the no-script form posts use to show a page again. */
export async function registerFrontend(app: FastifyInstance, config: Config, options: FrontendOptions): Promise<PublicPages> {
  const shellDir = path.resolve(options.shellDir ?? SHELL_DIST_DIR);
  const cache = new HtmlCache(config.readCache ? undefined : 0);
  const renderer = new PageRenderer({
    containers: new ServerContainers({
      has: (remote, version) => options.files.has(remote, version, `${SERVER_BUILD_DIR}/${SERVER_ENTRY_FILE}`),
      entry: (remote, version) => options.files.serverEntry(remote, version),
    }),
    shell: () => loadShellServer(path.dirname(shellDir)),
    fetch: options.apiFetch ?? injectingFetch(app),
    call: options.apiCall ?? (options.apiFetch ? undefined : injectingCall(app)),
    origin: config.publicUrl,
    budgetMs: config.renderBudgetMs,
    log: app.log,
    ...(config.renderConcurrency > 0
      ? { slots: new RenderSlots({ concurrent: config.renderConcurrency, queue: RENDER_QUEUE_PER_SLOT * config.renderConcurrency }) }
      : {}),
  });
  const pages = new PublicPages({
    registry: () => options.feed.current(),
    shellIndexFile: path.join(shellDir, SHELL_PAGE),
    origin: config.publicUrl,
    defaultImagePath: options.defaultImagePath ?? DEFAULT_PREVIEW_IMAGE_PATH,
    renderer,
    assets: new RemoteAssets(options.files),
    cache,
    cacheControl: CACHE_REVALIDATE,
  });
  app.decorate('renderedPages', {
    cache,
    fallbacks: renderer.fallbacks,
    warmUpPaths: (remote: string, version: string) => renderer.warmUpPaths(remote, version),
  });
  // A catalogue write may change what a cached page shows; other writes leave the pages.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 400 && changesPublicPages(request.method, request.url)) cache.clear();
    done();
  });
  await app.register(async (scope) => {
    scope.get(REGISTRY_URL, async (_request, reply) => {
      const registry = await options.feed.current();
      return reply.header('cache-control', CACHE_NONE).send(toBrowserRegistry(registry));
    });

    registerRemoteFiles(scope, options.files);

    // Decorates this scope's replies with sendFile, rooted at the shell's build.
    await scope.register(fastifyStatic, { root: shellDir, serve: false, cacheControl: false, dotfiles: 'ignore', preCompressed: true });

    scope.get('/*', async (request, reply) => {
      const pathname = requestPath(request);
      if (pathname === undefined || SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
        return reply.callNotFound();
      }
      const file = await shellFile(shellDir, pathname);
      if (file) return sendShellFile(reply, file);
      // A file name that is not there (a stale hashed asset, /favicon.ico) is a 404, not the page.
      if (path.posix.extname(pathname) !== '') return reply.callNotFound();
      if (!(await shellFile(shellDir, `/${SHELL_PAGE}`))) {
        return reply
          .status(503)
          .send(errorBody(503, 'The site is not built yet: run `npm run build -w shell` (npm start does it for you).'));
      }
      return pages.serve(request, reply);
    });
  });
  return pages;
}

/** The decoded path of the request, or undefined when its escapes are malformed. */
function requestPath(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(request.url.split('?', 1)[0]);
  } catch {
    return undefined;
  }
}

/** The path of a regular file of the shell's build for `pathname`, relative to it; never outside it. */
async function shellFile(shellDir: string, pathname: string): Promise<string | undefined> {
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  // Dot-files (the build's own bookkeeping) are not part of the site.
  if (relative === '' || relative.includes('\0') || relative.split('/').some((part) => part.startsWith('.'))) return undefined;
  const absolute = path.resolve(shellDir, relative);
  if (!absolute.startsWith(shellDir + path.sep)) return undefined;
  const stat = await fs.stat(absolute).catch(() => undefined);
  return stat?.isFile() ? relative : undefined;
}

function sendShellFile(reply: FastifyReply, relative: string) {
  reply.header('cache-control', CONTENT_HASHED.test(relative) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  return reply.sendFile(relative);
}

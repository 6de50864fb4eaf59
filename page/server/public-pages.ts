/**
 * Answers every page path: the remote that owns the path (by the registry active now)
 * renders it on the server when it has a server build (the public remotes); the staff
 * remote's pages stay client-rendered and out of search engines. Each answer names the
 * remote version that rendered it (`x-remote-versions`), how (`x-render-mode`) and whether it
 * came from the HTML cache (`x-cache: hit` or `miss`).
 *
 * The bytes up to the page's head leave early when rendering is slow (the stylesheets and
 * scripts start loading meanwhile); a page whose data comes quickly goes out in one piece,
 * with its real status (404 for a path or package that is not there).
 */
import { PassThrough } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { type BrowserRegistry, pickRemote, type Registry, STAFF_REMOTE, toBrowserRegistry } from '@agency/registry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BootData, DEFAULT_PAGE_HEAD, type PageHead, type PostedForm } from '../protocol';
import { documentParts, type PageContent, PageDocument } from './document-template';
import { type CachedPage, type CompressionFor, encodedBody, HtmlCache } from './html-cache';
import type { PageRenderer, RenderedPage } from './page-renderer';
import { preloadFor, type RemoteAssets, type VersionAssets } from './remote-assets';

/**
 * After this long without a rendered page, the document's opening is sent ahead. Its headers
 * then leave before the render's outcome is known: the status is 200, `x-render-mode` says
 * `streamed` and `x-remote-versions` names the version tried first; the boot data at the end
 * of the document names the version that rendered.
 */
export const EARLY_FLUSH_MS = 400;

export const RENDERED_BY_HEADER = 'x-remote-versions';
export const RENDER_MODE_HEADER = 'x-render-mode';
export const CACHE_STATUS_HEADER = 'x-cache';

export interface PublicPagesOptions {
  /** The registry as this instance currently sees it (see RegistryFeed). */
  registry: () => Promise<Registry>;
  shellIndexFile: string;
  origin: string;
  /** The preview image of pages without their own. */
  defaultImagePath: string;
  renderer: PageRenderer;
  assets: RemoteAssets;
  cache: HtmlCache;
  cacheControl: string;
}

export class PublicPages {
  constructor(private readonly options: PublicPagesOptions) {}

  async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { renderer, cache } = this.options;
    const url = request.url;
    const pathname = url.split('?', 1)[0];
    const registry = toBrowserRegistry(await this.options.registry());
    const remote = pickRemote(pathname, registry.remotes);
    const document = new PageDocument(documentParts(this.options.shellIndexFile), this.options.origin, this.options.defaultImagePath);
    const boot: BootData = { registry };
    void reply.header(CACHE_STATUS_HEADER, 'miss');

    if (!remote || remote.name === STAFF_REMOTE) {
      if (remote) void reply.header('x-robots-tag', 'noindex');
      return this.send(reply, {
        status: 200,
        headers: this.headers('client', remote ? [`${remote.name}@${remote.active.version}`] : []),
        body: document.opening('') + document.rest({ boot }),
      });
    }

    const versions = registry.remotes.map((r) => `${r.name}@${r.active.version}`).join(' ');
    const key = HtmlCache.key(url, versions);
    const hit = cache.get(key);
    if (hit) return this.sendCompressed(request, reply.header(CACHE_STATUS_HEADER, 'hit'), hit);

    const assets = await this.options.assets.of(remote.name, remote.active.version);
    const rendering = renderer.render(url, registry, remote);
    const quick = await Promise.race([rendering, delay(EARLY_FLUSH_MS)]);
    if (quick) {
      const page = await this.complete(quick, document, registry, assets);
      if (page.status !== 0) {
        if (isCacheable(quick, page)) {
          cache.set(key, page);
          return this.sendCompressed(request, reply, page, cache.keepsPages ? 'kept' : 'one answer');
        }
        return this.send(reply, page);
      }
    }
    // Slow: the opening leaves now (status 200 is committed); the head, still page-specific,
    // follows with the page, and a late "not found" says noindex there.
    const stream = new PassThrough();
    void reply.status(200).headers(this.headers('streamed', [`${remote.name}@${remote.active.version}`]));
    stream.write(document.opening(assets.headTags));
    rendering.then(
      async (rendered) => {
        const page = this.pageContent(rendered, registry, await this.assetsOf(rendered, assets));
        const head = page.status === 200 || !page.head ? page.head : { ...page.head, noindex: true };
        stream.end(document.rest({ ...page.content, head }));
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'rendering a page failed after its opening was sent');
        stream.end(document.rest({ boot }));
      },
    );
    return reply.send(stream);
  }

  /**
   * A page shown again with a form the browser posted without scripts (its values and
   * messages): rendered whole, with the post's status, never cached (it is one visitor's).
   */
  async serveWithPosted(request: FastifyRequest, reply: FastifyReply, posted: PostedForm, status: number): Promise<FastifyReply> {
    const { renderer } = this.options;
    const url = request.url;
    const registry = toBrowserRegistry(await this.options.registry());
    const remote = pickRemote(url.split('?', 1)[0], registry.remotes);
    if (!remote || remote.name === STAFF_REMOTE) {
      reply.callNotFound();
      return reply;
    }
    const document = new PageDocument(documentParts(this.options.shellIndexFile), this.options.origin, this.options.defaultImagePath);
    const assets = await this.options.assets.of(remote.name, remote.active.version);
    const rendered = await renderer.render(url, registry, remote, posted);
    const page = await this.complete(rendered, document, registry, assets, posted);
    return this.send(reply, {
      ...page,
      status: page.status === 200 ? status : page.status,
      headers: { ...page.headers, 'cache-control': 'no-store' },
    });
  }

  /** A whole response for a rendered page; status 0 when it is a redirect handled here. */
  private async complete(
    rendered: RenderedPage,
    document: PageDocument,
    registry: BrowserRegistry,
    assets: VersionAssets,
    posted?: PostedForm,
  ): Promise<CachedPage> {
    if (rendered.kind === 'server' && rendered.outcome.redirect) {
      return { status: 301, headers: { location: rendered.outcome.redirect, 'cache-control': this.options.cacheControl }, body: '' };
    }
    // The assets of the version that rendered (the previous one after a fallback).
    const renderedAssets = await this.assetsOf(rendered, assets);
    const { status, content } = this.pageContent(rendered, registry, renderedAssets, posted);
    const mode = rendered.kind === 'server' ? (rendered.attempt === 'active' ? 'server' : 'server-previous') : 'client';
    const version =
      rendered.kind === 'server' ? rendered.version : registry.remotes.find((r) => r.name === rendered.remote)?.active.version;
    const remote = rendered.kind === 'server' ? rendered.remote : rendered.remote;
    const headers = this.headers(mode, remote && version ? [`${remote}@${version}`] : []);
    // The page's first picture is asked for right after the stylesheets.
    const opening = rendered.kind === 'server' ? renderedAssets.headTags + (content.headExtra ?? '') : '';
    return { status, headers, body: document.opening(opening) + document.rest({ ...content, headExtra: undefined }) };
  }

  private assetsOf(rendered: RenderedPage, active: VersionAssets): Promise<VersionAssets> {
    return rendered.kind === 'server' && rendered.attempt === 'previous'
      ? this.options.assets.of(rendered.remote, rendered.version)
      : Promise.resolve(active);
  }

  private pageContent(
    rendered: RenderedPage,
    registry: BrowserRegistry,
    assets: VersionAssets,
    posted?: PostedForm,
  ): { status: number; head?: PageHead; content: PageContent } {
    if (rendered.kind === 'client') {
      const head = rendered.head ?? DEFAULT_PAGE_HEAD;
      return { status: 200, head, content: { head, boot: { registry } } };
    }
    const { outcome, remote, version, state } = rendered;
    const { hoisted, html } = hoistResourceHints(rendered.html);
    return {
      status: outcome.status,
      head: outcome.head,
      content: {
        head: outcome.head,
        headExtra: hoisted,
        body: html,
        boot: {
          registry,
          rendered: { remote, version },
          state: { [remote]: state },
          preload: preloadFor(assets, outcome.chunks),
          ...(posted ? { posted } : {}),
        },
      },
    };
  }

  private headers(mode: string, versions: string[]): Record<string, string> {
    return {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': this.options.cacheControl,
      [RENDER_MODE_HEADER]: mode,
      ...(versions.length > 0 ? { [RENDERED_BY_HEADER]: versions.join(', ') } : {}),
    };
  }

  private send(reply: FastifyReply, page: CachedPage): FastifyReply {
    return reply.status(page.status).headers(page.headers).send(page.body);
  }

  /** A cached page, compressed once for all its visitors (an encoded answer is left alone by @fastify/compress). */
  private sendCompressed(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    compression: CompressionFor = 'kept',
  ): FastifyReply {
    const { encoding, body } = encodedBody(page, request.headers['accept-encoding'], compression);
    void reply.status(page.status).headers(page.headers).header('vary', 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  }
}

/**
 * React puts the preloads it finds while rendering (the first picture with fetchpriority
 * high) at the start of its HTML; in the head they start before the stylesheets are parsed.
 */
export function hoistResourceHints(rendered: string): { hoisted: string; html: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(rendered);
  if (!leading) return { hoisted: '', html: rendered };
  return { hoisted: leading[0], html: rendered.slice(leading[0].length) };
}

/**
 * Shared by every visitor: pages the server rendered as a whole (200, or the 404 page), not
 * one guest's booking pages (noindex: a payment's status changes by the second) or redirects.
 */
function isCacheable(rendered: RenderedPage, page: CachedPage): boolean {
  return rendered.kind === 'server' && (page.status === 200 || page.status === 404) && !rendered.outcome.head.noindex;
}

function delay(ms: number): Promise<undefined> {
  return wait(ms, undefined, { ref: false });
}

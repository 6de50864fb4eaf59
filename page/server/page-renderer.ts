/**
 * Renders a public page with the server build of the remote that owns its path: the remote
 * fetches the data its route declares, the renderer renders once, then takes the page's
 * status, head and store state.
 * A version whose render throws or outlasts the budget falls back to the remote's previous
 * version, then to client rendering: the visitor always gets a page, never a 500. Every
 * fallback is counted and logged. With a bound on renders at once (RenderSlots), a page that
 * finds no slot soon enough is sent to the browser to render as well (counted as `busy`).
 */

import type { BrowserRegistry, BrowserRemote } from '@agency/registry';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiCall, ApiFetch, PageHead, PostedForm, ServerPage, ServerPageOutcome } from '../protocol';
import { renderToHtml } from './render-html';
import type { RenderSlots } from './render-slots';
import type { ServerContainers } from './server-containers';
import type { ShellServer } from './shell-server';

export type Attempt = 'active' | 'previous';

export type RenderedPage =
  | {
      kind: 'server';
      remote: string;
      version: string;
      attempt: Attempt;
      outcome: ServerPageOutcome;
      html: string;
      state: unknown;
    }
  | { kind: 'client'; remote?: string; head?: PageHead; reason: string };

export interface RendererOptions {
  containers: ServerContainers;
  shell: () => ShellServer;
  fetch: ApiFetch;
  /** The same API as plain calls (see ApiCall); derived from `fetch` when not given. */
  call?: ApiCall;
  origin: string;
  /** Milliseconds one version may take for the whole render, data included. */
  budgetMs: number;
  log: FastifyBaseLogger;
  /** The bound on renders at once; none when not given. */
  slots?: RenderSlots;
}

/**
 * How long a page waits for a render slot: about what one render takes on a busy instance.
 * A page that would wait longer is better rendered by the browser than kept waiting.
 */
export const RENDER_SLOT_WAIT_MS = 500;

/** Fallbacks since start, by remote and kind (`storefront previous`, `storefront client`). */
export type FallbackCounts = Map<string, number>;

export class PageRenderer {
  readonly fallbacks: FallbackCounts = new Map();

  private readonly call: ApiCall;

  constructor(private readonly options: RendererOptions) {
    this.call = options.call ?? callThroughFetch(options.fetch, options.origin);
  }

  /** `posted`: a form the browser posted without scripts, shown again with its values and messages. */
  async render(url: string, registry: BrowserRegistry, remote: BrowserRemote, posted?: PostedForm): Promise<RenderedPage> {
    const { slots, budgetMs } = this.options;
    if (!slots) return this.renderAttempts(url, registry, remote, [], posted);
    // A posted form is rendered whatever the load (its values and messages must not be lost);
    // it still waits its turn for a while.
    const release = await slots.take(posted ? budgetMs : RENDER_SLOT_WAIT_MS);
    if (!release && !posted) {
      this.count(`${remote.name} busy`);
      return { kind: 'client', remote: remote.name, reason: 'every render slot was busy' };
    }
    // The slot is given back when the render's work ends, not when its budget does: a render
    // abandoned past the budget still runs to its end.
    const works: Promise<unknown>[] = [];
    try {
      return await this.renderAttempts(url, registry, remote, works, posted);
    } finally {
      if (release) void Promise.allSettled(works).then(release);
    }
  }

  /**
   * Loads the remote's version with the code of all its pages, and answers what it asks to be
   * rendered while the gateway warms up (none when its module does not load).
   */
  async warmUpPaths(remote: string, version: string): Promise<readonly string[]> {
    const { containers } = this.options;
    if (!(await containers.hasServerBuild(remote, version))) return [];
    try {
      const module = await containers.load(remote, version);
      await module.loadPages?.();
      return module.warmUpPaths ?? [];
    } catch {
      return [];
    }
  }

  private async renderAttempts(
    url: string,
    registry: BrowserRegistry,
    remote: BrowserRemote,
    works: Promise<unknown>[],
    posted?: PostedForm,
  ): Promise<RenderedPage> {
    const { containers, log } = this.options;
    const attempts: Array<{ attempt: Attempt; version: string }> = [{ attempt: 'active', version: remote.active.version }];
    if (remote.previous) attempts.push({ attempt: 'previous', version: remote.previous.version });
    let lastError = 'no server build';
    for (const { attempt, version } of attempts) {
      if (!(await containers.hasServerBuild(remote.name, version))) continue;
      try {
        const page = await this.renderVersion(url, registry, remote.name, version, attempt, works, posted);
        if (page.outcome.clientOnly && !page.outcome.redirect)
          return { kind: 'client', remote: remote.name, head: page.outcome.head, reason: 'the page renders in the browser only' };
        return page;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        const next = attempt === 'active' && attempts.length > 1 ? 'previous' : 'client';
        this.count(`${remote.name} ${next}`);
        log.warn(
          { err: error, remote: remote.name, version, url },
          `server rendering of ${remote.name} ${version} failed: falling back to ${next === 'previous' ? 'its previous version' : 'client rendering'}`,
        );
      }
    }
    return { kind: 'client', remote: remote.name, reason: lastError };
  }

  private async renderVersion(
    url: string,
    registry: BrowserRegistry,
    remote: string,
    version: string,
    attempt: Attempt,
    works: Promise<unknown>[],
    posted?: PostedForm,
  ): Promise<Extract<RenderedPage, { kind: 'server' }>> {
    const { containers, shell, fetch, origin, budgetMs } = this.options;
    const { call } = this;
    const signal = AbortSignal.timeout(budgetMs);
    const work = (async () => {
      const module = await containers.load(remote, version);
      const page: Partial<ServerPage> = module.createServerPage({ url, origin, fetch, call, ...(posted ? { posted } : {}) });
      // A version built when pages started their calls while rendering has no prepare(): it
      // would render its loading states, so it is not used (the next attempt renders instead).
      if (typeof page.prepare !== 'function')
        throw new Error(`${remote} ${version} was built for rendering until stable (its server page has no prepare())`);
      await page.prepare();
      const prepared = page as ServerPage;
      const html = await renderToHtml(shell().shellTree({ url, registry, remote, version, page: prepared.render() as never }), signal);
      return { kind: 'server' as const, remote, version, attempt, outcome: prepared.outcome(), html, state: prepared.dehydrate() };
    })();
    // Past the budget the render is abandoned; its later failure must not go unhandled.
    works.push(work.catch(() => undefined));
    return Promise.race([work, rejectWhenAborted(signal, `the render took longer than its budget of ${budgetMs} ms`)]);
  }

  private count(key: string) {
    this.fallbacks.set(key, (this.fallbacks.get(key) ?? 0) + 1);
  }
}

/** An ApiCall made with a fetch (a gateway that reaches the API over HTTP). */
export function callThroughFetch(fetch: ApiFetch, origin: string): ApiCall {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(`${origin}${url}`, { method, headers, body });
    return { status: response.status, body: await response.text() };
  };
}

function rejectWhenAborted(signal: AbortSignal, message: string): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error(message)), { once: true });
  });
}

/**
 * The server renderer's rules without a build: fetches the page's data, renders once, falls back to
 * the previous version, then to client rendering, within its budget; and the HTML cache.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ServerModule, ServerPage } from '@agency/page/protocol';
import type { ServerContainers } from '@agency/page/server';
import {
  COMPRESS_FROM_BYTES,
  encodedBody,
  HtmlCache,
  PageRenderer,
  RENDER_SLOT_WAIT_MS,
  RenderSlots,
  renderToHtml,
  splitDocument,
} from '@agency/page/server';
import { type BrowserRegistry, type BrowserRemote, DOCUMENT_MARKERS as M } from '@agency/registry';
import type { FastifyBaseLogger } from 'fastify';
import { createElement, lazy, type ReactElement, Suspense } from 'react';
import { preload } from 'react-dom';

const remote: BrowserRemote = {
  name: 'storefront',
  routes: ['/'],
  active: { version: '2.0.0-bbbbbbbb', manifest: '/remotes/storefront/2.0.0-bbbbbbbb/mf-manifest.json' },
  previous: { version: '1.0.0-aaaaaaaa', manifest: '/remotes/storefront/1.0.0-aaaaaaaa/mf-manifest.json' },
};
const registry: BrowserRegistry = { remotes: [remote] };

/** A page that fetches its one answer before it renders, and counts its renders. */
function pageWithData(text: string, renders = { count: 0 }): ServerModule {
  return {
    createServerPage: (): ServerPage => {
      let answer: string | undefined;
      return {
        prepare: async () => {
          answer = await Promise.resolve(text);
        },
        render: () => {
          renders.count += 1;
          return createElement('p', null, answer ?? 'loading');
        },
        outcome: () => ({ status: 200, head: { title: text, description: text } }),
        dehydrate: () => ({ answer }),
      };
    },
  };
}

const throwing: ServerModule = {
  createServerPage: () => ({
    prepare: async () => undefined,
    render: () =>
      createElement(() => {
        throw new Error('broken render');
      }),
    outcome: () => ({ status: 200, head: { title: 'x', description: 'x' } }),
    dehydrate: () => ({}),
  }),
};

const hanging: ServerModule = {
  createServerPage: () => ({
    prepare: () => new Promise(() => {}),
    render: () => createElement('p', null, 'waiting'),
    outcome: () => ({ status: 200, head: { title: 'x', description: 'x' } }),
    dehydrate: () => ({}),
  }),
};

/** A version built when pages started their calls while rendering: its page has pending() and no prepare(). */
const renderingUntilStable = {
  createServerPage: () => ({
    render: () => createElement('p', null, 'loading'),
    pending: () => [],
    outcome: () => ({ status: 200, head: { title: 'x', description: 'x' } }),
    dehydrate: () => ({}),
  }),
} as unknown as ServerModule;

/** A page whose data arrives when the test says so (`finish`), so renders can be held under way. */
function heldPage(text: string): { module: ServerModule; finish: () => void; started: () => number } {
  let started = 0;
  const waiters: Array<() => void> = [];
  return {
    module: {
      createServerPage: (): ServerPage => ({
        prepare: () => {
          started += 1;
          return new Promise<void>((resolve) => waiters.push(resolve));
        },
        render: () => createElement('p', null, text),
        outcome: () => ({ status: 200, head: { title: text, description: text } }),
        dehydrate: () => ({}),
      }),
    },
    finish: () => {
      for (const resolve of waiters.splice(0)) resolve();
    },
    started: () => started,
  };
}

function rendererWith(modules: Record<string, ServerModule | undefined>, budgetMs = 500, slots?: RenderSlots) {
  const warnings: string[] = [];
  const containers = {
    hasServerBuild: (_name: string, version: string) => modules[version] !== undefined,
    load: async (_name: string, version: string) => modules[version]!,
  } as unknown as ServerContainers;
  const renderer = new PageRenderer({
    containers,
    shell: () => ({ shellTree: ({ page }: { page: ReactElement }) => createElement('main', null, page) }),
    fetch,
    origin: 'http://127.0.0.1',
    budgetMs,
    log: { warn: (_details: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger,
    ...(slots ? { slots } : {}),
  });
  return { renderer, warnings };
}

describe('PageRenderer', () => {
  it('fetches the data first and renders once', async () => {
    const renders = { count: 0 };
    const { renderer } = rendererWith({ [remote.active.version]: pageWithData('Kerala Backwaters', renders) });
    const page = await renderer.render('/', registry, remote);
    expect(page).toMatchObject({
      kind: 'server',
      version: remote.active.version,
      attempt: 'active',
      html: '<main><p>Kerala Backwaters</p></main>',
      state: { answer: 'Kerala Backwaters' },
    });
    expect(renders.count).toBe(1);
    expect(renderer.fallbacks.size).toBe(0);
  });

  it('a version built for rendering until stable is not used: the previous version renders', async () => {
    const { renderer, warnings } = rendererWith({
      [remote.active.version]: renderingUntilStable,
      [remote.previous!.version]: pageWithData('one pass'),
    });
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({
      kind: 'server',
      attempt: 'previous',
      html: '<main><p>one pass</p></main>',
    });
    expect(warnings).toEqual([
      expect.stringContaining(`server rendering of storefront ${remote.active.version} failed: falling back to its previous version`),
    ]);
  });

  it('an old version with no other to fall back to leaves the page to the browser', async () => {
    const { renderer } = rendererWith({ [remote.active.version]: renderingUntilStable });
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({
      kind: 'client',
      remote: 'storefront',
      reason: expect.stringContaining('has no prepare()'),
    });
  });

  it('a version whose render throws falls back to the previous version, counted and logged', async () => {
    const { renderer, warnings } = rendererWith({
      [remote.active.version]: throwing,
      [remote.previous!.version]: pageWithData('from the previous version'),
    });
    const page = await renderer.render('/', registry, remote);
    expect(page).toMatchObject({ kind: 'server', version: remote.previous!.version, attempt: 'previous' });
    expect(renderer.fallbacks.get('storefront previous')).toBe(1);
    expect(warnings).toEqual([
      expect.stringContaining(`server rendering of storefront ${remote.active.version} failed: falling back to its previous version`),
    ]);
  });

  it('when both versions fail, the page is rendered by the browser; never an exception', async () => {
    const { renderer } = rendererWith({ [remote.active.version]: throwing, [remote.previous!.version]: throwing });
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({ kind: 'client', remote: 'storefront' });
    expect(renderer.fallbacks.get('storefront previous')).toBe(1);
    expect(renderer.fallbacks.get('storefront client')).toBe(1);
  });

  it('a render that outlasts its budget is abandoned for the next attempt', async () => {
    const { renderer, warnings } = rendererWith(
      { [remote.active.version]: hanging, [remote.previous!.version]: pageWithData('in time') },
      200,
    );
    const started = Date.now();
    const page = await renderer.render('/', registry, remote);
    expect(page).toMatchObject({ kind: 'server', attempt: 'previous' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warnings[0]).toContain('failed');
  });

  it('a version without a server build is skipped', async () => {
    const { renderer } = rendererWith({ [remote.previous!.version]: pageWithData('older, but rendered') });
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({ kind: 'server', attempt: 'previous' });
  });
});

describe('PageRenderer with a bound on renders at once', () => {
  it('renders at most the bound at once; a page finding the queue full goes to the browser at once, counted as busy', async () => {
    const held = heldPage('Goa beaches');
    const slots = new RenderSlots({ concurrent: 2, queue: 1 });
    const { renderer } = rendererWith({ [remote.active.version]: held.module }, 5_000, slots);
    const first = [renderer.render('/', registry, remote), renderer.render('/', registry, remote)];
    const queued = renderer.render('/', registry, remote);
    const startedAt = Date.now();
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({
      kind: 'client',
      remote: 'storefront',
      reason: 'every render slot was busy',
    });
    expect(Date.now() - startedAt).toBeLessThan(RENDER_SLOT_WAIT_MS);
    expect(renderer.fallbacks.get('storefront busy')).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.started()).toBe(2);
    // A slot freed passes to the page waiting for it, which renders on the server.
    held.finish();
    await expect(Promise.all(first)).resolves.toMatchObject([{ kind: 'server' }, { kind: 'server' }]);
    await new Promise((resolve) => setImmediate(resolve));
    held.finish();
    await expect(queued).resolves.toMatchObject({ kind: 'server', html: '<main><p>Goa beaches</p></main>' });
    expect(slots.inUse).toBe(0);
  });

  it('a page waits for a slot no longer than its wait, then goes to the browser', async () => {
    const held = heldPage('Ladakh');
    const slots = new RenderSlots({ concurrent: 1, queue: 4 });
    const { renderer } = rendererWith({ [remote.active.version]: held.module }, 5_000, slots);
    const busy = renderer.render('/', registry, remote);
    const startedAt = Date.now();
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({ kind: 'client' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(RENDER_SLOT_WAIT_MS - 20);
    held.finish();
    await busy;
  });

  it('keeps a render’s slot until its abandoned work ends, not just its budget', async () => {
    const held = heldPage('Sikkim');
    const slots = new RenderSlots({ concurrent: 1, queue: 0 });
    const { renderer } = rendererWith({ [remote.active.version]: held.module }, 100, slots);
    await expect(renderer.render('/', registry, remote)).resolves.toMatchObject({
      kind: 'client',
      reason: expect.stringContaining('budget'),
    });
    // The abandoned render still runs: its slot is still taken.
    expect(slots.inUse).toBe(1);
    held.finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(slots.inUse).toBe(0);
  });

  it('renders a page shown again with a posted form whatever the load (its values must not be lost)', async () => {
    const held = heldPage('Enquiry');
    const slots = new RenderSlots({ concurrent: 1, queue: 0 });
    const { renderer } = rendererWith({ [remote.active.version]: held.module }, 5_000, slots);
    const busy = renderer.render('/', registry, remote);
    const posted = renderer.render('/', registry, remote, { form: 'enquiry', values: {}, errors: {} } as never);
    await new Promise((resolve) => setImmediate(resolve));
    held.finish();
    await busy;
    await new Promise((resolve) => setImmediate(resolve));
    held.finish();
    await expect(posted).resolves.toMatchObject({ kind: 'server' });
  });
});

describe('HtmlCache', () => {
  const page = { status: 200, headers: {}, body: '<p>x</p>' };

  it('keeps a page for its lifetime, by path, query and versions', () => {
    let now = 0;
    const cache = new HtmlCache(5_000, () => now);
    cache.set(HtmlCache.key('/packages?country=india', 'storefront@1'), page);
    expect(cache.get(HtmlCache.key('/packages?country=india', 'storefront@1'))).toBe(page);
    expect(cache.get(HtmlCache.key('/packages?country=india', 'storefront@2'))).toBeUndefined();
    expect(cache.get(HtmlCache.key('/packages', 'storefront@1'))).toBeUndefined();
    now = 5_000;
    expect(cache.get(HtmlCache.key('/packages?country=india', 'storefront@1'))).toBeUndefined();
  });

  it('is emptied at once by clear() (a write through the API)', () => {
    const cache = new HtmlCache();
    cache.set('a', page);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most 500 pages, dropping the oldest', () => {
    const cache = new HtmlCache();
    for (let i = 0; i < 501; i += 1) cache.set(String(i), page);
    expect(cache.size).toBe(500);
    expect(cache.get('0')).toBeUndefined();
    expect(cache.get('500')).toBe(page);
  });
});

describe('encodedBody', () => {
  const bigPage = () => ({ status: 200, headers: {}, body: `<main>${'<p>Kerala backwaters, 3 nights</p>'.repeat(100)}</main>` });

  it('compresses a page once per encoding, brotli first, and hands the same bytes to every later visitor', () => {
    const page = bigPage();
    const first = encodedBody(page, 'gzip, deflate, br, zstd');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body as Buffer).toString()).toBe(page.body);
    expect(encodedBody(page, 'br').body).toBe(first.body);
    const gzip = encodedBody(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page.body);
    expect(encodedBody(page, 'gzip;q=1.0').body).toBe(gzip.body);
  });

  it('compresses a page sent to one visitor only faster, into the same text', () => {
    const page = bigPage();
    const once = encodedBody(page, 'br', 'one answer');
    expect(brotliDecompressSync(once.body as Buffer).toString()).toBe(page.body);
    const gzip = encodedBody(bigPage(), 'gzip', 'one answer');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page.body);
  });

  it('sends the text as it is when nothing it can make is accepted, or when the page is small', () => {
    expect(encodedBody(bigPage(), undefined)).toEqual({ body: bigPage().body });
    expect(encodedBody(bigPage(), 'identity, zstd')).toEqual({ body: bigPage().body });
    expect(encodedBody(bigPage(), 'br;q=0, gzip;q=0')).toEqual({ body: bigPage().body });
    expect(encodedBody(bigPage(), 'br;q=0, gzip').encoding).toBe('gzip');
    const small = { status: 200, headers: {}, body: 'x'.repeat(COMPRESS_FROM_BYTES - 1) };
    expect(encodedBody(small, 'br')).toEqual({ body: small.body });
  });
});

describe('renderToHtml', () => {
  const signal = () => AbortSignal.timeout(5_000);

  it('renders a page whose code is loaded in one pass, its preloads first', async () => {
    const Page = () => {
      preload('/api/images/kerala.jpg', { as: 'image', fetchPriority: 'high' });
      return createElement('main', null, 'Kerala <backwaters>');
    };
    expect(await renderToHtml(createElement('div', null, createElement(Page)), signal())).toBe(
      '<link rel="preload" href="/api/images/kerala.jpg" as="image" fetchPriority="high"/><div><main>Kerala &lt;backwaters&gt;</main></div>',
    );
  });

  it('waits for a page whose chunk is still loading, rather than leaving it to the browser', async () => {
    let load: (module: { default: () => ReactElement }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (load = resolve)));
    const rendering = renderToHtml(
      createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Page)),
      signal(),
    );
    setTimeout(() => load({ default: () => createElement('main', null, 'Kerala') }), 10);
    expect(await rendering).toBe('<!--$--><main>Kerala</main><!--/$-->');
  });

  it('fails when a part of the page throws, even inside a boundary', async () => {
    const Broken = () => {
      throw new Error('no package');
    };
    await expect(renderToHtml(createElement(Suspense, { fallback: null }, createElement(Broken)), signal())).rejects.toThrow('no package');
    await expect(renderToHtml(createElement(Broken), signal())).rejects.toThrow('no package');
  });
});

describe('splitDocument', () => {
  it('splits the shell page at its markers', () => {
    const parts = splitDocument(
      `<head>${M.preload}${M.headStart}<title>T</title>${M.headEnd}</head><div>${M.bodyStart}n${M.bodyEnd}</div>${M.boot}`,
    );
    expect(parts).toEqual({
      start: `<head>${M.preload}`,
      defaultHead: '<title>T</title>',
      middle: '</head><div>',
      clientBody: 'n',
      end: `</div>${M.boot}`,
    });
  });

  it('refuses a page built without them', () => {
    expect(() => splitDocument('<!doctype html><div id="root"></div>')).toThrow(/rebuild the shell/);
  });
});

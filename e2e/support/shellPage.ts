/**
 * Reading the composed page: which remote (and version) the shell shows, its fallback
 * panel, and the registry as the browser gets it.
 */

import type { BrowserRegistry } from '@agency/registry';
import type { Page } from 'playwright-core';

/** Opens `path` and waits until the shell shows a remote or its fallback panel. */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  await settled(page);
}

/**
 * Opens `path` the way a visitor reaches it by a link from another page (`from`, a page
 * without data). The server renders the first page a visitor opens, data included, so what
 * a page shows while its data loads or fails in the browser is seen on client navigation.
 */
export async function visitByLink(page: Page, baseUrl: string, path: string, from = '/Aboutus'): Promise<void> {
  await visit(page, baseUrl, from);
  await navigateInPage(page, path);
  await settled(page);
}

/** Waits until the shell has finished choosing what to show. */
export async function settled(page: Page): Promise<void> {
  // A server-rendered page shows its remote at once: wait for the shell to have hydrated it too.
  await page.waitForSelector('html[data-shell-ready]', { state: 'attached', timeout: 30_000 });
  await page.waitForSelector('[data-remote], [data-shell-state="fallback"]', { timeout: 30_000 });
  await hydrated(page);
}

/**
 * Waits until React has hydrated every control the remote rendered. The shell marks itself
 * ready when its own tree has hydrated, but a page the remote loads on demand (the Terms, a
 * package) stays server markup until its chunk arrives: a click there before that is lost.
 * React keeps its fiber on each element it has hydrated, which is what is looked for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const controls = document.querySelectorAll('[data-remote] :is(a, button, input, select, textarea, summary)');
      return Array.from(controls).every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$')));
    },
    undefined,
    // Every 50 ms, not every frame: the check walks every control, and at each animation
    // frame it took the renderer's main thread from the hydration it waits for.
    { timeout: 30_000, polling: 50 },
  );
}

/** Client-side navigation, as a link click inside a remote does it: no page load. */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((to) => window.location.pathname + window.location.search === to, path);
}

export interface ShownRemote {
  name: string;
  version: string;
}

export async function shownRemote(page: Page): Promise<ShownRemote | null> {
  return page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('[data-remote]');
    return element ? { name: element.dataset.remote ?? '', version: element.dataset.remoteVersion ?? '' } : null;
  });
}

/** Waits for a given remote to be on screen (after in-page navigation). */
export async function waitForRemote(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`[data-remote="${name}"]`, { timeout: 30_000 });
}

export async function fetchBrowserRegistry(baseUrl: string): Promise<BrowserRegistry> {
  const response = await fetch(`${baseUrl}/registry.json`);
  if (!response.ok) throw new Error(`/registry.json answered ${response.status}`);
  return (await response.json()) as BrowserRegistry;
}

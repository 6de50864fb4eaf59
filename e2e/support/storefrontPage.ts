/**
 * Helpers for the storefront's browser tests: the catalogue's answers read directly (to
 * know what a screen must show), the accessibility check, the browser console, and
 * full-page screenshots with every lazy picture loaded.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** A catalogue call made from the test, against the same running site. */
export async function api<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`);
  if (!response.ok) throw new Error(`/api/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * WCAG 2.1 A and AA rules (the bar): no serious or critical violation. Every rule of
 * those tags runs; `resultTypes` only spares axe from describing each node that passes
 * (selectors and HTML of a thousand elements on a list page, sent back and thrown away):
 * violations still come with every node.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox*="allow-scripts"])';

/** Frames of another origin than the page's: axe's single run (below) cannot look into them. */
function crossOriginFrames(page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // axe runs once in the page (`setLegacyMode`: axe.run, same-origin frames included). Its
  // default, runPartial in every frame and finishRun in a new blank tab, carried every rule's
  // partial results through Playwright's protocol twice; on the browsing pages' suite that
  // was half the test process's CPU, plus a tab per check. The site's pages embed no frame
  // from elsewhere, and a page that starts to is refused here rather than checked in part.
  expect(crossOriginFrames(page)).toEqual([]);
  // options() before withTags(): options() replaces the whole option object, tags included.
  // A frame sandboxed without scripts (the Outbox's mail preview) can run no axe, and
  // scanning into it would wait for ever: its content is the mail's, checked on its own.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude(SCRIPTLESS_FRAMES)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Everything the page logs with console.error or console.warn, from now on. */
export function consoleLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') lines.push(message.text());
  });
  return lines;
}

/**
 * Scrolls down the page and back so lazily loaded pictures come in (waiting for each band's
 * pictures, not for a fixed time), then takes a full-page shot. Pictures on carousel slides
 * out of view stay unloaded (they are lazy): those are the only ones allowed to be missing.
 */
export async function fullPageScreenshot(page: Page, name: string): Promise<string> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  return screenshot(page, name, true);
}

/** Pictures that finished loading without a picture (a broken address or file), by their address. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc !== '')
      .map((image) => image.currentSrc),
  );
}

/** The en-IN rupee text of a card ('₹1,44,999') as a number. */
export function rupeesOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/**
 * The checks every storefront page passes at phone and desktop width, shared by the suites
 * that split the pages between them (so they run side by side): no serious accessibility
 * violation and nothing wider than the screen; and, for the main pages, every picture shown
 * and none broken, with full-page screenshots kept under e2e/artifacts/.
 *
 * The two widths are two independent tabs (each in a fresh context), checked at the same
 * time: while one waits on the network the other runs axe, which halves a check's wall time
 * on a machine whose cores would otherwise sit idle during those waits.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser';
import { visit } from './shellPage';
import { brokenImages, fullPageScreenshot, seriousAxeViolations } from './storefrontPage';

export const DESKTOP = { width: 1440, height: 900 };

/**
 * A page check's limit: two page loads, a quiet network and two axe runs, started three at a
 * time in a worker beside two other suites. They take 7-17 s on an idle 2-core machine; on
 * the CI machine, about four times slower and as loaded, some passed the e2e default of
 * 120 s. A hang still fails, four minutes later.
 */
export const PAGE_CHECK_TIMEOUT = 240_000;
export const PHONE = { width: 375, height: 812 };

type Size = typeof DESKTOP;

/**
 * Opens `path` at `size` and waits until `ready` shows in the main content and nothing is
 * busy; the tab goes into `opened` first, so that it is closed whatever happens next.
 */
async function openReady(
  browser: Browser,
  baseUrl: string,
  path: string,
  size: Size,
  opened: Page[],
  ready: (page: Page) => Promise<void>,
): Promise<Page> {
  const tab = await openPage(browser, size);
  opened.push(tab);
  await visit(tab, baseUrl, path);
  await ready(tab);
  await tab.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  return tab;
}

/**
 * Runs `check` at each size side by side and returns what it found per width; every tab is
 * closed, also when a check fails (its error is thrown once all have finished).
 */
async function atEachSize<T>(sizes: Size[], check: (size: Size, opened: Page[]) => Promise<T>): Promise<Array<T & { width: number }>> {
  const tabs: Page[] = [];
  const settled = await Promise.allSettled(sizes.map(async (size) => ({ ...(await check(size, tabs)), width: size.width })));
  await Promise.all(tabs.map((tab) => tab.context().close()));
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T & { width: number }>).value);
}

export async function expectAccessibleAtBothWidths(browser: Browser, baseUrl: string, path: string, readyText: string): Promise<void> {
  const found = await atEachSize([DESKTOP, PHONE], async (size, opened) => {
    const tab = await openReady(browser, baseUrl, path, size, opened, async (page) => {
      await page.locator('main').getByText(readyText, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    return { violations: await seriousAxeViolations(tab), scrollWidth: await tab.evaluate(() => document.documentElement.scrollWidth) };
  });
  for (const { width, violations, scrollWidth } of found) {
    expect({ width, violations }).toEqual({ width, violations: [] });
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }
}

export async function expectEveryPictureAtBothWidths(
  browser: Browser,
  baseUrl: string,
  name: string,
  path: string,
  heading: string,
): Promise<void> {
  const found = await atEachSize([PHONE, DESKTOP], async (size, opened) => {
    const tab = await openReady(browser, baseUrl, path, size, opened, (page) =>
      page.locator('main').getByRole('heading', { name: heading }).first().waitFor(),
    );
    await fullPageScreenshot(tab, `storefront-${name}-${size.width}`);
    return {
      broken: await brokenImages(tab),
      images: await tab.evaluate(() => document.images.length),
      scrollWidth: await tab.evaluate(() => document.documentElement.scrollWidth),
    };
  });
  for (const { width, broken, images, scrollWidth } of found) {
    expect({ width, broken }).toEqual({ width, broken: [] });
    expect(images).toBeGreaterThan(0);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }
}

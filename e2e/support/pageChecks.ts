/**
 * The checks every storefront page passes at phone and desktop width, shared by the suites
 * that split the pages between them (so they run side by side): no serious accessibility
 * violation and nothing wider than the screen; and, for the main pages, every picture shown
 * and none broken, with full-page screenshots kept under e2e/artifacts/.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser';
import { visit } from './shellPage';
import { brokenImages, fullPageScreenshot, seriousAxeViolations } from './storefrontPage';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** Opens `path` at `size` and waits until `ready` shows in the main content and nothing is busy. */
async function openReady(browser: Browser, baseUrl: string, path: string, size: typeof DESKTOP, ready: (page: Page) => Promise<void>): Promise<Page> {
  const tab = await openPage(browser, size);
  await visit(tab, baseUrl, path);
  await ready(tab);
  await tab.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  return tab;
}

export async function expectAccessibleAtBothWidths(browser: Browser, baseUrl: string, path: string, readyText: string): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    const tab = await openReady(browser, baseUrl, path, size, async (page) => {
      await page.locator('main').getByText(readyText, { exact: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    expect(await seriousAxeViolations(tab)).toEqual([]);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await tab.context().close();
  }
}

export async function expectEveryPictureAtBothWidths(browser: Browser, baseUrl: string, name: string, path: string, heading: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    const tab = await openReady(browser, baseUrl, path, size, (page) => page.locator('main').getByRole('heading', { name: heading }).first().waitFor());
    await fullPageScreenshot(tab, `storefront-${name}-${size.width}`);
    expect(await brokenImages(tab)).toEqual([]);
    expect(await tab.evaluate(() => document.images.length)).toBeGreaterThan(0);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await tab.context().close();
  }
}

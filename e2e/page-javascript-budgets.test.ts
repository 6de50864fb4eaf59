/**
 * Each public page's first-load JavaScript stays within its budget: the page is opened in a
 * fresh tab of the production build, every script the browser fetches until the page is
 * hydrated and the network is quiet is counted once (by URL: React, a shared singleton, counts
 * once however many remotes use it) at its gzip size. A change that makes a page's scripts
 * grow past the budget fails here; raising a budget is a decision, written in
 * docs/performance-budgets.md beside the figure it replaces.
 */
import { gzipSync } from 'node:zlib';
import type { PackageListResponse } from '@agency/contracts';
import { retreatPaths, storefrontPaths } from '@agency/site';
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { visit } from './support/shellPage';
import { api } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

/**
 * The budgets, gzip kB (1,000 bytes) of first-load JavaScript per public page: the figure
 * measured when they were set (docs/performance-budgets.md) plus about 3 % for ordinary change.
 */
const PAGE_JAVASCRIPT_BUDGETS_KB = {
  home: 176,
  packages: 183,
  'package detail': 183,
  country: 178,
  continent: 178,
  'holiday types': 178,
  'holiday type deals': 178,
  retreat: 189,
  about: 179,
  contact: 204,
  terms: 186,
} as const;

type PageName = keyof typeof PAGE_JAVASCRIPT_BUDGETS_KB;

/** The phone of Lighthouse's mobile profile; a laptop loads the same scripts (measured: equal to the byte). */
const PHONE = { width: 390, height: 844 };
/** Pages measured at once: each waits mostly on the network and its settling time. */
const AT_ONCE = 3;

/** After a quiet network, the lazy chunks a route asks for once hydrated have had time to arrive. */
const SETTLE_MS = 1_000;

interface Script {
  url: string;
  gzipBytes: number;
}

/** The scripts `path` loads on its own, from a fresh tab (nothing cached). */
async function firstLoadScripts(page: Page, path: string): Promise<Script[]> {
  const pending: Promise<Script | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await visit(page, suite.site.url, path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== undefined);
  return [...new Map(scripts.map((script) => [script.url, script])).values()];
}

async function publicPages(): Promise<Record<PageName, string>> {
  const [first] = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1')).data;
  return {
    home: storefrontPaths.home,
    packages: storefrontPaths.deals,
    'package detail': `/package-detail/${first._id}`,
    country: '/SriLanka',
    continent: '/Asia',
    'holiday types': storefrontPaths.holidays,
    'holiday type deals': `${storefrontPaths.holidays}/Adults_Only_Holidays`,
    retreat: retreatPaths.retreat,
    about: storefrontPaths.aboutUs,
    contact: storefrontPaths.contact,
    terms: encodeURI(storefrontPaths.terms),
  };
}

/** The gzip kB of first-load JavaScript of `path`, in a tab of its own. */
async function firstLoadKb(name: string, path: string): Promise<number> {
  const tab = await openPage(suite.browser, PHONE);
  try {
    const scripts = await firstLoadScripts(tab, path);
    expect([name, scripts.length > 0]).toEqual([name, true]);
    return Math.round(scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 100) / 10;
  } finally {
    await tab.context().close();
  }
}

describe('first-load JavaScript of the public pages', () => {
  it('stays within each page budget (gzip)', async () => {
    const queue = Object.entries(await publicPages());
    const measured: Partial<Record<PageName, number>> = {};
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) measured[next[0] as PageName] = await firstLoadKb(...next);
      }),
    );
    const lines = (Object.keys(PAGE_JAVASCRIPT_BUDGETS_KB) as PageName[]).map(
      (name) => `  ${name}: ${measured[name]} kB (budget ${PAGE_JAVASCRIPT_BUDGETS_KB[name]} kB)`,
    );
    console.log(`first-load JavaScript, gzip:\n${lines.join('\n')}`);
    const over = (Object.keys(PAGE_JAVASCRIPT_BUDGETS_KB) as PageName[]).filter(
      (name) => (measured[name] ?? 0) > PAGE_JAVASCRIPT_BUDGETS_KB[name],
    );
    expect(over.map((name) => `${name}: ${measured[name]} kB > ${PAGE_JAVASCRIPT_BUDGETS_KB[name]} kB`)).toEqual([]);
  });
});

/**
 * The site and the browser one suite's tests share: started side by side before its first
 * test and closed after its last. Every suite has its own (site, database, deploy folder,
 * browser), which is what lets the suites run in parallel.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { type RunningSite, startSite } from './site';

export interface Suite {
  readonly site: RunningSite;
  readonly browser: Browser;
}

export function startSuite(): Suite {
  const suite = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [suite.site, suite.browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.close();
  });
  return suite;
}

/**
 * The Releases screen as an administrator sees it, through the shell, against the real
 * gateway: the storefront's versions (active and previous marked, who published, the
 * commit), a rollback that asks for a reason and refuses none, the history then showing
 * who rolled back and why, the site serving the version rolled back to, and the instance
 * reporting it. At 1366 px and at 390 px (versions as cards, nothing wider than the screen).
 */
import { parseBrowserRegistry } from '@agency/registry';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { ADMIN, openAdminPage } from './support/staffSignIn';
import { seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const RELEASES = '/Account/releases';
const NEXT = '1.0.0-e2e00001';

const suite = startSuite();

/** Whole-page screenshots in the browser tests' artifacts folder, to look at. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, true);
}

/** A second storefront version, published as a pipeline would (its files are the seed's: the screen is what is tested here). */
async function publishNext(): Promise<string> {
  const { ledger } = suite.site.releases;
  const registry = await ledger.registry();
  const seed = registry.remotes.storefront.active;
  if (seed === NEXT) return registry.remotes.storefront.activations.at(-1)!.replaced!;
  const release = (await ledger.release('storefront', seed))!;
  await ledger.publish(
    { ...release, version: NEXT, deployedAt: new Date().toISOString(), commit: '4f1c2a9e8b7d6c5a', publishedBy: 'ci-storefront' },
    { by: 'ci-storefront', reason: 'pipeline 1234' },
  );
  await suite.site.releases.feed.changed();
  return seed;
}

async function adminOnReleases(size: { width: number; height: number }): Promise<Page> {
  const page = await openAdminPage(suite.browser, suite.site.url, size);
  await page.getByRole('link', { name: 'Releases' }).click();
  await page.waitForURL((url) => url.pathname === RELEASES);
  await page.getByRole('heading', { level: 1, name: 'Releases' }).waitFor();
  return page;
}

async function servedVersion(): Promise<string | undefined> {
  const registry = parseBrowserRegistry(await (await fetch(`${suite.site.url}/registry.json`)).json());
  return registry.remotes.find((r) => r.name === 'storefront')?.active.version;
}

describe('the Releases screen', () => {
  it('rolls the storefront back with a reason; the history shows who and why, and the site serves it', async () => {
    const seed = await publishNext();
    const page = await adminOnReleases(DESKTOP);
    const versions = page.getByRole('table', { name: 'Versions of storefront, newest first' });
    await versions.waitFor();
    const newest = versions.getByRole('row').filter({ hasText: NEXT });
    await newest.getByText('Active').waitFor();
    await newest.getByText('ci-storefront').waitFor();
    await newest.getByText('4f1c2a9e').waitFor();
    await versions.getByRole('row').filter({ hasText: seed }).getByText('Previous').waitFor();
    // Every instance reports what it serves (this site has one).
    await page.getByRole('table', { name: 'Instances' }).getByText(`storefront ${NEXT}`).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'releases-1366');

    await page.getByRole('button', { name: `Roll back to ${seed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll storefront back?' });
    await dialog.waitFor();
    await dialog.getByText(`Every instance serves storefront ${seed} instead of ${NEXT}`).waitFor();
    // No reason: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Say why: the reason is kept in the activation history.' }).waitFor();
    expect(await servedVersion()).toBe(NEXT);
    await dialog.getByLabel('Reason').fill('Search results are empty on the new version');
    await shot(page, 'releases-dialog-1366');
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `storefront ${seed} is active` })
      .waitFor();

    const history = page.getByRole('table', { name: 'Activations of storefront, newest first' });
    const latest = history.getByRole('row').nth(1);
    await latest.getByText(`Rolled back ${seed}`).waitFor();
    await latest.getByText(ADMIN.username, { exact: true }).waitFor();
    await latest.getByText('Search results are empty on the new version').waitFor();
    await versions.getByRole('row').filter({ hasText: seed }).getByText('Active').waitFor();
    expect(await servedVersion()).toBe(seed);
    await page.getByRole('table', { name: 'Instances' }).getByText(`storefront ${seed}`).waitFor();
    await shot(page, 'releases-after-rollback-1366');
    await page.context().close();
  });

  it('works at phone width: versions and history as cards, nothing wider than the screen', async () => {
    await publishNext();
    const page = await adminOnReleases(PHONE);
    await page.getByRole('table', { name: 'Versions of storefront, newest first' }).waitFor();
    await page.getByRole('table', { name: 'Instances' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'releases-390');
    await page.context().close();
  });
});

/**
 * Publishing control, through the shell against the real services: the staff list
 * finds packages by name and by id; a clone saved as a draft shows in the list at once after
 * Cancel, is not public (the API and the storefront page answer 404) and becomes public when
 * published; chosen top deals lead the home page; a deleted package leaves the list at once;
 * the form refuses hotel nights beyond the package's nights. Screens are checked with axe and
 * photographed at 1366 and 390 px wide.
 */
import { hotelNightsMessage, PACKAGE_MESSAGES, type PackageListResponse, PUBLISHING_MESSAGES } from '@agency/contracts';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { openAdminPage } from './support/staffSignIn';
import { api, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const DRAFT_NAME = 'Publishing Test Lagoon Escape';

const suite = startSuite();
/** Each test signs in, clones, publishes and visits the storefront: on a busy machine that takes a while. */
const LONG = 360_000;

/** Screenshots in the browser tests' artifacts folder, to look at. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await screenshot(page, name, fullPage);
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function adminPage(size = DESKTOP): Promise<Page> {
  const page = await openAdminPage(suite.browser, suite.site.url, size);
  await page.getByRole('tab', { name: 'Database' }).click();
  await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
  return page;
}

const status = async (url: string) => (await fetch(`${suite.site.url}${url}`)).status;
const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** Types a search and waits for the list's answer to it (the field waits for a pause before it asks). */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/packages/staff' && url.searchParams.get('q') === text.trim() && url.searchParams.get('page') === '1';
  });
  await page.getByLabel('Search by name or id').fill(text);
  expect((await answered).status()).toBe(200);
}

describe('publishing control', () => {
  it(
    'finds packages by name and id, keeps a draft off the storefront until published, puts chosen top deals on the home page, and shows staff their writes at once',
    async () => {
      const page = await adminPage();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'catalogue-list-1366');

      // Search by words of a name (any case), then by id.
      const newest = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1')).data[0];
      const words = newest.packageName.split(' ').slice(0, 2).join(' ').toUpperCase();
      await search(page, words);
      await page.getByRole('row').filter({ hasText: newest.packageName }).first().waitFor();
      // Every row left holds the words (the unfiltered rows are gone once the answer is drawn).
      const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
      await bodyRows
        .filter({ hasNotText: new RegExp(words.split(' ')[0], 'i') })
        .first()
        .waitFor({ state: 'detached' });
      for (const row of await bodyRows.all()) expect((await row.innerText()).toUpperCase()).toContain(words.split(' ')[0]);
      await search(page, `#${newest._id}`);
      await page
        .getByRole('row')
        .filter({ hasText: `#${newest._id}` })
        .waitFor();
      await shot(page, 'catalogue-list-search-1366');

      // Clone it as a draft (a clone starts unpublished); Cancel shows the clone in the list at once.
      await page.getByRole('button', { name: `Clone ${newest.packageName}` }).click();
      await page.getByRole('heading', { level: 2, name: 'Clone package' }).waitFor();
      await page.getByLabel('Package name').fill(DRAFT_NAME);
      expect(await page.getByLabel('Published: show it on the storefront').isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Create package' }).click();
      await page.getByText(PACKAGE_MESSAGES.created, { exact: true }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await search(page, DRAFT_NAME);
      const draftRow = page.getByRole('row').filter({ hasText: DRAFT_NAME });
      await draftRow.getByText('Draft', { exact: true }).waitFor();
      const id = Number(((await draftRow.getByText(/^#\d+$/).textContent()) ?? '').slice(1));
      expect(id).toBeGreaterThan(newest._id);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'catalogue-list-draft-1366');

      // A draft is not public: not in the list, not its page.
      expect(await status(`/api/packages/${id}`)).toBe(404);
      expect((await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1')).data[0]._id).toBe(newest._id);
      const visitor = await openPage(suite.browser, DESKTOP);
      const notFound = await visitor.goto(`${suite.site.url}/package-detail/${id}`);
      // 404; or, when the render outlasted its head start on a busy machine, a streamed page (docs/architecture.md, the page protocol).
      if (notFound?.status() !== 404) expect(notFound?.headers()['x-render-mode']).toBe('streamed');
      await visitor.getByRole('heading', { level: 1, name: DRAFT_NAME }).waitFor({ state: 'detached' });

      // Published, it is public at once.
      await page.getByRole('button', { name: `Publish ${DRAFT_NAME}` }).click();
      await page.getByText(PUBLISHING_MESSAGES.published, { exact: true }).waitFor();
      await draftRow.getByText('Published', { exact: true }).waitFor();
      expect(await status(`/api/packages/${id}`)).toBe(200);
      const found = await visitor.goto(`${suite.site.url}/package-detail/${id}`);
      expect(found?.status()).toBe(200);
      await visitor.getByRole('heading', { level: 1, name: DRAFT_NAME }).waitFor();

      // Choose it as the first top deal: the home page shows it first.
      await page.getByRole('button', { name: 'Home page' }).click();
      await page.getByRole('heading', { level: 2, name: 'Home page: top deals and deal sections' }).waitFor();
      const top = page.getByRole('region', { name: 'Our Exclusive Top Deals' });
      await top.getByRole('button', { name: /Add a published package/ }).click();
      await top.getByLabel('Name or id of a published package').fill(DRAFT_NAME);
      await top.getByRole('button', { name: `Add ${DRAFT_NAME}` }).click();
      await top.getByRole('list', { name: 'Our Exclusive Top Deals' }).getByText(DRAFT_NAME).waitFor();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Save home page' }).click();
      await page.getByText(PUBLISHING_MESSAGES.homeSaved, { exact: true }).waitFor();
      await shot(page, 'catalogue-home-page-1366');
      await visit(visitor, suite.site.url, '/');
      const topDeals = visitor.getByRole('region', { name: 'Our Exclusive Top Deals' });
      await topDeals.getByRole('article').first().waitFor();
      expect(await topDeals.getByRole('article').count()).toBe(1);
      expect(await topDeals.getByRole('article').first().innerText()).toContain(DRAFT_NAME);
      // The server-rendered page says the same.
      const html = await (await fetch(`${suite.site.url}/`)).text();
      expect(html).toContain(DRAFT_NAME);

      // Back in the list, the row says it is a top deal; deleted, it leaves the list at once.
      await page.getByRole('button', { name: 'Back to the list' }).click();
      // The list comes back as it was left: still searching for the package.
      expect(await page.getByLabel('Search by name or id').inputValue()).toBe(DRAFT_NAME);
      await draftRow.getByText('Top deal', { exact: true }).waitFor();
      await draftRow.getByRole('button', { name: `Delete ${DRAFT_NAME}` }).click();
      await page
        .getByRole('alertdialog', { name: `Delete ${DRAFT_NAME}` })
        .getByRole('button', { name: 'Yes, delete' })
        .click();
      await page.getByText(PACKAGE_MESSAGES.deleted, { exact: true }).waitFor();
      await page.getByText('No packages found matching your filters').waitFor();
      expect(await page.getByRole('row').filter({ hasText: DRAFT_NAME }).count()).toBe(0);
      await visitor.context().close();
      await page.context().close();
    },
    LONG,
  );

  it(
    'refuses hotel nights beyond the package nights in the form, and works at phone width',
    async () => {
      const page = await adminPage(PHONE);
      await noSideways(page, PHONE.width);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'catalogue-list-390');

      await page.getByRole('button', { name: 'Add Package' }).click();
      await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
      await page.getByLabel('Duration (days)').fill('3');
      await page.getByLabel('Continent').selectOption('Asia');
      await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).check();
      await page.getByRole('group', { name: 'Cities in Thailand' }).getByRole('checkbox').first().check();
      const hotel = page.getByRole('group', { name: /^Hotel 1 in / });
      await hotel.getByLabel('Hotel name').fill('Rayavadee');
      await hotel.getByLabel('Star rating').fill('5');
      await hotel.getByLabel('Nights').selectOption({ label: '4 Nights' });
      await page.getByLabel('Duration (days)').focus();
      await page.getByLabel('Duration (days)').blur();
      await page.getByText(hotelNightsMessage(4, 3), { exact: true }).waitFor();
      await page.getByLabel('Published: show it on the storefront').scrollIntoViewIfNeeded();
      await noSideways(page, PHONE.width);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'catalogue-form-publish-390', false);
      await page.getByText(hotelNightsMessage(4, 3), { exact: true }).scrollIntoViewIfNeeded();
      await shot(page, 'catalogue-form-nights-390', false);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Home page' }).click();
      await page.getByRole('heading', { level: 2, name: 'Home page: top deals and deal sections' }).waitFor();
      await page.getByRole('region', { name: 'Trending Holidays' }).getByRole('listitem').first().waitFor();
      await noSideways(page, PHONE.width);
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'catalogue-home-page-390');
      await page.context().close();
    },
    LONG,
  );
});

/**
 * The storefront's error catalogue as a visitor's browser meets it: the catalogue made to fail
 * (or to answer slowly, or empty) with page.route, every text a browser can reach.
 */
import type { catalogueCalls, FilterData, PackageListResponse, ResponseOf } from '@agency/contracts';
import {
  DEALS_LOAD_ERROR,
  FILTER_DATA_FETCH_ERROR,
  NO_FILTER_MATCH,
  NO_PACKAGE_DATA,
  noDealsFor,
  PACKAGE_GONE,
  PACKAGE_LOAD_ERROR,
  PACKAGE_LOADING,
  PACKAGES_FETCH_ERROR,
  PACKAGES_LOADING,
} from '@agency/mf-storefront/messages';
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { visit, visitByLink } from './support/shellPage';
import { api, consoleLog } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

const DESKTOP = { width: 1440, height: 900 };

async function page(size = DESKTOP): Promise<Page> {
  return openPage(suite.browser, size);
}

describe('the error catalogue in the browser', () => {
  /** Makes the catalogue fail (503) for calls whose path matches. */
  async function failCatalogue(tab: Page, pattern: RegExp): Promise<void> {
    await tab.route(
      (url) => pattern.test(url.pathname),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'catalogue down' }),
        }),
    );
  }

  it("home: 'Failed to load deals. Please try again later.' in red in place of the page", async () => {
    const tab = await page();
    await failCatalogue(tab, /^\/api\/(packages$|deals\/)/);
    await visitByLink(tab, suite.site.url, '/');
    const message = tab.getByText(DEALS_LOAD_ERROR, { exact: true });
    await message.waitFor();
    expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)');
    expect(await tab.getByRole('region', { name: 'Our Exclusive Top Deals' }).count()).toBe(0);
    await screenshot(tab, 'storefront-home-failed');
    await tab.context().close();
  });

  it('holiday-type screen: the same red text, and its empty text', async () => {
    const failing = await page();
    await failCatalogue(failing, /^\/api\/packages$/);
    await visitByLink(failing, suite.site.url, '/Holidays/Beach_Holidays');
    await failing.getByText(DEALS_LOAD_ERROR, { exact: true }).waitFor();
    await failing.context().close();

    const empty = await page();
    await empty.route(
      (url) => url.pathname === '/api/packages',
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: [], pagination: { currentPage: 1, totalPages: 0, totalPackages: 0 } }),
        }),
    );
    await visitByLink(empty, suite.site.url, '/Holidays/Golf_Holidays');
    await empty.getByText(noDealsFor('Golf Holidays'), { exact: true }).waitFor();
    await empty.context().close();
  });

  it("deals list: 'Failed to fetch packages' and 'Failed to fetch filter data' are logged, and a calm note shows", async () => {
    const tab = await page();
    const log = consoleLog(tab);
    await failCatalogue(tab, /^\/api\/packages(\/filterData)?$/);
    await visitByLink(tab, suite.site.url, '/packages');
    await tab.getByText('We could not load the packages just now.').waitFor();
    await tab.getByText(/Filters are unavailable right now/).waitFor();
    expect(log.some((line) => line.startsWith(PACKAGES_FETCH_ERROR))).toBe(true);
    expect(log.some((line) => line.startsWith(FILTER_DATA_FETCH_ERROR))).toBe(true);
    await tab.context().close();
  });

  it("deals list: 'Loading...' while a page loads, and 'No deals match your selected filters'", async () => {
    const filterData = await api<FilterData>(suite.site.url, 'packages/filterData');
    // A country and a holiday type with no package in common, found in the catalogue itself.
    let empty: { country: string; type: string } | undefined;
    for (const country of filterData.countries) {
      for (const type of filterData.holiday_types) {
        const list = await api<PackageListResponse>(
          suite.site.url,
          `packages?limit=1&country=${encodeURIComponent(country.toLowerCase())}&holiday_types=${type}`,
        );
        if (list.pagination.totalPackages === 0) empty = { country, type };
        if (empty) break;
      }
      if (empty) break;
    }
    if (!empty) throw new Error('every country has every holiday type');

    const tab = await page();
    const held = await holdCalls(tab, (url) => url.pathname === '/api/packages');
    await visitByLink(tab, suite.site.url, `/packages/?country=${encodeURIComponent(empty.country)}&holidayType=${empty.type}`);
    await tab.getByText(PACKAGES_LOADING, { exact: true }).first().waitFor();
    held.release();
    await tab.getByText(NO_FILTER_MATCH, { exact: true }).waitFor();
    await tab.context().close();
  });

  it("package detail: 'Loading package details...', 'Could not load package details.', 'No package data available.'", async () => {
    const tab = await page();
    const held = await holdCalls(tab, (url) => url.pathname === '/api/packages/1');
    await visitByLink(tab, suite.site.url, '/package-detail/1');
    await tab.getByText(PACKAGE_LOADING, { exact: true }).first().waitFor();
    held.release();
    const pkg = await api<ResponseOf<typeof catalogueCalls.getPackage>>(suite.site.url, 'packages/1');
    await tab.getByRole('heading', { level: 1, name: pkg.data.packageName }).waitFor();

    // A package that is not there is no failed load: it is said to be no longer available.
    await visitByLink(tab, suite.site.url, '/package-detail/99999999');
    await tab.getByRole('heading', { level: 1, name: PACKAGE_GONE }).waitFor();
    expect(await tab.getByText(PACKAGE_LOAD_ERROR, { exact: true }).count()).toBe(0);

    await failCatalogue(tab, /^\/api\/packages\/2$/);
    await visitByLink(tab, suite.site.url, '/package-detail/2');
    await tab.getByText(PACKAGE_LOAD_ERROR, { exact: true }).waitFor();

    await visit(tab, suite.site.url, '/Deal');
    await tab.getByText(NO_PACKAGE_DATA, { exact: true }).waitFor();
    expect(await tab.getByRole('link', { name: 'See Exclusive Deals' }).first().getAttribute('href')).toBe('/packages');
    await tab.context().close();
  });

  it("country page: a failed deals call is silent; an unknown place is '404 - Page Not Found'", async () => {
    const tab = await page();
    await failCatalogue(tab, /^\/api\/deals\//);
    await visitByLink(tab, suite.site.url, '/SRI%20LANKA');
    await tab.getByRole('heading', { level: 1, name: 'SRI LANKA' }).waitFor();
    await tab.getByText('No deals for Sri Lanka on offer right now.').waitFor();
    expect(await tab.getByText(DEALS_LOAD_ERROR).count()).toBe(0);

    await visit(tab, suite.site.url, '/Atlantis');
    await tab.getByRole('heading', { level: 1, name: '404 - Page Not Found' }).waitFor();
    await tab.context().close();
  });
});

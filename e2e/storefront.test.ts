/**
 * The storefront as a visitor's browser sees it, through the shell, against the real
 * catalogue: the browsing walk from the home page to a package and back, the holiday-type
 * dropdown, the mobile menu, the menu cache and the legal pages. The error catalogue and
 * every page's accessibility have suites of their own (storefront-errors, storefront-pages),
 * so the three run side by side.
 */

import type { catalogueCalls, FilterData, PackageListResponse, ResponseOf } from '@agency/contracts';
import { holidayTypeLabel } from '@agency/mf-storefront/menu/destinations';
import { MENU_CACHE_KEY, MENU_CACHE_TIME_KEY } from '@agency/mf-storefront/menu/menuCache';
import { END_OF_PACKAGES, pagingSummary } from '@agency/mf-storefront/messages';
import { PRICE_RANGES, type PriceRange } from '@agency/mf-storefront/packages/filters';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { isOpen, summaryNamed, waitUntilOpen } from './support/disclosure';
import { navigateInPage, visit, waitForRemote } from './support/shellPage';
import { api, consoleLog, rupeesOf } from './support/storefrontPage';
import { startSuite } from './support/suite';

type CardList = ResponseOf<typeof catalogueCalls.dealsByCountry>;

const suite = startSuite();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

async function page(size = DESKTOP): Promise<Page> {
  return openPage(suite.browser, size);
}

/** The list's footer once the page with `currentPage` of the given total is on screen. */
async function waitForSummary(page: Page, currentPage: number, list: PackageListResponse): Promise<void> {
  await page.getByText(pagingSummary(currentPage, list.pagination.totalPages, list.pagination.totalPackages), { exact: true }).waitFor();
}

/** The deals list's result cards. */
function resultCardLocator(page: Page) {
  return page.locator('main li > article').filter({ has: page.getByRole('link', { name: /VIEW DETAILS/ }) });
}

/** The result cards' headings and prices, in screen order. */
async function resultCards(page: Page): Promise<{ title: string; price: number }[]> {
  const cards = resultCardLocator(page);
  const count = await cards.count();
  const found: { title: string; price: number }[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    const priceText = await card.locator('p:has-text("Per Person") > span').nth(1).innerText();
    found.push({ title, price: rupeesOf(priceText) });
  }
  return found;
}

/** Waits until the result cards show exactly these package names, in this order. */
async function waitForTitles(page: Page, titles: string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  let shown: string[] = [];
  while (Date.now() < deadline) {
    shown = await resultCardLocator(page).getByRole('heading', { level: 2 }).allInnerTexts();
    if (JSON.stringify(shown.map((title) => title.trim())) === JSON.stringify(titles)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`The list shows ${JSON.stringify(shown)}, not ${JSON.stringify(titles)}`);
}

/** A holiday type and price band with more than one page of results, so the walk can Load More. */
async function pagedFilter(): Promise<{ type: string; range: PriceRange; list: PackageListResponse }> {
  const filterData = await api<FilterData>(suite.site.url, 'packages/filterData');
  for (const type of filterData.holiday_types) {
    for (const range of PRICE_RANGES) {
      const bounds = `${range.min !== undefined ? `&minPrice=${range.min}` : ''}${range.max !== undefined ? `&maxPrice=${range.max}` : ''}`;
      const list = await api<PackageListResponse>(suite.site.url, `packages?page=1&limit=7&holiday_types=${type}${bounds}`);
      if (list.pagination.totalPages >= 2) return { type, range, list };
    }
  }
  throw new Error('The seed has no holiday type and price band with two pages of packages');
}

describe('a visitor browsing the storefront', () => {
  it('walks home → a continent → a country → View All → filters → sort → Load More → a package → back', async () => {
    const tab = await page();
    const log = consoleLog(tab);

    // Home: the four top deals, as the catalogue's first page of four.
    const top = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=4');
    await visit(tab, suite.site.url, '/');
    const topDeals = tab.getByRole('region', { name: 'Our Exclusive Top Deals' });
    await topDeals.getByRole('article').first().waitFor();
    expect(await topDeals.getByRole('article').count()).toBe(4);
    const firstCard = (await topDeals.getByRole('article').first().innerText()).replace(/\s+/g, ' ');
    const first = top.data[0];
    expect(firstCard).toContain(first.packageName);
    expect(firstCard).toContain(
      `${first.duration} Days from ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(first.pricing[0].price)}`,
    );
    expect(await tab.getByRole('link', { name: /View All Deals/ }).getAttribute('href')).toBe('/packages');
    expect(await tab.getByRole('region', { name: 'Top Trending Destination' }).getByRole('listitem').getByRole('link').count()).toBe(9);

    // The header's destination menu: the spec's groups (the storefront spec's "Menu data"), hidden countries left out.
    await tab.getByRole('button', { name: 'Destination' }).hover();
    const menuContinents = tab.getByRole('list', { name: 'Continents' }).getByRole('button');
    expect((await menuContinents.allInnerTexts()).map((text) => text.trim())).toEqual([
      'Asia',
      'Middle East',
      'Africa',
      'Europe',
      'USA & Canada',
      'Caribbean Island',
      'Indian Ocean',
    ]);
    expect(
      (await tab.getByRole('list', { name: 'Countries in Asia' }).getByRole('link').allInnerTexts()).map((text) => text.trim()),
    ).toEqual(['Bali', 'India', 'Malaysia', 'Singapore', 'Thailand', 'Vietnam']);
    await menuContinents.filter({ hasText: 'Europe' }).hover();
    expect(
      (await tab.getByRole('list', { name: 'Countries in Europe' }).getByRole('link').allInnerTexts()).map((text) => text.trim()),
    ).toEqual(['Turkey', 'Spain', 'Cyprus', 'Greece']);
    // The region overview is reached from the panel.
    await tab.getByRole('link', { name: 'See all destinations' }).click();
    await tab.getByRole('heading', { level: 1, name: 'MAP OF REGION' }).waitFor();
    const continents = tab.getByRole('region', { name: 'Choose your region' }).getByRole('link');
    await continents.first().waitFor();
    expect(await continents.count()).toBe(7);

    // A continent: intro with Show More / Show Less, the country list, the country cards.
    await continents.filter({ hasText: 'Asia' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Asia' }).waitFor();
    await summaryNamed(tab, 'Show More').click();
    await summaryNamed(tab, 'Show Less').waitFor();
    await screenshot(tab, 'storefront-continent-show-less-1366');
    const countryList = tab.getByRole('button', { name: 'VIEW COUNTRY LIST' });
    const listedCountry = tab.locator(`#${await countryList.getAttribute('aria-controls')}`).getByRole('link', { name: 'Bali' });
    expect(await countryList.getAttribute('aria-expanded')).toBe('false');
    expect(await listedCountry.isVisible()).toBe(false);
    await countryList.click();
    expect(await countryList.getAttribute('aria-expanded')).toBe('true');
    expect(await listedCountry.isVisible()).toBe(true);
    await tab.getByRole('region', { name: 'Destinations in Asia' }).getByRole('link', { name: 'Thailand' }).click();

    // A country: its name in capitals, its deals in a sideways row, the enquiry and View All.
    await tab.getByRole('heading', { level: 1, name: 'THAILAND' }).waitFor();
    expect(await tab.evaluate(() => window.scrollY)).toBe(0);
    const thaiDeals = await api<CardList>(suite.site.url, 'deals/thailand');
    const row = tab.getByRole('list', { name: 'Deals in Thailand' });
    await row.getByRole('article').first().waitFor();
    expect(await row.getByRole('article').count()).toBe(thaiDeals.length);
    expect(await tab.getByRole('link', { name: 'Make An Enqiry' }).getAttribute('href')).toBe('/Form');
    await tab.getByRole('link', { name: /View All/ }).click();

    // The deals list, pre-filtered by the country from the URL.
    await tab.waitForURL((url) => url.pathname === '/packages/' && url.search === '?country=thailand');
    const thaiList = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7&country=thailand');
    await waitForSummary(tab, 1, thaiList);
    await waitForTitles(
      tab,
      thaiList.data.map((pkg) => pkg.packageName),
    );
    const destinations = tab.getByRole('group', { name: 'Destination' });
    expect(await destinations.getByRole('checkbox', { name: 'Thailand', exact: true }).isChecked()).toBe(true);
    // The group is capped at 300 px and scrolls inside (the spec's deals list and its constants).
    expect(await destinations.evaluate((group) => getComputedStyle(group).maxHeight)).toBe('300px');
    expect(await destinations.evaluate((group) => group.getBoundingClientRect().height)).toBeLessThanOrEqual(300);

    // DESTINATION is a checkbox group: a second country widens the list to the packages of either.
    await destinations.getByRole('checkbox', { name: 'Bali', exact: true }).check();
    const twoCountries = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7&country=thailand,bali');
    expect(twoCountries.pagination.totalPackages).toBeGreaterThan(thaiList.pagination.totalPackages);
    await waitForSummary(tab, 1, twoCountries);
    await waitForTitles(
      tab,
      twoCountries.data.map((pkg) => pkg.packageName),
    );
    expect(new URL(tab.url()).searchParams.get('country')).toBe('thailand,bali');
    expect(await destinations.getByRole('checkbox', { name: 'Thailand', exact: true }).isChecked()).toBe(true);

    // Filter by holiday type and price (all destinations): page 1 of the catalogue's answer.
    const { type, range, list } = await pagedFilter();
    await destinations.getByRole('checkbox', { name: 'Thailand', exact: true }).uncheck();
    await destinations.getByRole('checkbox', { name: 'Bali', exact: true }).uncheck();
    await tab.getByRole('checkbox', { name: holidayTypeLabel(type) }).check();
    await tab.getByLabel('Price range (per person)').selectOption(range.id);
    await waitForTitles(
      tab,
      list.data.map((pkg) => pkg.packageName),
    );
    await waitForSummary(tab, 1, list);
    const filtered = await resultCards(tab);
    for (const card of filtered) {
      expect(card.price).toBeGreaterThanOrEqual(range.min ?? 0);
      expect(card.price).toBeLessThanOrEqual(range.max ?? Number.MAX_SAFE_INTEGER);
    }
    expect(new URL(tab.url()).searchParams.get('holidayType')).toBe(type);

    // Sort by price, lowest first.
    await tab.getByLabel('Sort by').selectOption('price-asc');
    const bounds = `${range.min !== undefined ? `&minPrice=${range.min}` : ''}${range.max !== undefined ? `&maxPrice=${range.max}` : ''}`;
    const sorted = await api<PackageListResponse>(
      suite.site.url,
      `packages?page=1&limit=7&holiday_types=${type}${bounds}&sortBy=pricing.price&sortOrder=asc`,
    );
    await waitForTitles(
      tab,
      sorted.data.map((pkg) => pkg.packageName),
    );
    await waitForSummary(tab, 1, sorted);
    const sortedCards = await resultCards(tab);
    expect(sortedCards.map((card) => card.price)).toEqual([...sortedCards.map((card) => card.price)].sort((a, b) => a - b));

    // Load More appends page 2.
    await tab.getByRole('button', { name: 'Load More' }).click();
    await waitForSummary(tab, 2, sorted);
    const twoPages = await resultCards(tab);
    expect(twoPages).toHaveLength(Math.min(14, sorted.pagination.totalPackages));
    expect(twoPages.slice(0, 7)).toEqual(sortedCards);
    await screenshot(tab, 'storefront-walk-load-more');

    // On to the last page: the end text replaces Load More.
    for (let next = 3; next <= sorted.pagination.totalPages; next++) {
      await tab.getByRole('button', { name: 'Load More' }).click();
      await waitForSummary(tab, next, sorted);
    }
    await tab.getByText(END_OF_PACKAGES, { exact: true }).waitFor();
    expect(await tab.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(await resultCardLocator(tab).count()).toBe(sorted.pagination.totalPackages);

    // A package from page 2: its detail, opened at the top.
    const chosen = twoPages[8];
    const card = resultCardLocator(tab).filter({ has: tab.getByRole('heading', { level: 2, name: chosen.title, exact: true }) });
    const viewDetails = card.getByRole('link', { name: /VIEW DETAILS/ });
    // A real link to the package's canonical, shareable address.
    const detailPath = await viewDetails.getAttribute('href');
    expect(detailPath).toMatch(/^\/package-detail\/\d+$/);
    await viewDetails.click();
    await tab.waitForURL((url) => url.pathname === detailPath);
    await tab.getByRole('heading', { level: 1, name: chosen.title }).waitFor();
    expect(await tab.evaluate(() => window.scrollY)).toBe(0);
    for (const heading of ['OVERVIEW', 'Destinations', "What's Included", "What's Excluded", 'Payment Terms', 'NOTES']) {
      await tab
        .getByRole('heading', { name: new RegExp(`^${heading}`) })
        .first()
        .waitFor();
    }
    expect(await tab.getByRole('link', { name: 'ENQUIRE NOW', exact: true }).getAttribute('href')).toBe('/Form');

    // Back: the same filters, sort and list.
    await tab.goBack();
    await tab.waitForURL((url) => url.pathname === '/packages/' && url.searchParams.get('sort') === 'price-asc');
    await tab.getByRole('checkbox', { name: holidayTypeLabel(type) }).waitFor();
    expect(await tab.getByRole('checkbox', { name: holidayTypeLabel(type) }).isChecked()).toBe(true);
    expect(await tab.getByLabel('Price range (per person)').inputValue()).toBe(range.id);
    expect(await tab.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await tab.getByText(chosen.title, { exact: true }).first().waitFor();

    // Any change of sort starts again at page 1.
    await tab.getByLabel('Sort by').selectOption('price-desc');
    await waitForSummary(tab, 1, sorted);

    expect(log).toEqual([]);
    await tab.context().close();
  });

  it('goes from the holiday-type dropdown to the filtered list with a full page load', async () => {
    const tab = await page();
    await visit(tab, suite.site.url, '/');
    await tab.evaluate(() => Object.assign(window, { __beforeReload: true }));
    await tab.getByRole('button', { name: 'Holiday Types' }).hover();
    await tab.getByRole('link', { name: 'Beach Holidays' }).click();
    await tab.waitForURL((url) => url.pathname === '/packages/' && url.search === '?holidayType=Beach_Holidays');
    const beach = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7&holiday_types=Beach_Holidays');
    await waitForSummary(tab, 1, beach);
    expect(await tab.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload ?? false)).toBe(false);
    expect(await tab.getByRole('checkbox', { name: 'Beach Holidays' }).isChecked()).toBe(true);
    expect(await tab.getByRole('checkbox', { name: 'Honeymoons' }).isChecked()).toBe(false);
    await tab.context().close();
  });

  it('pre-selects the URL query case-insensitively once the filter data is there', async () => {
    // A holiday type Sri Lanka's packages really have, so the pre-selected list is not empty.
    const sriLanka = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1&country=sri%20lanka');
    // The list answers summaries: the holiday types are in the whole package.
    const type = (await api<ResponseOf<typeof catalogueCalls.getPackage>>(suite.site.url, `packages/${sriLanka.data[0]._id}`)).data
      .holiday_types[0];
    const tab = await page();
    await visit(tab, suite.site.url, `/packages/?continent=INDIAN%20OCEAN&country=SRI%20LANKA&holidayType=${type.toLowerCase()}`);
    const list = await api<PackageListResponse>(
      suite.site.url,
      `packages?page=1&limit=7&continent=Indian%20Ocean&country=sri%20lanka&holiday_types=${type}`,
    );
    expect(list.pagination.totalPackages).toBeGreaterThan(0);
    await waitForSummary(tab, 1, list);
    await waitForTitles(
      tab,
      list.data.map((pkg) => pkg.packageName),
    );
    expect(await tab.getByLabel('Continent').inputValue()).toBe('Indian Ocean');
    expect(await tab.getByRole('checkbox', { name: 'Sri Lanka', exact: true }).isChecked()).toBe(true);
    expect(await tab.getByRole('checkbox', { name: holidayTypeLabel(type) }).isChecked()).toBe(true);
    await tab.context().close();
  });

  it('moves the home banner by its arrows and dots, wraps around at the end, and follows a swipe at 375 px', async () => {
    const tab = await page(PHONE);
    await visit(tab, suite.site.url, '/');
    const banner = tab.getByRole('region', { name: 'Holiday inspiration' });
    const row = banner.locator('[tabindex]');
    // Slide n is current and the row has come to rest on it: snapped to it, not part-way.
    const shown = async (n: number) => {
      await tab.waitForFunction(
        ([el, index]) => {
          const track = el as HTMLElement;
          const current = track.parentElement?.querySelector(`[aria-label="Show slide ${index}"]`)?.getAttribute('aria-current') === 'true';
          return current && track.dataset.gliding === undefined && Math.abs(track.scrollLeft - (index - 1) * track.clientWidth) <= 1;
        },
        [await row.elementHandle(), n] as const,
        { timeout: 5_000 },
      );
    };
    await shown(1);
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await shown(2);
    expect(await banner.getByRole('group', { name: '1 of 2', includeHidden: true }).getAttribute('aria-hidden')).toBe('true');
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await shown(1);
    await banner.getByRole('button', { name: 'Previous slide' }).click();
    await shown(2);
    await banner.getByRole('button', { name: 'Show slide 1' }).click();
    await shown(1);
    // A swipe is the browser's own scrolling: the row snaps to the next slide and the dots follow.
    await row.evaluate((track) => track.scrollBy({ left: track.clientWidth * 0.7 }));
    await shown(2);
    await tab.context().close();
  });

  it('opens the mobile menu at 375 px, drills down and steps back', async () => {
    const tab = await page(PHONE);
    await visit(tab, suite.site.url, '/');
    await tab.getByRole('button', { name: 'Open menu' }).click();
    const menu = tab.getByRole('dialog');
    await menu.getByRole('button', { name: 'Destination' }).click();
    await menu.getByRole('button', { name: 'Asia' }).click();
    await menu.getByRole('heading', { name: 'Asia' }).waitFor();
    await screenshot(tab, 'storefront-mobile-menu-375');
    await menu.getByRole('button', { name: 'Back' }).click();
    await menu.getByRole('button', { name: 'Indian Ocean' }).click();
    await menu.getByRole('link', { name: 'Sri Lanka' }).click();
    await tab.getByRole('heading', { level: 1, name: 'SRI LANKA' }).waitFor();
    expect(await tab.getByRole('dialog').count()).toBe(0);

    await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.getByRole('dialog').getByRole('button', { name: 'Holiday Types' }).click();
    await tab.getByRole('dialog').getByRole('link', { name: 'Honeymoons' }).click();
    await tab.waitForURL((url) => url.pathname === '/packages' && url.search === '?holidayType=Honeymoons');
    const honeymoons = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7&holiday_types=Honeymoons');
    await waitForSummary(tab, 1, honeymoons);
    // On a phone the filters fold away behind their toggle.
    await tab.getByRole('button', { name: /Show filters \(1\)/ }).click();
    expect(await tab.getByRole('checkbox', { name: 'Honeymoons' }).isChecked()).toBe(true);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tab.context().close();
  });

  it('keeps the menu data in localStorage for a day and reuses it', async () => {
    const tab = await page();
    const menuCalls: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/packages/menu') menuCalls.push(request.url());
    });
    // A page the server rendered brings the menu with it: kept like a fetched one, no call.
    await visit(tab, suite.site.url, '/');
    await tab.waitForFunction((key) => window.localStorage.getItem(key) !== null, MENU_CACHE_KEY);
    const stored = await tab.evaluate(
      ([data, time]) => [window.localStorage.getItem(data), window.localStorage.getItem(time)],
      [MENU_CACHE_KEY, MENU_CACHE_TIME_KEY],
    );
    expect(JSON.parse(stored[0] ?? '{}')).toEqual(await api(suite.site.url, 'packages/menu'));
    expect(Date.now() - Number(stored[1])).toBeLessThan(60_000);
    expect(menuCalls).toHaveLength(0);

    // Arriving at the storefront from another remote's page (the retreat), the browser renders
    // it: the stored menu is used, no call.
    const fromRetreat = async () => {
      await visit(tab, suite.site.url, '/the-awakening-retreat');
      await navigateInPage(tab, '/Aboutus');
      await waitForRemote(tab, 'storefront');
      await tab.getByRole('heading', { level: 1 }).first().waitFor();
      await tab.getByRole('button', { name: 'Destination' }).hover();
      await tab.getByRole('link', { name: 'See all destinations' }).waitFor();
    };
    await fromRetreat();
    expect(menuCalls).toHaveLength(0);

    // A day later the copy is stale and the catalogue is asked again.
    await tab.evaluate((time) => window.localStorage.setItem(time, String(Date.now() - 86_400_000)), MENU_CACHE_TIME_KEY);
    await Promise.all([tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/packages/menu'), fromRetreat()]);
    expect(menuCalls).toHaveLength(1);
    await tab.context().close();
  });

  it('opens a clause of the Terms in both sections at once, and lists the eleven privacy sections', async () => {
    const tab = await page();
    await visit(tab, suite.site.url, '/Terms%20&%20conditions');
    await tab.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    const clauseA = summaryNamed(tab, /^A3\./);
    const clauseB = summaryNamed(tab, /^B3\./);
    expect(await summaryNamed(tab, /^A\d+\./).count()).toBe(15);
    expect(await summaryNamed(tab, /^B\d+\./).count()).toBe(7);
    await clauseA.click();
    await waitUntilOpen(clauseB, true);
    expect(await isOpen(clauseA)).toBe(true);
    await tab.getByText(/The price of your holiday will not be changed within 20 days of your departure/).waitFor();
    await summaryNamed(tab, /^B1\./).click();
    await waitUntilOpen(clauseA, false);
    await waitUntilOpen(summaryNamed(tab, /^A1\./), true);
    expect(await isOpen(clauseB)).toBe(false);
    await screenshot(tab, 'storefront-terms-open-1366');
    await tab.setViewportSize({ width: 390, height: 844 });
    await screenshot(tab, 'storefront-terms-open-390');

    await visit(tab, suite.site.url, '/PrivacyPolicy');
    await tab.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
    expect(await tab.getByRole('heading', { level: 2, name: /^\d+\. / }).count()).toBe(11);
    await tab
      .getByText(/about 6 years/)
      .first()
      .waitFor();
    await tab.context().close();
  });
});

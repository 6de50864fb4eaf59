/**
 * The public site with JavaScript off, as a visitor with scripts disabled (or a browser that
 * failed to load them) uses it: the enquiry and callback forms post to the server, which
 * stores them through the leads service and answers with the same words as the scripted
 * forms, with nothing personal in any address; the header's menus reach every continent,
 * /Holidays, the countries and the retreat; /packages filters, sorts and pages through every
 * package by forms the server answers; the retreat's Book Now leads on.
 */

import { callbackForm, callbackFormValidator, checkTextForm, type Lead, type PackageListResponse } from '@agency/contracts';
import { CALLBACK_SUCCESS, ENQUIRY_SUCCESS, RETREAT_LINK_TEXT } from '@agency/mf-storefront/messages';
import { testConfig } from '@agency/test-kit/services';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { fetchServerRendered } from './support/serverRendered';
import { api } from './support/storefrontPage';
import { startSuite } from './support/suite';

const config = testConfig();
const ADMIN = { username: config.adminUsername, password: config.adminPassword };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const suite = startSuite();
let staffToken: string;

async function untilServerRendered(path: string): Promise<void> {
  await fetchServerRendered(`${suite.site.url}${path}`);
}

beforeAll(async () => {
  for (const path of ['/', '/contact', '/Form', '/packages', '/Destination', '/Asia', '/Thailand', '/Holidays', '/the-awakening-retreat'])
    await untilServerRendered(path);
  const response = await fetch(`${suite.site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  staffToken = ((await response.json()) as { token: string }).token;
});

/** The stored requests named `firstName`, as staff see them. */
async function storedFrom(firstName: string): Promise<Lead[]> {
  const response = await fetch(`${suite.site.url}/api/requests/data`, { headers: { authorization: `Bearer ${staffToken}` } });
  return ((await response.json()) as Lead[]).filter((lead) => lead.Firstname === firstName);
}

/** A page in a browser context with scripts off, and every address it asks for from now on. */
async function scriptlessPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; addresses: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  return { page, addresses };
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

function expectNothingPersonalIn(addresses: readonly string[], ...personal: string[]) {
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replace(/\+/g, ' '));
    for (const text of personal) expect(decoded).not.toContain(text);
  }
}

describe('forms without scripts', () => {
  it('sends a callback request: stored, the success text shown, nothing personal in any address', async () => {
    for (const [size, viewport, who] of [
      ['desktop', DESKTOP, 'Nadia'],
      ['phone', PHONE, 'Pranav'],
    ] as const) {
      const { page, addresses } = await scriptlessPage(suite.browser, viewport);
      await page.goto(`${suite.site.url}/contact`);
      await field(page, 'First name').fill(who);
      await field(page, 'Last name').fill('Noscript');
      await field(page, 'Email').fill(`${who.toLowerCase()}@example.com`);
      await field(page, 'Phone').fill('+91 98111 22233');
      await field(page, 'Preferred call time').selectOption('3 pm to 6pm');
      await field(page, 'How did you find us').selectOption('Instagram');
      await page.getByRole('button', { name: 'Request a Callback' }).click();
      await page.waitForURL(`${suite.site.url}/contact?sent=callback`);
      await page.getByText(CALLBACK_SUCCESS).waitFor();
      // The form starts again empty (as the scripted one clears itself).
      expect(await field(page, 'First name').inputValue()).toBe('');
      await screenshot(page, `no-script-callback-sent-${size}`, true);
      expectNothingPersonalIn(addresses, who, 'Noscript', '98111', 'example.com');
      expect(await storedFrom(who)).toEqual([
        expect.objectContaining({
          Lastname: 'Noscript',
          Emailaddress: `${who.toLowerCase()}@example.com`,
          PhoneNumber: '+91 98111 22233',
          calltime: '3 pm to 6pm',
          way: 'Instagram',
          handleby: 'Public',
          Status: 'Active',
        }),
      ]);
      await page.context().close();
    }
  });

  it('sends the full enquiry form: stored, the success text shown, nothing personal in any address', async () => {
    const { page, addresses } = await scriptlessPage(suite.browser, PHONE);
    await page.goto(`${suite.site.url}/Form`);
    await field(page, 'First name').fill('Ishaan');
    await field(page, 'Last name').fill('Scriptless');
    await field(page, 'Email address').fill('ishaan@example.com');
    await field(page, 'Phone number').fill('9812345678');
    await field(page, 'Destination').fill('Japan');
    await field(page, 'Adults').fill('2');
    await page.getByRole('button', { name: 'Submit Enquiry' }).click();
    await page.waitForURL(`${suite.site.url}/Form?sent=enquiry`);
    await page.getByText(ENQUIRY_SUCCESS).waitFor();
    expectNothingPersonalIn(addresses, 'Ishaan', 'Scriptless', '9812345678', 'example.com');
    expect(await storedFrom('Ishaan')).toEqual([
      expect.objectContaining({
        Lastname: 'Scriptless',
        Emailaddress: 'ishaan@example.com',
        Countryname: 'Japan',
        Whoistravelling: 2,
        way: 'Direct website',
        calltime: '9 am to 12pm',
      }),
    ]);
    await page.context().close();
  });

  it("shows the contract's messages with every value kept when a form is refused, storing nothing", async () => {
    const typed = {
      Firstname: 'Meera',
      Lastname: '',
      Emailaddress: 'meera-at-example',
      PhoneNumber: '12',
      calltime: '9 am to 12pm',
      way: 'Direct website',
    };
    const expected = checkTextForm(callbackFormValidator, callbackForm, typed).errors;
    expect(Object.keys(expected).sort()).toEqual(['Emailaddress', 'Lastname', 'PhoneNumber']);
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, addresses } = await scriptlessPage(suite.browser, viewport);
      await page.goto(`${suite.site.url}/contact`);
      await field(page, 'First name').fill(typed.Firstname);
      await field(page, 'Email').fill(typed.Emailaddress);
      await field(page, 'Phone').fill(typed.PhoneNumber);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Request a Callback' }).click();
      expect((await answer).status()).toBe(400);
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).toBe(`${suite.site.url}/contact`);
      for (const message of Object.values(expected)) await page.getByText(message, { exact: true }).waitFor();
      expect(await field(page, 'First name').inputValue()).toBe('Meera');
      expect(await field(page, 'Email').inputValue()).toBe('meera-at-example');
      expect(await field(page, 'Phone').inputValue()).toBe('12');
      expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `no-script-callback-refused-${size}`, true);
      expectNothingPersonalIn(addresses, 'Meera', 'meera-at-example');
      await page.context().close();
    }
    expect(await storedFrom('Meera')).toEqual([]);
  });
});

describe('navigation without scripts', () => {
  it('reaches a continent, /Holidays, a country and the retreat from home by the header menus', async () => {
    const { page } = await scriptlessPage(suite.browser, DESKTOP);
    const menu = (name: string) => page.locator('header nav summary', { hasText: name });
    await page.goto(`${suite.site.url}/`);
    // The scripted triggers are not offered dead.
    expect(await page.getByRole('button', { name: 'Destination' }).isVisible()).toBe(false);
    await menu('Destination').click();
    await page.locator('header').getByRole('link', { name: 'Thailand', exact: true }).waitFor();
    await screenshot(page, 'no-script-menu-destination-desktop');
    await page.locator('header').getByRole('link', { name: 'All destinations' }).click();
    await page.waitForURL(`${suite.site.url}/Destination`);
    await page.getByRole('link', { name: /^Asia/ }).first().click();
    await page.waitForURL(`${suite.site.url}/Asia`);
    await page.getByRole('heading', { level: 1, name: /Asia/ }).waitFor();

    await page.goto(`${suite.site.url}/`);
    await menu('Destination').click();
    await page.locator('header').getByRole('link', { name: 'Thailand', exact: true }).click();
    await page.waitForURL(`${suite.site.url}/Thailand`);
    await page.getByRole('heading', { level: 1, name: /Thailand/i }).waitFor();

    await page.goto(`${suite.site.url}/`);
    await menu('Holiday Types').click();
    await screenshot(page, 'no-script-menu-holiday-types-desktop');
    await page.locator('header').getByRole('link', { name: 'All holiday types' }).click();
    await page.waitForURL(`${suite.site.url}/Holidays`);

    await page.goto(`${suite.site.url}/`);
    await menu('Holiday Types').click();
    await page.locator('header').getByRole('link', { name: RETREAT_LINK_TEXT }).click();
    await page.waitForURL(`${suite.site.url}/the-awakening-retreat`);
    await page.context().close();
  });

  it("on a phone, the menu reaches a country; the retreat's Book Now leads to the rooms and on to a callback request", async () => {
    const { page } = await scriptlessPage(suite.browser, PHONE);
    await page.goto(`${suite.site.url}/`);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await page.locator('header summary[aria-label="Menu"]').click();
    await page.locator('header').getByRole('link', { name: 'Thailand', exact: true }).waitFor();
    await screenshot(page, 'no-script-menu-phone');
    await page.locator('header').getByRole('link', { name: 'Thailand', exact: true }).click();
    await page.waitForURL(`${suite.site.url}/Thailand`);

    await page.goto(`${suite.site.url}/the-awakening-retreat`);
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(`${suite.site.url}/the-awakening-retreat#rooms`);
    const book = page.getByRole('link', { name: /^Book Now: / }).first();
    await book.scrollIntoViewIfNeeded();
    await screenshot(page, 'no-script-retreat-rooms-phone');
    // The scripted Book Now (a payment modal) is not offered dead.
    const scripted = page.locator('button[aria-label^="Book Now: "]');
    expect(await scripted.count()).toBeGreaterThan(0);
    expect(await scripted.first().isVisible()).toBe(false);
    await book.click();
    await page.waitForURL(`${suite.site.url}/contact`);
    await page.getByRole('button', { name: 'Request a Callback' }).waitFor();
    await page.context().close();
  });

  it('/packages pages through every package by Load More and filters and sorts by its GET form', async () => {
    const first = await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7');
    const second = await api<PackageListResponse>(suite.site.url, 'packages?page=2&limit=7');
    expect(first.pagination.totalPages).toBeGreaterThan(2);
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page } = await scriptlessPage(suite.browser, viewport);
      await page.goto(`${suite.site.url}/packages`);
      await page.getByText(first.data[0].packageName).first().waitFor();
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.waitForURL(`${suite.site.url}/packages?page=2`);
      // Package 8 on: the second page, its summary, and a way back.
      await page.getByText(second.data[0].packageName).first().waitFor();
      await page.getByText(`Page 2 of ${first.pagination.totalPages} | Total Packages: ${first.pagination.totalPackages}`).waitFor();
      await page.getByRole('link', { name: 'Show the previous packages' }).waitFor();
      await page.getByRole('button', { name: 'Load More' }).click();
      await page.waitForURL(`${suite.site.url}/packages?page=3`);

      // A holiday type and a sort, sent as the filters' form.
      const safari = await api<PackageListResponse>(
        suite.site.url,
        'packages?page=1&limit=7&holiday_types=Safari&sortBy=pricing.price&sortOrder=asc',
      );
      await page.getByRole('checkbox', { name: 'Safari' }).check();
      await page.getByLabel('Sort by').selectOption('price-asc');
      if (size === 'phone') await screenshot(page, 'no-script-packages-filters-phone');
      await page.getByRole('button', { name: 'Show packages' }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/packages' &&
          url.searchParams.getAll('holidayType').includes('Safari') &&
          url.searchParams.get('sort') === 'price-asc',
      );
      await page.getByText(`Page 1 of ${safari.pagination.totalPages} | Total Packages: ${safari.pagination.totalPackages}`).waitFor();
      const shown = await page
        .locator('main a[aria-label^="VIEW DETAILS"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(shown).toEqual(safari.data.map((pkg) => `/package-detail/${pkg._id}`));
      await screenshot(page, `no-script-packages-filtered-${size}`, size === 'desktop');
      await page.context().close();
    }
  });
});

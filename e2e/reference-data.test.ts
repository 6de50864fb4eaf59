/**
 * The reference data as an administrator manages it, through the shell, against the
 * real services: a city added to India is offered at once by the package form; a country added
 * to Asia with its menu entry appears in the storefront's destination menu on the next load
 * and has its page; deleting a city packages visit is refused with the server's message;
 * the loading state, accessibility and phone width; screenshots.
 */
import { REFERENCE_DATA_MESSAGES } from '@agency/contracts';
import { REFERENCE_TEXTS } from '@agency/mf-backoffice/referenceData/texts';
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { openAdminPage } from './support/staffSignIn';
import { api, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = '/tmp/shots/reference-data';
const SCREEN = '/Account/reference-data';

const suite = startSuite();

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, name, fullPage, SHOTS_DIR);

/** An administrator signed in through /Log, then on the reference data screen. */
async function referenceScreen(size = DESKTOP, tab?: string): Promise<Page> {
  const page = await openAdminPage(suite.browser, suite.site.url, size);
  await visit(page, suite.site.url, tab ? `${SCREEN}?tab=${tab}` : SCREEN);
  await page.getByRole('heading', { level: 1, name: REFERENCE_TEXTS.title }).waitFor();
  return page;
}

const T = REFERENCE_TEXTS;

describe('reference data', () => {
  it('adds a city to India that the package form offers at once', async () => {
    const page = await referenceScreen(DESKTOP, 'cities');
    await page.getByRole('table', { name: T.cities.tab }).waitFor();
    await page.getByRole('button', { name: T.cities.add }).click();
    const dialog = page.getByRole('dialog', { name: T.cities.addTitle });
    await dialog.getByLabel(T.cities.country).selectOption({ label: 'India' });
    await dialog.getByLabel(T.cities.name).fill('Varkala');
    await dialog.getByRole('button', { name: T.save }).click();
    await page
      .getByRole('status')
      .filter({ hasText: REFERENCE_DATA_MESSAGES.created('Varkala') })
      .waitFor();
    await page.getByLabel(T.search).fill('varkala');
    await page.getByRole('table', { name: T.cities.tab }).getByRole('cell', { name: 'Varkala', exact: true }).waitFor();

    // The same name again in India is refused with the server's words, in the dialog.
    await page.getByRole('button', { name: T.cities.add }).click();
    await dialog.getByLabel(T.cities.country).selectOption({ label: 'India' });
    await dialog.getByLabel(T.cities.name).fill('VARKALA');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: REFERENCE_DATA_MESSAGES.cityExists('Varkala', 'India') })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: T.cancel }).click();

    // The package form (admin screen → Uploader) offers the new city under India, and suggests hotels for a city's rows.
    await visit(page, suite.site.url, '/admin?tab=uploader');
    await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
    await page.getByLabel('Continent').selectOption('Asia');
    await page.getByRole('group', { name: 'Countries' }).getByLabel('India', { exact: true }).check();
    const cities = page.getByRole('group', { name: 'Cities in India' });
    await cities.getByLabel('Varkala', { exact: true }).check();
    // A seeded city of India whose hotel list the packages' rows filled: its hotel rows suggest that list.
    const lists = await api<{ country: string; city: string; hotels: { name: string }[] }[]>(suite.site.url, 'destinations/hotels');
    const listed = lists.find((entry) => entry.country === 'India' && entry.hotels.length > 0)!;
    await cities.getByLabel(listed.city, { exact: true }).check();
    const hotelName = page.getByRole('group', { name: `Hotel 1 in ${listed.city}` }).getByLabel('Hotel name');
    const list = await hotelName.getAttribute('list');
    expect(list).toBeTruthy();
    await page.waitForFunction((id) => (document.getElementById(id!)?.querySelectorAll('option').length ?? 0) > 0, list);
    const offered = await page
      .locator(`datalist#${list} option`)
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(listed.hotels.map((hotel) => hotel.name));
    // The new city has no list yet: its row takes any name.
    const newRow = page.getByRole('group', { name: 'Hotel 1 in Varkala' }).getByLabel('Hotel name');
    await newRow.fill('Cliff Edge Retreat');
    expect(await newRow.inputValue()).toBe('Cliff Edge Retreat');
    await page.context().close();
  });

  it("adds a country to Asia that the storefront's destination menu lists on the next load", async () => {
    const page = await referenceScreen();
    await page.getByRole('table', { name: T.countries.tab }).waitFor();
    await page.getByRole('button', { name: T.countries.add }).click();
    const dialog = page.getByRole('dialog', { name: T.countries.addTitle });
    // Sent empty first: each field says what it needs, nothing typed is lost.
    await dialog.getByLabel(T.countries.name).fill('Laos');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(REFERENCE_DATA_MESSAGES.intro).waitFor();
    expect(await dialog.getByLabel(T.countries.name).inputValue()).toBe('Laos');
    await dialog.getByLabel(T.countries.continent).selectOption({ label: 'Asia' });
    await dialog.getByLabel(T.countries.intro).fill('Slow river days, golden temples and the gentlest of capitals.');
    await dialog.getByLabel(T.countries.more).fill('Luang Prabang at dawn, the Mekong by boat and the caves of Vang Vieng.');
    expect(await dialog.getByLabel(T.countries.inMenu).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: T.save }).click();
    await page
      .getByRole('status')
      .filter({ hasText: REFERENCE_DATA_MESSAGES.created('Laos') })
      .waitFor();
    await shot(page, 'reference-data-countries-1366');

    const store = await openPage(suite.browser, DESKTOP);
    await visit(store, suite.site.url, '/');
    await store.getByRole('button', { name: 'Destination' }).hover();
    const asia = store.getByRole('list', { name: 'Countries in Asia' }).getByRole('link');
    await asia.filter({ hasText: 'Laos' }).waitFor();
    expect((await asia.allInnerTexts()).map((text) => text.trim())).toEqual([
      'Bali',
      'India',
      'Malaysia',
      'Singapore',
      'Thailand',
      'Vietnam',
      'Laos',
    ]);
    await asia.filter({ hasText: 'Laos' }).click();
    await store.getByRole('heading', { level: 1, name: 'LAOS' }).waitFor();
    await store.context().close();
    await page.context().close();
  });

  it('refuses to delete a city packages visit, with how many and which', async () => {
    const page = await referenceScreen(DESKTOP, 'cities');
    await page.getByLabel(T.cities.country, { exact: true }).selectOption({ label: 'India' });
    const table = page.getByRole('table', { name: T.cities.tab });
    const used = table
      .getByRole('row')
      .filter({ hasText: /Used by \d+ package/ })
      .first();
    const name = (await used.getByRole('cell').first().innerText()).trim();
    await used.getByRole('button', { name: new RegExp(`^${T.delete} ${name}`) }).click();
    const question = page.getByRole('alertdialog', { name: T.deleteTitle(name) });
    await question.getByRole('button', { name: T.yesDelete }).click();
    const refusal = question.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      new RegExp(`^${name} is used by \\d+ packages? \\(.+\\) and cannot be deleted; remove it from them first\\.$`),
    );
    expect(await question.getByRole('button', { name: T.yesDelete }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'reference-data-delete-refused-1366', false);
    await question.getByRole('button', { name: T.cancel }).click();
    await table.getByRole('cell', { name, exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the loading line, then hotels, and fits a phone', async () => {
    const page = await openAdminPage(suite.browser, suite.site.url, PHONE);
    const held = await holdCalls(page, (url) => url.pathname === '/api/destinations/manage');
    await visit(page, suite.site.url, `${SCREEN}?tab=hotels`);
    await page.getByRole('status').filter({ hasText: T.loading }).waitFor();
    held.release();
    await page.getByRole('table', { name: T.hotels.tab }).waitFor();
    await page.getByLabel(T.search).fill('zzzz-no-such-hotel');
    await page.getByText(T.hotels.empty).waitFor();
    await page.getByLabel(T.search).fill('');
    await page.getByRole('table', { name: T.hotels.tab }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'reference-data-hotels-390', false);
    await page.context().close();
  });
});

/**
 * The header's search box in the composed site, on a phone (390 px) and a laptop (1366 px):
 * suggestions as the visitor types, the arrow keys, Enter and Escape, the no-results text, a
 * mistyped destination, and the same box without JavaScript as a plain form the server answers.
 */

import { noSearchMatchText, noSuggestionsText, SEARCH_LABEL, searchResultsTitle } from '@agency/mf-storefront/search-texts';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { fetchServerRendered } from './support/serverRendered';
import { settled } from './support/shellPage';
import { startSuite } from './support/suite';

const suite = startSuite();
const WIDTHS = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1366, height: 768 }],
] as const;

beforeAll(async () => {
  for (const path of ['/', '/packages', '/packages?q=thailand']) await fetchServerRendered(`${suite.site.url}${path}`);
});

const box = (page: Page) => page.getByPlaceholder(SEARCH_LABEL);
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function typeInto(page: Page, text: string): Promise<void> {
  await box(page).pressSequentially(text, { delay: 40 });
}

describe.each(WIDTHS)('the search box on a %s', (name, viewport) => {
  it('suggests as the visitor types, moves with the arrow keys, closes with Escape and opens a choice with Enter', async () => {
    const page = await openPage(suite.browser, viewport);
    await page.goto(`${suite.site.url}/`);
    await settled(page);
    const input = box(page);
    expect(await input.boundingBox()).toMatchObject({ width: expect.any(Number) });
    const { width } = (await input.boundingBox())!;
    expect(width).toBeGreaterThan(name === 'phone' ? 200 : 150);

    await input.click();
    await typeInto(page, 'thai');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option', { name: /^Thailand Country/ }).waitFor();
    const combobox = page.getByRole('combobox', { name: SEARCH_LABEL });
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, `search-${name}-suggestions`);

    // The answer to the whole word is in (the live region counts it), not one to a prefix typed on the way.
    await page.getByText(/suggestions?: use the arrow keys/).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const options = list.getByRole('option');
    const ids = await options.evaluateAll((all) => all.map((option) => option.id));
    expect(ids.length).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(ids[0]);
    await page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(ids[1]);
    await page.keyboard.press('ArrowUp');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(ids[0]);
    await screenshot(page, `search-${name}-active-option`);

    await page.keyboard.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    expect(await combobox.inputValue()).toBe('thai');
    await page.keyboard.press('Escape');
    expect(await combobox.inputValue()).toBe('');

    await typeInto(page, 'thai');
    await list.getByRole('option', { name: /^Thailand Country/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.site.url}/Thailand`);
    await page.context().close();
  });

  it('says when nothing matches, and searches a mistyped destination with Enter', async () => {
    const page = await openPage(suite.browser, viewport);
    await page.goto(`${suite.site.url}/`);
    await settled(page);
    await box(page).click();
    await typeInto(page, 'xqzvbnm');
    await page.getByText(noSuggestionsText('xqzvbnm')).first().waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await screenshot(page, `search-${name}-no-suggestions`);

    await box(page).fill('');
    await typeInto(page, 'Thailnd');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/packages\?q=Thailnd$/);
    await page.getByRole('heading', { name: searchResultsTitle('Thailnd') }).waitFor();
    const note = page.getByText('Showing holidays for');
    await note.waitFor();
    expect(await note.textContent()).toContain('Showing holidays for Thailand (you searched for “Thailnd”)');
    await page.getByText(/\d+ holidays to choose from/).waitFor();
    expect(await page.title()).toContain(searchResultsTitle('Thailnd'));
    await screenshot(page, `search-${name}-results`, true);

    await box(page).fill('xqzvbnm');
    // Escape closes an open list and clears a box whose list is closed: wait for the list's answer first.
    await page.getByText(noSuggestionsText('xqzvbnm')).first().waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.getByText(noSearchMatchText('xqzvbnm')).waitFor();
    expect(pathOf(page)).toBe('/packages?q=xqzvbnm');
    await screenshot(page, `search-${name}-no-results`);
    await page.context().close();
  });

  it('is a plain form to /packages?q= without JavaScript, answered by the server', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto(`${suite.site.url}/`);
    await box(page).fill('thailand');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/packages\?q=thailand$/);
    await page.getByRole('heading', { name: searchResultsTitle('thailand') }).waitFor();
    expect(await page.getByText(/\d+ holidays to choose from/).isVisible()).toBe(true);
    expect(await box(page).inputValue()).toBe('thailand');
    await screenshot(page, `search-${name}-no-script-results`);
    await box(page).fill('xqzvbnm');
    await page.keyboard.press('Enter');
    await page.getByText(noSearchMatchText('xqzvbnm')).waitFor();
    await screenshot(page, `search-${name}-no-script-no-results`);
    await context.close();
  });
});

it('renders /packages?q= on the server with its own title and canonical', async () => {
  const { status, headers, html } = await fetchServerRendered(`${suite.site.url}/packages?q=Thailand`);
  expect(status).toBe(200);
  expect(headers.get('x-render-mode')).not.toBe('streamed');
  expect(html).toContain(`<title>${searchResultsTitle('Thailand')}`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/packages\?q=thailand"/);
  expect(html).toMatch(/\d+ holidays to choose from/);
});

it('keeps a search for a long word within a phone’s width: the heading and the no-match note break it', async () => {
  const page = await openPage(suite.browser, WIDTHS[0][1]);
  const text = 'Thiruvananthapuramkanyakumarimadurai';
  await page.goto(`${suite.site.url}/packages?q=${text}`);
  await page.getByText(noSearchMatchText(text)).waitFor();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS[0][1].width);
  await screenshot(page, 'search-phone-long-word');
  await page.context().close();
});

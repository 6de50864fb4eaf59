/**
 * The public pages hold still and stay usable on phones and laptops: the header's dropdowns
 * fit a 1366×768 laptop screen, the floating contact buttons never cover a package's prices
 * at 390 px, a list's first picture is fetched at once (the others lazily), and the deals
 * list does not move when its cards arrive (CLS from a PerformanceObserver).
 */
import type { Page } from 'playwright-core';
import { holdCalls, openPage, screenshot } from './support/browser';
import { navigateInPage, settled, visit } from './support/shellPage';
import { startSuite } from './support/suite';

const suite = startSuite();

const LAPTOP = { width: 1366, height: 768 };
/** The phone contact bar's height (FloatingContact.module.css --contact-bar-room). */
const CONTACT_BAR_PX = 64;
const PHONE = { width: 390, height: 844 };

/** Sums the page's layout shifts (those not caused by input), from its first paint on. */
const OBSERVE_LAYOUT_SHIFTS = `
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
`;

function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() =>
    ((window as unknown as { __layoutShifts: number[] }).__layoutShifts ?? []).reduce((sum, value) => sum + value, 0),
  );
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: ReturnType<Page['locator']>): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('header dropdowns on a 1366×768 laptop', () => {
  it("lets a visitor scroll the Holiday Types dropdown and click 'Villa Holidays'; the page stays put and the menu open", async () => {
    const page = await openPage(suite.browser, LAPTOP);
    await visit(page, suite.site.url, '/packages');
    const trigger = page.getByRole('button', { name: 'Holiday Types', exact: true });
    await trigger.hover();
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    const villa = panel.getByRole('link', { name: 'Villa Holidays' });
    await villa.waitFor();

    // The panel fits the screen; the last type is further down, inside it.
    const panelBox = await boxOf(panel);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(LAPTOP.height);
    expect((await boxOf(villa)).y).toBeGreaterThan(panelBox.y + panelBox.height);

    // The wheel scrolls the panel, not the page (the page scrolling would move the panel away).
    await page.mouse.move(panelBox.x + panelBox.width / 2, panelBox.y + panelBox.height / 2);
    for (let turn = 0; turn < 6; turn++) await page.mouse.wheel(0, 240);
    await page.waitForFunction(
      (id) => {
        const element = document.getElementById(id as string);
        return element !== null && element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      },
      await trigger.getAttribute('aria-controls'),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');

    const villaBox = await boxOf(villa);
    expect(villaBox.y).toBeGreaterThanOrEqual(panelBox.y);
    expect(villaBox.y + villaBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
    await screenshot(page, 'layout-holiday-types-scrolled');
    // A real click where the visitor sees it (no scrolling done for us).
    await page.mouse.click(villaBox.x + villaBox.width / 2, villaBox.y + villaBox.height / 2);
    await page.waitForURL((url) => url.pathname === '/packages/' && url.searchParams.get('holidayType') === 'Villa_Holidays');
    await page.context().close();
  });

  it("reaches 'Villa Holidays' from the keyboard", async () => {
    const page = await openPage(suite.browser, LAPTOP);
    await visit(page, suite.site.url, '/');
    const trigger = page.getByRole('button', { name: 'Holiday Types', exact: true });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Adults Only Holidays');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Villa Holidays');
    // Focus scrolled it into the panel's view.
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    const [panelBox, villaBox] = [await boxOf(panel), await boxOf(panel.getByRole('link', { name: 'Villa Holidays' }))];
    expect(villaBox.y + villaBox.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('holidayType') === 'Villa_Holidays');
    await page.context().close();
  });

  it('fits the destination menu on the screen too', async () => {
    const page = await openPage(suite.browser, { width: LAPTOP.width, height: 560 });
    await visit(page, suite.site.url, '/');
    const trigger = page.getByRole('button', { name: 'Destination', exact: true });
    await trigger.hover();
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await panel.getByRole('list', { name: 'Continents' }).waitFor();
    const box = await boxOf(panel);
    expect(box.y + box.height).toBeLessThanOrEqual(560);
    await page.context().close();
  });
});

describe('floating contact buttons on a 390 px phone', () => {
  it("never cover a package's price list: they keep to a strip at the bottom, scrolling to the prices stops above it, and the page ends above it", async () => {
    const page = await openPage(suite.browser, PHONE);
    await visit(page, suite.site.url, '/package-detail/1');
    const prices = page.getByRole('table', { name: 'Price per person by option' });
    await prices.waitFor();
    const buttons = [page.getByRole('link', { name: /^Chat with us on/ }), page.getByRole('link', { name: /^Call us on/ })];
    const sideCard = page.getByRole('complementary', { name: 'Price and booking' });

    const expectClear = async (what: ReturnType<Page['locator']>, when: string) => {
      const box = await boxOf(what);
      for (const button of buttons) {
        const buttonBox = await boxOf(button);
        if (overlaps(box, buttonBox))
          throw new Error(`${when}: a contact button ${JSON.stringify(buttonBox)} covers ${JSON.stringify(box)}`);
      }
    };
    // On phones the buttons are a bar along the bottom edge: a strip of the screen kept for
    // them, never floating over the middle of the page, and the page ends above it.
    for (const button of buttons) {
      const box = await boxOf(button);
      expect(box.y).toBeGreaterThanOrEqual(PHONE.height - CONTACT_BAR_PX);
    }
    await screenshot(page, 'layout-phone-package-prices');

    // Scrolling to the price card (focus, a link) stops above the buttons.
    await sideCard.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(600);
    await expectClear(prices, 'scrolled to the prices');
    await expectClear(sideCard, 'scrolled to the price card');

    // The end of the page is not under them either.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(600);
    await expectClear(page.locator('footer').last().locator('p').last(), 'at the end of the page');
    await page.context().close();
  });
});

describe('pictures and layout shift', () => {
  it.each([
    ['/packages', 'main li > article'],
    ['/Thailand', 'main li > article'],
  ])('%s: the first card picture loads eagerly with fetchpriority high, the later ones lazily', async (path, cards) => {
    const page = await openPage(suite.browser, PHONE);
    await visit(page, suite.site.url, path);
    await page.locator(cards).nth(1).waitFor();
    const pictures = await page.locator(cards).evaluateAll((articles) =>
      articles.map((article) =>
        [...article.querySelectorAll('img')].map((image) => ({
          loading: image.loading,
          priority: image.getAttribute('fetchpriority'),
          sized: image.hasAttribute('width') && image.hasAttribute('height'),
        })),
      ),
    );
    const [first, ...later] = pictures;
    expect(first.length).toBeGreaterThan(0);
    for (const image of first) expect(image).toEqual({ loading: 'eager', priority: 'high', sized: true });
    expect(later.length).toBeGreaterThan(0);
    for (const image of later.flat()) expect(image).toMatchObject({ loading: 'lazy', sized: true });
    await page.context().close();
  });

  it.each([
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ])('/packages on a %s: the layout shifts at most 0.02, arriving rendered or with the list arriving late', async (name, size) => {
    const page = await openPage(suite.browser, { ...size, initScript: OBSERVE_LAYOUT_SHIFTS });
    const settle = async () => {
      await page.evaluate(() => document.fonts.ready);
      // Two frames for the last shifts to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    // A first visit: the server sends the page with its list.
    await page.goto(`${suite.site.url}/packages`, { waitUntil: 'domcontentloaded' });
    await settled(page);
    await page
      .getByRole('link', { name: /^VIEW DETAILS/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await settle();
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
    await screenshot(page, `layout-packages-${name}-rendered`);

    // From another page, the browser renders it: placeholders first, then the list, late.
    const list = await holdCalls(page, (url) => url.pathname === '/api/packages');
    await navigateInPage(page, '/Aboutus');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await navigateInPage(page, '/packages?country=thailand');
    // The placeholders are up: the page is laid out as it waits.
    await page.locator('[data-skeleton="wide"]').waitFor();
    await settle();
    const before = await cumulativeLayoutShift(page);
    list.release();
    await page
      .getByRole('link', { name: /^VIEW DETAILS/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    await settle();
    const cls = (await cumulativeLayoutShift(page)) - before;
    await screenshot(page, `layout-packages-${name}`);
    expect(cls).toBeLessThanOrEqual(0.02);
    await page.context().close();
  });
});

/**
 * Finding one's way on the composed site: the header's tagline beside the navigation at
 * phone and desktop widths, a package that is no longer there, a holiday type's list named
 * by the catalogue, the retreat and the way back, the skip link's target on every remote's
 * pages, and where focus goes after an in-app navigation.
 */

import { catalogueCalls, type PackageListResponse } from '@agency/contracts';
import { retreatPaths, site } from '@agency/site';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { hydrated, settled, visit } from './support/shellPage';
import { ADMIN, signInStaff } from './support/staffSignIn';
import { api, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box | null> {
  const handle = await page.$(selector);
  return handle ? handle.boundingBox() : null;
}

async function staffToken(): Promise<string> {
  const res = await fetch(`${suite.site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

/** What has focus: its tag, and whether it is (or is inside) the main region. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      text: active?.textContent?.trim().slice(0, 80) ?? '',
      inMain: Boolean(active?.closest('main')) || active?.tagName === 'MAIN',
    };
  });
}

describe("the header's tagline", () => {
  it.each([
    [390, 844],
    [1280, 800],
    [1366, 768],
    [1440, 900],
  ])('never runs under the navigation at %i px', async (width, height) => {
    const page = await openPage(suite.browser, { width, height });
    await visit(page, suite.site.url, '/');
    const header = page
      .locator('header')
      .filter({ has: page.getByRole('link', { name: new RegExp(site.brandName) }) })
      .first();
    const tagline = header.getByText(site.tagline);
    const nav = await boxOf(page, 'nav[aria-label="Main"]');
    const taglineShown = await tagline.isVisible();
    if (width >= 1200) {
      // Wide screens show it, whole (not clipped), beside the navigation.
      expect(taglineShown).toBe(true);
      expect(
        await tagline.evaluate(
          (element) => element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1,
        ),
      ).toBe(true);
    }
    const taglineBox = taglineShown ? await tagline.boundingBox() : null;
    const brandBox = (await header
      .getByRole('link', { name: new RegExp(site.brandName) })
      .first()
      .boundingBox())!;
    if (nav && nav.width > 0) {
      expect(overlaps(brandBox, nav)).toBe(false);
      if (taglineBox) expect(overlaps(taglineBox, nav)).toBe(false);
      for (const name of ['Home', 'Destination', 'Holiday Types', 'Exclusive Deals', 'About Us', 'Contact Us']) {
        const item = await page.getByRole('navigation', { name: 'Main' }).getByText(name, { exact: true }).first().boundingBox();
        expect([name, taglineBox !== null && item !== null && overlaps(taglineBox, item)]).toEqual([name, false]);
      }
    } else {
      const button = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      expect(overlaps(brandBox, button)).toBe(false);
      if (taglineBox) expect(overlaps(taglineBox, button)).toBe(false);
    }
    await screenshot(page, `header-tagline-${width}`);
    // Nothing above the page's content spills out sideways either.
    const spilling = await page.evaluate(() =>
      [...document.querySelectorAll('#root header, #root header *, #root header ~ *:not(main) *')]
        .concat([...document.querySelectorAll('#root [data-remote] > div > div:first-child *')])
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 30)}`),
    );
    expect(spilling).toEqual([]);
    await page.context().close();
  });
});

describe('a package that is no longer available', () => {
  it('answers 404 and says so, offering holidays of the same country or type instead of a failed load', async () => {
    const [gone] = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=1')).data;
    const { data: before } = await api<{ data: { destinations: { countries: { name: string }[] } } }>(
      suite.site.url,
      `packages/${gone._id}`,
    );
    const token = await staffToken();
    const deleted = await fetch(`${suite.site.url}/api/packages/${gone._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);

    const served = await fetch(`${suite.site.url}/package-detail/${gone._id}`);
    // 404; or, when the render outlasted its head start on a busy machine, a streamed page (docs/architecture.md, the page protocol).
    if (served.status !== 404) expect([served.status, served.headers.get('x-render-mode')]).toEqual([200, 'streamed']);
    const html = await served.text();
    expect(html).toContain('This holiday is no longer available');
    expect(html).not.toContain('Could not load package details.');

    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      const page = await openPage(suite.browser, { width, height });
      await visit(page, suite.site.url, `/package-detail/${gone._id}`);
      await page.getByRole('heading', { level: 1, name: 'This holiday is no longer available' }).waitFor();
      const offer = page.getByRole('region', { name: 'Similar holidays' });
      const links = offer.getByRole('link');
      await links.first().waitFor();
      expect(await page.getByText('Could not load package details.').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      // The first offer shares the missing package's country.
      const firstId = Number((await links.first().getAttribute('href'))!.split('/').pop());
      expect(firstId).not.toBe(gone._id);
      const { data: first } = await api<{ data: { destinations: { countries: { name: string }[] } } }>(
        suite.site.url,
        `packages/${firstId}`,
      );
      const countries = before.destinations.countries.map((country) => country.name);
      expect(first.destinations.countries.some((country) => countries.includes(country.name))).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, `package-gone-${width}`, true);
      await links.first().click();
      await page.waitForURL((url) => url.pathname === `/package-detail/${firstId}`);
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'no longer available' }).waitFor();
      await page.context().close();
    }
  });
});

describe('a holiday type from the Holiday Types menu', () => {
  it("is titled and headed by the catalogue's name for it, not its key or 'Exclusive Deals'", async () => {
    const types = await api<{ name: string; ShowName: string }[]>(suite.site.url, catalogueCalls.holidayTypes.path.replace('/api/', ''));
    const adults = types.find((type) => type.name === 'Adults_Only_Holidays')!;
    expect(adults.ShowName).toBe('Adults Only Holidays');
    const page = await openPage(suite.browser, { width: 1440, height: 900 });
    await visit(page, suite.site.url, '/packages/?holidayType=Adults_Only_Holidays');
    await page.getByRole('heading', { level: 1, name: adults.ShowName }).waitFor();
    expect(await page.title()).toBe(`${adults.ShowName} packages | ${site.brandName}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Exclusive Deals' }).count()).toBe(0);
    await screenshot(page, 'holiday-type-list-1440');
    await page.context().close();
  });
});

describe('the retreat from the storefront and back', () => {
  it.each([
    [390, 844],
    [1440, 900],
  ])('is linked from every public page and links back to the agency at %i px', async (width, height) => {
    const page = await openPage(suite.browser, { width, height });
    await visit(page, suite.site.url, '/Aboutus');
    await page.getByRole('link', { name: 'The Awakening Retreat, Pushkar' }).click();
    await page.waitForURL((url) => url.pathname === retreatPaths.retreat);
    await settled(page);
    const back = page.getByRole('link', { name: `All ${site.brandName} holidays` });
    await back.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, `retreat-way-back-${width}`);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'The Awakening Retreat, Pushkar' }).waitFor();
    await page.context().close();
  });
});

describe('the skip link', () => {
  it('has its target on the storefront, the retreat, the payment pages and the back office', async () => {
    const page = await openPage(suite.browser, { width: 1440, height: 900 });
    const expectTarget = async (path: string) => {
      await visit(page, suite.site.url, path);
      const href = await page.getByRole('link', { name: 'Skip to main content' }).getAttribute('href');
      expect([path, await page.locator(`main${href}`).count()]).toEqual([path, 1]);
    };
    for (const path of [
      '/',
      retreatPaths.retreat,
      `${retreatPaths.paymentSuccess}?txnid=none`,
      `${retreatPaths.paymentFailed}?txnid=none`,
      retreatPaths.payForm,
      retreatPaths.checkout,
      '/Log',
      '/Login',
    ]) {
      await expectTarget(path);
    }
    // Signed in: the admin portal and a staff screen.
    await signInStaff(page, suite.site.url, ADMIN);
    await settled(page);
    const href = await page.getByRole('link', { name: 'Skip to main content' }).getAttribute('href');
    await page.locator(`main${href}`).waitFor();
    await expectTarget('/Account/home');
    // The guard shows its own <main> while it verifies the session, and then the staff
    // layout's: focus put in the first would be dropped with it. Wait for the page's heading.
    await page.locator('main h1').waitFor();
    // The link moves focus into it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await page.context().close();
  });
});

describe('focus after an in-app navigation', () => {
  it("moves to the new page's main heading, and stays put on the first load", async () => {
    const page = await openPage(suite.browser, { width: 1440, height: 900 });
    await visit(page, suite.site.url, '/');
    expect((await focused(page)).tag).toBe('body');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL((url) => url.pathname === '/Aboutus');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && Boolean(document.activeElement.closest('main')));
    await hydrated(page);
    // Into another remote: the retreat's heading.
    await page.getByRole('link', { name: 'The Awakening Retreat, Pushkar' }).click();
    await page.waitForURL((url) => url.pathname === retreatPaths.retreat);
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('main')) && document.activeElement?.tagName === 'H1');
    expect((await focused(page)).inMain).toBe(true);
    await page.context().close();
  });
});

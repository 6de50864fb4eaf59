/**
 * Public pages as a search engine, a link preview and a phone on mobile data receive them:
 * the HTML carries the page's content, head and status before any script runs, and the
 * browser's hydration of it calls nothing the HTML already shows and logs no error.
 */

import type { catalogueCalls, Package, PackageListResponse, ResponseOf } from '@agency/contracts';
import { NOT_FOUND_TITLE } from '@agency/site';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { holdCalls, openPage } from './support/browser';
import { isOpen, summaryNamed, waitUntilOpen } from './support/disclosure';
import { hydrated, settled, visit } from './support/shellPage';
import { api } from './support/storefrontPage';
import { startSuite } from './support/suite';

const suite = startSuite();

interface Answer {
  status: number;
  headers: Headers;
  document: Document;
  html: string;
}

/** A page as fetched, parsed without running any of its scripts. */
async function fetchPage(path: string): Promise<Answer> {
  const response = await fetch(`${suite.site.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, document: new JSDOM(html).window.document };
}

/**
 * A page answered in one piece. On a busy machine a render may outlast the gateway's head
 * start and be streamed instead (`x-render-mode: streamed`, docs/architecture.md): a
 * legitimate answer, but not the one whose headers can say how it was rendered, so that one
 * is asked for again (the first render of a fresh site also loads the remote's server build).
 */
async function fetchWholePage(path: string): Promise<Answer> {
  let answer = await fetchPage(path);
  for (let attempt = 1; attempt < 5 && answer.headers.get('x-render-mode') === 'streamed'; attempt += 1) answer = await fetchPage(path);
  return answer;
}

const meta = (document: Document, key: string) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;

function structuredData(document: Document): Array<Record<string, any>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

/** The root element's text: what the page shows before the shell's script runs. */
const rendered = (document: Document) => document.getElementById('root')?.textContent ?? '';

function expectHead(document: Document, { title, canonical }: { title: RegExp; canonical: string }) {
  expect(document.title).toMatch(title);
  expect(meta(document, 'description')?.length ?? 0).toBeGreaterThan(40);
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${suite.site.url}${canonical}`);
  expect(meta(document, 'og:title')).toBe(document.title);
  expect(meta(document, 'og:description')).toBe(meta(document, 'description'));
  expect(meta(document, 'og:url')).toBe(`${suite.site.url}${canonical}`);
  expect(meta(document, 'og:image')).toMatch(new RegExp(`^${suite.site.url}/api/og/.+\\.png`));
  expect(meta(document, 'twitter:card')).toBe('summary_large_image');
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPreviewImage(document: Document) {
  const response = await fetch(meta(document, 'og:image')!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const size = pngSize(Buffer.from(await response.arrayBuffer()));
  expect(size.width).toBeGreaterThanOrEqual(1200);
  expect(size.height).toBeGreaterThanOrEqual(630);
}

async function firstPackages(): Promise<PackageListResponse['data']> {
  return (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7')).data;
}

describe('the HTML of each public page, before any script', () => {
  it('home: the top deals with their prices, the agency as JSON-LD, named by the version that rendered it', async () => {
    const page = await fetchWholePage('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-render-mode')).toBe('server');
    const registry = (await (await fetch(`${suite.site.url}/registry.json`)).json()) as {
      remotes: Array<{ name: string; active: { version: string } }>;
    };
    const storefront = registry.remotes.find((remote) => remote.name === 'storefront')!;
    expect(page.headers.get('x-remote-versions')).toBe(`storefront@${storefront.active.version}`);
    const text = rendered(page.document);
    const top = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=4')).data;
    for (const pkg of top) expect(text).toContain(pkg.packageName);
    expect(text).toContain(rupees(top[0].pricing[0]?.price ?? 0));
    expectHead(page.document, { title: /Escape Vacation/, canonical: '/' });
    const agency = structuredData(page.document).find((data) => data['@type'] === 'TravelAgency');
    expect(agency).toMatchObject({ name: 'Escape Vacation', url: `${suite.site.url}/`, address: { addressLocality: 'New Delhi' } });
    await expectPreviewImage(page.document);
    // The registry is inlined: the shell needs no /registry.json before its first paint.
    const boot = JSON.parse(page.document.getElementById('agency-boot')?.textContent ?? '{}');
    expect(boot.registry.remotes.map((remote: { name: string }) => remote.name)).toContain('storefront');
    expect(boot.rendered).toEqual({ remote: 'storefront', version: storefront.active.version });
    // The remote's stylesheets are in the head. Its manifest (which the shell's federation
    // runtime reads first), entry and first chunks are listed for the shell to preload all
    // at once when its app starts; no script but the shell's small entry is in the head.
    const base = `/remotes/storefront/${storefront.active.version}/`;
    expect(boot.preload[0]).toEqual({ href: `${base}mf-manifest.json`, as: 'fetch' });
    expect(boot.preload).toContainEqual({ href: `${base}remoteEntry.js`, as: 'script' });
    expect(boot.preload.filter((hint: { as: string }) => hint.as === 'script').length).toBeGreaterThan(1);
    expect(page.document.querySelectorAll('head link[rel="preload"][as="script"]')).toHaveLength(0);
    expect(page.document.querySelectorAll('head script[src]')).toHaveLength(1);
    expect(page.document.querySelectorAll(`head link[rel="stylesheet"][href^="${base}"]`).length).toBeGreaterThan(0);
  });

  it('/packages: the list of the first page, its count, and a head that follows the filters', async () => {
    const packages = await firstPackages();
    const page = await fetchPage('/packages');
    expect(page.status).toBe(200);
    const text = rendered(page.document);
    for (const pkg of packages) expect(text).toContain(pkg.packageName);
    expectHead(page.document, { title: /^Holiday packages \| Escape Vacation$/, canonical: '/packages' });

    const filtered = await fetchPage('/packages/?country=thailand&sortBy=price');
    expect(filtered.document.title).toBe('Holiday packages to Thailand | Escape Vacation');
    expect(filtered.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${suite.site.url}/packages?country=thailand`,
    );
    const thai = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=7&country=thailand')).data;
    for (const pkg of thai) expect(rendered(filtered.document)).toContain(pkg.packageName);
  });

  it('a package: name, destinations, nights and price in the HTML, a TouristTrip with its Offer in INR, and a PNG preview', async () => {
    const [summary] = await firstPackages();
    const { data: pkg } = await api<ResponseOf<typeof catalogueCalls.getPackage>>(suite.site.url, `packages/${summary._id}`);
    const page = await fetchPage(`/package-detail/${pkg._id}`);
    expect(page.status).toBe(200);
    expect(page.document.querySelector('#root h1')?.textContent).toBe(pkg.packageName);
    const text = rendered(page.document);
    expect(text).toContain('OVERVIEW');
    expect(text).toContain(rupees(pkg.pricing[0].price));
    for (const country of pkg.destinations.countries) expect(text).toContain(country.name);
    expectHead(page.document, {
      title: new RegExp(`^${escapeRegExp(pkg.packageName)}: \\d+ nights from ₹`),
      canonical: `/package-detail/${pkg._id}`,
    });
    expect(meta(page.document, 'og:type')).toBe('product');
    const trip = structuredData(page.document).find((data) => data['@type'] === 'TouristTrip') as Record<string, any>;
    expect(trip).toMatchObject({ name: pkg.packageName, offers: { '@type': 'Offer', priceCurrency: 'INR', price: pkg.pricing[0].price } });
    const crumbs = structuredData(page.document).find((data) => data['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Packages', pkg.packageName]);
    await expectPreviewImage(page.document);
  });

  it('a country page under any spelling has one canonical address, its deals and its breadcrumbs', async () => {
    const upper = await fetchPage('/THAILAND');
    const lower = await fetchPage('/thailand');
    for (const page of [upper, lower]) {
      expect(page.status).toBe(200);
      expect(page.document.querySelector('#root h1')?.textContent).toBe('THAILAND');
      expectHead(page.document, { title: /^Thailand holiday packages \| Escape Vacation$/, canonical: '/Thailand' });
    }
    const deals = await api<Package[]>(suite.site.url, 'deals/thailand');
    expect(deals.length).toBeGreaterThan(0);
    expect(rendered(upper.document)).toContain(deals[0].packageName);
    const crumbs = structuredData(upper.document).find((data) => data['@type'] === 'BreadcrumbList') as Record<string, any>;
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Asia', 'Thailand']);
  });

  it('a continent, a holiday type, the legal pages and About Us carry their own titles', async () => {
    const pages: Array<[string, RegExp, string]> = [
      ['/Asia', /^Asia holiday packages/, 'Asia'],
      ['/Holidays/Beach_Holidays', /^Beach Holidays packages/, 'Beach'],
      ['/Terms%20&%20conditions', /^Terms & Conditions \|/, 'Terms & Conditions'],
      ['/PrivacyPolicy', /^Privacy Notice \|/, 'Privacy'],
      ['/Aboutus', /^About Us \|/, 'About Us'],
    ];
    const titles = new Set<string>();
    for (const [path, title, shown] of pages) {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(page.document.title).toMatch(title);
      expect(rendered(page.document)).toContain(shown);
      titles.add(meta(page.document, 'description') ?? '');
    }
    expect(titles.size).toBe(pages.length);
  });

  it('the retreat: its rooms and prices in the HTML, a Product with rupee offers', async () => {
    const page = await fetchPage('/the-awakening-retreat');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-remote-versions')).toMatch(/^retreat@/);
    const inventory = await api<Array<{ category: string; items: Array<{ price: number }> }>>(suite.site.url, 'inventory');
    const text = rendered(page.document);
    for (const room of inventory) {
      expect(text).toContain(room.category);
      expect(text).toContain(rupees(room.items[0].price));
    }
    expectHead(page.document, { title: /^The Awakening Retreat/, canonical: '/the-awakening-retreat' });
    const product = structuredData(page.document).find((data) => data['@type'] === 'Product') as Record<string, any>;
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: Math.min(...inventory.map((room) => room.items[0].price)),
    });
  });
});

describe('status codes', () => {
  it('an unknown path answers 404 with the not-found page rendered, deep or not', async () => {
    for (const path of ['/no-such-page', '/Atlantis', '/a/b/c']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(404);
      expect(page.document.querySelector('#root h1')?.textContent).toBe(NOT_FOUND_TITLE);
      expect(meta(page.document, 'robots')).toBe('noindex');
    }
  });

  it('a package that is not there answers 404', async () => {
    expect((await fetchPage('/package-detail/99999999')).status).toBe(404);
    expect((await fetchPage('/package-detail/not-a-number')).status).toBe(404);
  });

  it('the old /Deal address: with a package id it redirects to the canonical page; without, the browser renders it, out of search', async () => {
    const redirect = await fetchPage('/Deal?id=3');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/package-detail/3');
    const bare = await fetchPage('/Deal');
    expect(bare.status).toBe(200);
    expect(bare.headers.get('x-render-mode')).toBe('client');
    expect(meta(bare.document, 'robots')).toBe('noindex');
  });

  it('staff pages stay client-rendered and tell search engines to keep away', async () => {
    const page = await fetchPage('/Log');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('x-render-mode')).toBe('client');
    expect(page.document.getElementById('agency-boot')).not.toBeNull();
  });
});

describe('in the browser', () => {
  /** Opens a page and records the API data calls it makes and what its console reports. */
  async function hydrate(path: string): Promise<{ page: Page; calls: string[]; problems: string[]; remoteScripts: string[] }> {
    const page = await openPage(suite.browser, { width: 390, height: 844 });
    const calls: string[] = [];
    const problems: string[] = [];
    const remoteScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remotes/') && url.pathname.endsWith('.js')) remoteScripts.push(url.pathname);
      // Pictures are not data: they load as the page shows them.
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/') && !url.pathname.startsWith('/api/og/'))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`${suite.site.url}${path}`, { waitUntil: 'networkidle' });
    await settled(page);
    return { page, calls, problems, remoteScripts };
  }

  it.each(['/', '/packages', '/package-detail/1', '/the-awakening-retreat', '/Thailand'])(
    'hydrating %s calls nothing the HTML already shows, loads only scripts it preloaded, and logs no error or hydration warning',
    async (path) => {
      const { page, calls, problems, remoteScripts } = await hydrate(path);
      expect(calls).toEqual([]);
      expect(problems).toEqual([]);
      // Hydrated, not replaced: React took over the server's elements.
      const taken = await page.evaluate(() => {
        const remote = document.querySelector('[data-remote]');
        return remote !== null && Object.keys(remote).some((key) => key.startsWith('__reactFiber'));
      });
      expect(taken).toBe(true);
      // The shell preloaded the remote's entry when its app started (BootData.preload); an
      // unused or mismatched preload would have been a console warning above.
      expect(await page.locator('head link[rel="preload"][as="script"][href$="/remoteEntry.js"]').count()).toBe(1);
      // Every script of the remote that hydration needed was among them: the page's own
      // on-demand chunk too (the server noted it while rendering), not asked for a round trip later.
      const preloaded = await page.$$eval('head link[rel="preload"]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(remoteScripts.length).toBeGreaterThan(0);
      expect(remoteScripts.filter((script) => !preloaded.includes(script))).toEqual([]);
      await page.context().close();
    },
  );

  it('with JavaScript off, the pages still read and their links navigate', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const [first] = await firstPackages();
    await page.goto(`${suite.site.url}/packages`);
    await page.getByText(first.packageName).first().waitFor();
    await page.locator(`a[href="/package-detail/${first._id}"]`).first().click();
    await page.waitForURL(`${suite.site.url}/package-detail/${first._id}`);
    await page.getByRole('heading', { level: 1, name: first.packageName }).waitFor();
    // The brand's link leads home, where the top deals are there to read.
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${suite.site.url}/`);
    const [top] = (await api<PackageListResponse>(suite.site.url, 'packages?page=1&limit=4')).data;
    await page.getByText(top.packageName).first().waitFor();
    // What a page shows collapsed is open to read; a toggle that would do nothing is not offered.
    await page.goto(`${suite.site.url}/Terms%20&%20conditions`);
    await page.getByText(/The price of your holiday will not be changed within 20 days of your departure/).waitFor();
    await page.goto(`${suite.site.url}/Middleeast`);
    // Show More is the browser's own disclosure: it opens without scripts too.
    const further = page.locator('main details:has(> summary) > p');
    expect(await further.isVisible()).toBe(false);
    await summaryNamed(page, 'Show More').click();
    expect(await further.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /VIEW COUNTRY LIST/ }).isVisible()).toBe(false);
    await page.goto(`${suite.site.url}/package-detail/${first._id}`);
    await page.getByRole('heading', { level: 1, name: first.packageName }).waitFor();
    for (const name of ['Open menu', 'Next slide', 'Previous slide', 'Show slide 1'])
      expect(await page.getByRole('button', { name }).isVisible()).toBe(false);
    await context.close();
  });

  it('a tap on a clause before the app runs opens it, and the app, once live, opens its pair too', async () => {
    const page = await openPage(suite.browser, { width: 390, height: 844 });
    // The shell's app is held back: the page is the server's HTML, shown and not yet live.
    const app = await holdCalls(page, (url) => /^\/app\.[0-9a-f]+\.js$/.test(url.pathname));
    const asked = page.waitForRequest((request) => /^\/app\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname));
    await page.goto(`${suite.site.url}/Terms%20&%20conditions`, { waitUntil: 'domcontentloaded' });
    await asked;
    const clauseA = summaryNamed(page, /^A3\./);
    const clauseB = summaryNamed(page, /^B3\./);
    await clauseA.click();
    // The browser opened it: no script was needed.
    expect(await isOpen(clauseA)).toBe(true);
    await page.getByText(/The price of your holiday will not be changed within 20 days of your departure/).waitFor();
    expect(await isOpen(clauseB)).toBe(false);
    app.release();
    await settled(page);
    await hydrated(page);
    // Hydrated, the page takes the open clause as its shared index: section B's third opens.
    await waitUntilOpen(clauseB, true);
    expect(await isOpen(clauseA)).toBe(true);
    await page.context().close();
  });

  it("the retreat's guests chosen and Book Now tapped before the app runs: it starts, says it is busy, and opens that booking once live", async () => {
    const page = await openPage(suite.browser, { width: 390, height: 844 });
    const isApp = (url: URL) => /^\/app\.[0-9a-f]+\.js$/.test(url.pathname);
    const app = await holdCalls(page, isApp);
    const asked = page.waitForRequest((request) => isApp(new URL(request.url())));
    await page.goto(`${suite.site.url}/the-awakening-retreat`, { waitUntil: 'commit' });
    const book = page.getByRole('button', { name: 'Book Now: Duo Room' });
    await book.waitFor();
    // The visitor picks three guests (two is the room's default) on the server's HTML first: the live page takes that choice.
    const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: 'Duo Room', exact: true }) });
    await card.getByRole('combobox', { name: 'Guests' }).selectOption('3');
    await book.click();
    // The tap is held on its button, which says it is busy, and the app is on its way.
    expect(await book.getAttribute('aria-busy')).toBe('true');
    await asked;
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shell-ready'))).toBe(false);
    app.release();
    // Live, the page answers the tap it was given: the booking modal of that room.
    const dialog = page.getByRole('dialog', { name: 'Book the Duo Room' });
    await dialog.waitFor();
    expect(await dialog.locator('dt:text-is("Guests") + dd').innerText()).toBe('3');
    expect(await book.getAttribute('aria-busy')).toBeNull();
    await page.context().close();
  });

  it('a filter ticked on the deals list before the app runs applies once it is live', async () => {
    const page = await openPage(suite.browser, { width: 1366, height: 768 });
    const app = await holdCalls(page, (url) => /^\/app\.[0-9a-f]+\.js$/.test(url.pathname));
    await page.goto(`${suite.site.url}/packages`, { waitUntil: 'commit' });
    const types = page.getByRole('group', { name: 'Holiday types' });
    const first = types.getByRole('checkbox').first();
    await first.check();
    const value = await first.getAttribute('value');
    expect(new URL(page.url()).search).toBe('');
    app.release();
    await page.waitForURL((url) => url.searchParams.get('holidayType') === value);
    await settled(page);
    expect(await first.isChecked()).toBe(true);
    await page.context().close();
  });

  it('a client navigation after hydration still loads what the next page needs', async () => {
    const { page, problems } = await hydrate('/Aboutus');
    await visit(page, suite.site.url, '/Aboutus');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/packages');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const [first] = await firstPackages();
    await page.getByText(first.packageName).first().waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * GET /sitemap.xml and /sitemaps/<n>.xml on every test database, with the read cache on as in
 * production: every public page as an absolute URL on PUBLIC_URL, exactly the packages in the
 * database (a package created or deleted shows at once), well-formed XML, W3C lastmod times,
 * and the split into an index past the URLs a file may hold.
 */

import { HOLIDAY_TYPES, HOME_DEAL_SECTIONS } from '@agency/contracts';
import { type Config, createServer, servicePlugin } from '@agency/service-common';
import { formBody, IMAGES, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { catalogueService, createCatalogueService } from '../src';

const ORIGIN = 'https://www.escape-vacation.example';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const { DOMParser } = new JSDOM().window;

/** The document, or a failure naming the parser's complaint when it is not well-formed XML. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

interface Listed {
  loc: string;
  lastmod?: string;
}

function urlsOf(text: string): Listed[] {
  const doc = parseXml(text);
  expect(doc.documentElement.localName).toBe('urlset');
  expect(doc.documentElement.namespaceURI).toBe(NAMESPACE);
  return [...doc.getElementsByTagNameNS(NAMESPACE, 'url')].map((url) => {
    const lastmod = url.getElementsByTagNameNS(NAMESPACE, 'lastmod')[0]?.textContent ?? undefined;
    return { loc: url.getElementsByTagNameNS(NAMESPACE, 'loc')[0].textContent ?? '', ...(lastmod ? { lastmod } : {}) };
  });
}

function partsOf(text: string): string[] {
  const doc = parseXml(text);
  expect(doc.documentElement.localName).toBe('sitemapindex');
  expect(doc.documentElement.namespaceURI).toBe(NAMESPACE);
  return [...doc.getElementsByTagNameNS(NAMESPACE, 'sitemap')].map(
    (part) => part.getElementsByTagNameNS(NAMESPACE, 'loc')[0].textContent ?? '',
  );
}

/** The catalogue on an existing database with other options (the sitemap's split, the public origin). */
async function catalogueOn(
  service: TestService,
  options: Parameters<typeof createCatalogueService>[0],
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = createServer({ logger: false });
  await app.register(servicePlugin(createCatalogueService(options)), { db: service.db, config: { ...service.config, ...config } });
  await app.ready();
  return app;
}

describe.each(testDatabaseKinds())('the sitemap on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, {
      config: { uploadDir: folder.dir, readCache: true, publicUrl: `${ORIGIN}/`, publicUrlIsDefault: false },
    });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  const get = (url: string, app: FastifyInstance = service.app, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const packageIds = async () => (await service.db('packages').select('id').orderBy('id')).map((row: { id: number }) => Number(row.id));
  const listedPackageIds = (urls: Listed[]) =>
    urls.flatMap(({ loc }) => {
      const match = /\/package-detail\/(\d+)$/.exec(loc);
      return match ? [Number(match[1])] : [];
    });

  it('answers well-formed XML with the read cache headers', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=[0-5]$/);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(urlsOf(res.body).length).toBeGreaterThan(100);
    const again = await get('/sitemap.xml', service.app, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lists every public page as an absolute URL on PUBLIC_URL, each once', async () => {
    const urls = urlsOf((await get('/sitemap.xml')).body);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);

    const continents = await service.db('continents').select('route');
    const countries = await service.db('countries').select('name');
    expect(continents.length).toBe(7);
    const expected = [
      '/',
      '/Destination',
      ...continents.map((c: { route: string }) => `/${c.route}`),
      ...countries.map((c: { name: string }) => `/${c.name.replace(/\s+/g, '')}`),
      '/Holidays',
      '/Exclusive',
      ...HOLIDAY_TYPES.map((type) => `/Holidays/${type}`),
      ...HOME_DEAL_SECTIONS.map((section) => `/Exclusive/${section}`),
      '/packages',
      '/the-awakening-retreat',
      '/Aboutus',
      '/contact',
      '/Terms%20&%20conditions',
      '/PrivacyPolicy',
    ];
    expect(locs).toEqual(expect.arrayContaining(expected.map((path) => `${ORIGIN}${path}`)));
    expect(locs).toContain(`${ORIGIN}/SouthAfrica`);
    expect(locs).toContain(`${ORIGIN}/Middleeast`);
    // Nothing but those and the packages; no staff page, no checkout step.
    expect(locs.length).toBe(expected.length + (await packageIds()).length);
    expect(locs.some((loc) => /\/(Log|Login|Account|admin|PackageUploader|PayForm|PayUCheckout)\b/.test(loc))).toBe(false);
  });

  it('escapes the URLs for XML', async () => {
    const { body } = await get('/sitemap.xml');
    expect(body).toContain(`<loc>${ORIGIN}/Terms%20&amp;%20conditions</loc>`);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('lists exactly the packages in the database, each with its update time as a W3C date-time', async () => {
    const urls = urlsOf((await get('/sitemap.xml')).body);
    expect(listedPackageIds(urls)).toEqual(await packageIds());
    const rows = await service.db('packages').select('id', 'updated_at');
    const updated = new Map(rows.map((row: { id: number; updated_at: number | string }) => [Number(row.id), Number(row.updated_at)]));
    for (const url of urls.filter((u) => u.loc.includes('/package-detail/'))) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const id = Number(url.loc.slice(url.loc.lastIndexOf('/') + 1));
      expect(Date.parse(url.lastmod!)).toBe(Math.floor(updated.get(id)! / 1000) * 1000);
    }
    // Other pages carry no time the catalogue does not know.
    expect(urls.find((u) => u.loc === `${ORIGIN}/`)?.lastmod).toBeUndefined();
  });

  it('lists a package created a moment ago, with its new time, and drops it once deleted', async () => {
    const admin = tokens.bearer('admin');
    await get('/sitemap.xml'); // cached now
    const startedAt = Date.now();
    const body = await formBody(validForm({ packageName: 'Sitemap Test Escape' }), [{ filename: 'a.png', content: IMAGES.png }]);
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data._id;

    const afterCreate = urlsOf((await get('/sitemap.xml')).body);
    const entry = afterCreate.find((url) => url.loc === `${ORIGIN}/package-detail/${id}`);
    expect(entry).toBeDefined();
    expect(Date.parse(entry!.lastmod!)).toBeGreaterThanOrEqual(Math.floor(startedAt / 1000) * 1000);
    expect(listedPackageIds(afterCreate)).toEqual(await packageIds());

    const deleted = await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = urlsOf((await get('/sitemap.xml')).body);
    expect(afterDelete.some((url) => url.loc.endsWith(`/package-detail/${id}`))).toBe(false);
    expect(listedPackageIds(afterDelete)).toEqual(await packageIds());
  });

  it('has no parts while it fits in one file', async () => {
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
  });

  describe('past the URLs one file may hold', () => {
    const PER_FILE = 40;
    let split: FastifyInstance;
    beforeAll(async () => {
      split = await catalogueOn(service, { sitemap: { urlsPerFile: PER_FILE } });
    });
    afterAll(() => split.close());

    it('becomes an index of parts that together list every URL of the unsplit sitemap, in order', async () => {
      const whole = urlsOf((await get('/sitemap.xml')).body);
      const index = await get('/sitemap.xml', split);
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const parts = partsOf(index.body);
      expect(parts).toEqual(Array.from({ length: Math.ceil(whole.length / PER_FILE) }, (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`));
      expect(parts.length).toBeGreaterThan(1);

      const listed: Listed[] = [];
      for (const part of parts) {
        const res = await get(part.slice(ORIGIN.length), split);
        expect(res.statusCode).toBe(200);
        const urls = urlsOf(res.body);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(PER_FILE);
        listed.push(...urls);
      }
      expect(listed).toEqual(whole);
    });

    it('answers 404 past the last part and 400 for a name that is no part', async () => {
      const parts = partsOf((await get('/sitemap.xml', split)).body);
      const missing = await get(`/sitemaps/${parts.length + 1}.xml`, split);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
      for (const bad of ['/sitemaps/0.xml', '/sitemaps/one.xml', '/sitemaps/1.txt']) {
        const res = await get(bad, split);
        expect([bad, res.statusCode]).toEqual([bad, 400]);
        expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      }
    });
  });

  describe('without PUBLIC_URL', () => {
    let local: FastifyInstance;
    beforeAll(async () => {
      local = await catalogueOn(service, {}, { publicUrl: 'http://127.0.0.1:8080', publicUrlIsDefault: true });
    });
    afterAll(() => local.close());

    it('names the address it was asked at, each host its own (the cache keys on it)', async () => {
      const first = urlsOf((await get('/sitemap.xml', local, { host: 'agency.test:8080' })).body);
      const second = urlsOf((await get('/sitemap.xml', local, { host: 'other.test' })).body);
      expect(first[0].loc).toBe('http://agency.test:8080/');
      expect(second[0].loc).toBe('http://other.test/');
    });

    it('falls back to the configured address for a Host header that is no host name', async () => {
      const urls = urlsOf((await get('/sitemap.xml', local, { host: 'evil.test/"><x' })).body);
      expect(urls[0].loc).toBe('http://127.0.0.1:8080/');
    });
  });
});

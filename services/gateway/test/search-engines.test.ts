/**
 * What search engines and link previews fetch, through the gateway in one process and in
 * split mode: /robots.txt (the gateway's, from the registry's back-office routes), and the
 * catalogue's /sitemap.xml and /api/og/<image>.png, which the page handler must not swallow.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { catalogueService } from '@agency/catalogue';
import { emptyRegistry, type Registry, withDeployed } from '@agency/registry';
import { writeRegistry } from '@agency/registry/store';
import { type Config, createServer, prepareDatabase, servicePlugin } from '@agency/service-common';
import { ogImagePath } from '@agency/site';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';
import { robotsTxt } from '../src/robots';
import { type SeparateServices, startSeparateServices } from './support/separate-services';

const ORIGIN = 'https://www.escape-vacation.example';
const BACKOFFICE_ROUTES = ['/Log', '/Login', '/Account', '/PackageUploader', '/admin'];

function deployed(registry: Registry, name: string, version: string, routes: string[]): Registry {
  return withDeployed(registry, name, { version, deployedAt: '2026-01-01T00:00:00.000Z', routes });
}

describe.each(testDatabaseKinds())('search engines and link previews through the gateway on %s', (kind) => {
  let dir: string;
  let db: TestDatabase;
  let config: Config;
  let embedded: FastifyInstance;
  let split: FastifyInstance;
  let separate: SeparateServices;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'gateway-seo-'));
    config = testConfig({ deployDir: path.join(dir, 'deploy'), publicUrl: ORIGIN, publicUrlIsDefault: false });
    let registry = deployed(emptyRegistry(), 'storefront', '1.0.0-aaaaaaa1', ['/']);
    registry = deployed(registry, 'retreat', '1.0.0-bbbbbbb1', ['/the-awakening-retreat', '/PayForm']);
    registry = deployed(registry, 'backoffice', '1.0.0-ccccccc1', BACKOFFICE_ROUTES);
    await writeRegistry(config.deployDir, registry);
    db = await createTestDatabase(kind, { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    embedded = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    separate = await startSeparateServices(db.db, config);
    split = await buildGateway({ config, mode: { kind: 'split', upstreams: separate.upstreams, db: db.db }, logger: false });
  });

  afterAll(async () => {
    await embedded.close();
    await split.close();
    await separate.close();
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const modes = () =>
    [
      ['embedded', embedded],
      ['split', split],
    ] as const;

  describe('/robots.txt', () => {
    it('opens the site, closes /api/ and the back office routes of the registry, and names the sitemap', async () => {
      const res = await embedded.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual([
        'Disallow: /api/',
        ...BACKOFFICE_ROUTES.map((route) => `Disallow: ${route}`),
      ]);
      expect(lines).toContain('Allow: /');
      // Link previews' crawlers obey robots.txt when they fetch og:image.
      expect(lines).toContain('Allow: /api/og/');
      expect(lines).toContain('Allow: /api/images/');
      expect(lines[lines.length - 1]).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(res.body).not.toMatch(/Disallow: \/(the-awakening-retreat|PayForm)\b/);
    });

    it('follows a deploy of the back office without a restart', async () => {
      const { ledger } = embedded.releases;
      const release = {
        remote: 'backoffice',
        version: '1.0.0-ccccccc2',
        deployedAt: '2025-01-02T00:00:00.000Z',
        routes: [...BACKOFFICE_ROUTES, '/Reports'],
      };
      const facts = { contentHash: null, files: null, sharedVersions: null, contractVersion: null, commit: null, publishedBy: 'test' };
      await ledger.publish({ ...release, ...facts }, { by: 'test', reason: 'a new staff page' });
      try {
        // Published through one instance, seen by the other (they share the database).
        const res = await split.inject({ method: 'GET', url: '/robots.txt' });
        expect(res.body).toContain('Disallow: /Reports\n');
      } finally {
        await ledger.activate('backoffice', { by: 'test', reason: 'undo' });
      }
    });

    it('closes only /api/ before a back office is deployed', () => {
      const text = robotsTxt(ORIGIN, []);
      expect(text.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    });
  });

  it.each(['embedded', 'split'] as const)('serves the catalogue sitemap in %s mode, never the page', async (mode) => {
    const gateway = mode === 'embedded' ? embedded : split;
    const res = await gateway.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>${ORIGIN}/package-detail/1</loc>`);
    // The sitemap fits one file: its parts are the catalogue's JSON 404, not the shell's page.
    const part = await gateway.inject({ method: 'GET', url: '/sitemaps/1.xml' });
    expect(part.statusCode).toBe(404);
    expect(part.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers the same sitemap in both modes', async () => {
    const [one, proxied] = await Promise.all(modes().map(([, gateway]) => gateway.inject({ method: 'GET', url: '/sitemap.xml' })));
    expect(proxied.body).toBe(one.body);
  });

  it('names the address the visitor asked at when PUBLIC_URL is unset, in split mode too', async () => {
    const local = { ...config, publicUrl: 'http://127.0.0.1:8080', publicUrlIsDefault: true };
    // A standalone service trusts the gateway on loopback (services/common/src/standalone.ts).
    const catalogue = createServer({ logger: false, trustProxy: 'loopback' });
    await catalogue.register(servicePlugin(catalogueService), { db: db.db, config: local });
    const upstream = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    const gateway = await buildGateway({
      config: local,
      mode: { kind: 'split', upstreams: { ...separate.upstreams, catalogue: upstream }, db: db.db },
      logger: false,
    });
    try {
      const res = await gateway.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.agency.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<loc>http://shop.agency.test/</loc>');
      const robots = await gateway.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'shop.agency.test' } });
      expect(robots.body).toContain('Sitemap: http://shop.agency.test/sitemap.xml');
    } finally {
      await gateway.close();
      await catalogue.close();
    }
  });

  it.each(['embedded', 'split'] as const)('serves the 1200×630 link previews in %s mode', async (mode) => {
    const gateway = mode === 'embedded' ? embedded : split;
    const res = await gateway.inject({ method: 'GET', url: ogImagePath('country-thailand.svg', 'abc') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const missing = await gateway.inject({ method: 'GET', url: ogImagePath('country-atlantis.svg') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the API documentation of these calls', () => {
  it('documents the sitemap at the site root and the previews as PNG', async () => {
    const { openApiDocument } = await import('../src/openapi');
    const doc = openApiDocument('1.0.0', 'public') as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(doc.paths['/sitemap.xml'].get.responses['200'].content)).toEqual(['application/xml']);
    expect(Object.keys(doc.paths['/api/og/{file}'].get.responses['200'].content)).toEqual(['image/png']);
    expect(Object.keys(doc.paths['/api/og/{file}'].get.responses['404'].content)).toEqual(['application/json']);
  });
});

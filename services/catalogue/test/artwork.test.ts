/**
 * GET /api/images/:file: deterministic SVG posters for every name the seed stores,
 * long-lived caching and a locked-down CSP, 404 for unknown names and 400 for bad ones.
 */

import { createServer, installErrorHandler } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';
import { renderArtwork } from '../src/artwork';
import { resolveArtwork } from '../src/artwork/names';
import { imageRoutes } from '../src/routes/images';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';

let app: FastifyInstance;
beforeAll(async () => {
  app = createServer({ logger: false });
  installErrorHandler(app);
  await app.register(imageRoutes);
  await app.ready();
});
afterAll(() => app.close());

const get = (file: string) => app.inject({ method: 'GET', url: `/api/images/${file}` });

describe('GET /api/images/:file', () => {
  it.each([
    'country-thailand.svg',
    'continent-middle-east.svg',
    'holiday-beach-holidays.svg',
    'banner-1.svg',
    'payment-terms.svg',
    'retreat-hero.svg',
    'about-us.svg',
  ])('answers %s with a small, cacheable SVG document', async (file) => {
    const res = await get(file);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"')).toBe(true);
    expect(res.body.endsWith('</svg>')).toBe(true);
    expect(res.body).not.toMatch(/<script|href=|url\((?!#)/i);
    expect(res.body.length).toBeLessThan(16 * 1024);
  });

  it('draws the same bytes for the same name, and different posters for different places', async () => {
    const [a, b, c] = await Promise.all([get('country-dubai.svg'), get('country-dubai.svg'), get('country-india.svg')]);
    expect(a.body).toBe(b.body);
    expect(a.body).not.toBe(c.body);
    expect(a.body).toContain('>Dubai</text>');
    expect(c.body).toContain('>India</text>');
  });

  it('gives each picture of a package its own light', async () => {
    const pictures = await Promise.all([1, 2, 3, 4].map((n) => get(`package-enchanting-bali-honeymoon-escape-${n}.svg`)));
    for (const res of pictures) expect(res.statusCode).toBe(200);
    expect(new Set(pictures.map((res) => res.body)).size).toBe(4);
    expect(pictures[0].body).toContain('>Bali</text>');
  });

  it('draws a poster’s scene alone under scene-<name>: the same picture, without its words or frame', async () => {
    const [poster, scene] = await Promise.all([get('page-exclusive-deals.svg'), get('scene-page-exclusive-deals.svg')]);
    expect(scene.statusCode).toBe(200);
    expect(scene.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(poster.body).toContain('>Exclusive Deals</text>');
    expect(scene.body).not.toContain('<text');
    expect(scene.body).not.toContain('url(#scrim)');
    expect(scene.body).not.toContain('rx="6" fill="none"');
    // Everything before the words is the same drawing.
    const drawing = poster.body.slice(0, poster.body.indexOf('<rect x="0" y="0" width="1200" height="330"'));
    expect(drawing.length).toBeGreaterThan(1000);
    expect(scene.body.startsWith(drawing)).toBe(true);
  });

  it.each(['scene-country-atlantis.svg', 'scene-payment-terms.svg', 'scene-scene-country-india.svg'])(
    'answers 404 for %s: only a poster has a scene, and it has one name',
    async (file) => {
      expect((await get(file)).statusCode).toBe(404);
    },
  );

  it.each([
    'country-atlantis.svg',
    'continent-antarctica.svg',
    'holiday-space-tourism.svg',
    'package-moon-base-weekend-1.svg',
    'banner-9.svg',
    'poster.svg',
    'payment-plans.svg',
  ])('answers 404 for the unknown %s', async (file) => {
    const res = await get(file);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it.each(['Country-India.svg', 'country-india.png', 'country--india.svg', '-country.svg', 'country_india.svg', '..%2Fpackage.json'])(
    'answers 400 for the malformed %s',
    async (file) => {
      const res = await get(encodeURIComponent(file));
      expect(res.statusCode).toBe(400);
    },
  );

  it('refuses overlong names without drawing anything', async () => {
    const res = await get(`${'a'.repeat(200)}.svg`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type']).not.toMatch(/svg/);
  });
});

describe('the seeded image URLs', () => {
  it('all resolve to artwork', () => {
    const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
    const urls = [
      ...catalogue.continents.map((c) => c.banner_image),
      ...catalogue.countries.map((c) => c.banner_image),
      ...catalogue.holidayTypes.map((h) => h.image),
      ...catalogue.images.map((i) => i.url),
    ];
    expect(urls.length).toBe(7 + 53 + 18 + SEED_PACKAGES * 4);
    for (const url of urls) {
      expect(url.startsWith('/api/images/')).toBe(true);
      const file = url.slice('/api/images/'.length);
      expect({ file, kind: resolveArtwork(file).kind }).toEqual({ file, kind: 'poster' });
    }
  });

  it('render as posters with the place name for every country', () => {
    const catalogue = generateCatalogue({ packages: 0 });
    for (const country of catalogue.countries) {
      const result = renderArtwork(country.banner_image.slice('/api/images/'.length));
      expect(result.status).toBe(200);
      if (result.status === 200) expect(result.svg).toContain(`>${country.name}</text>`);
    }
  });
});

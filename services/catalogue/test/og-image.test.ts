/**
 * GET /api/og/:file: the raster link previews. Size and type are read from the PNG's own
 * bytes (signature, IHDR), the caching from the headers and from how often resvg ran.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, installErrorHandler } from '@agency/service-common';
import { ogImagePath } from '@agency/site';
import type { FastifyInstance } from 'fastify';
import { TEXT_FONT, TITLE_FONT } from '../src/artwork/poster';
import { PreviewCache } from '../src/og/preview-cache';
import { coverCrop, rasterFontOf } from '../src/og/preview-svg';
import { rasterise } from '../src/og/rasterise';
import { OG_CACHE_UNVERSIONED, OG_CACHE_VERSIONED, ogImageRoutes } from '../src/routes/og-images';
import { testImageStore } from './support/image-store';
import { decodePng } from './support/png-pixels';

jest.mock('../src/og/rasterise', () => {
  const actual = jest.requireActual<typeof import('../src/og/rasterise')>('../src/og/rasterise');
  return { rasterise: jest.fn(actual.rasterise) };
});
const renders = rasterise as jest.MockedFunction<typeof rasterise>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const UPLOAD = `upload-${'ab'.repeat(16)}.png`;
const WEBP_UPLOAD = `upload-${'cd'.repeat(16)}.webp`;
const WIDE_UPLOAD = `upload-${'ef'.repeat(16)}.png`;
const GREEN = [0, 255, 0, 255];

let app: FastifyInstance;
let uploadDir: string;
let cache: PreviewCache;
let uploads: Awaited<ReturnType<typeof testImageStore>>;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'og-uploads-'));
  // Pictures of three bands (red, green, blue): covering 1200×630 by cropping, centred, shows
  // only the green middle band; stretching would show all three.
  const tall = await rasterise(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="900"><rect width="300" height="300" fill="#f00"/><rect y="300" width="300" height="300" fill="#0f0"/><rect y="600" width="300" height="300" fill="#00f"/></svg>',
  );
  await writeFile(path.join(uploadDir, UPLOAD), tall);
  const wide = await rasterise(
    '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="100"><rect width="300" height="100" fill="#f00"/><rect x="300" width="300" height="100" fill="#0f0"/><rect x="600" width="300" height="100" fill="#00f"/></svg>',
  );
  await writeFile(path.join(uploadDir, WIDE_UPLOAD), wide);
  await writeFile(path.join(uploadDir, WEBP_UPLOAD), Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(32)]));
  uploads = await testImageStore(uploadDir);
  cache = new PreviewCache();
  app = createServer({ logger: false });
  installErrorHandler(app);
  await app.register(async (scope) => ogImageRoutes(scope, { uploads: uploads.images, cache, packageExists: async () => false }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await uploads.close();
  await rm(uploadDir, { recursive: true, force: true });
});
beforeEach(() => renders.mockClear());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/og/:file', () => {
  it('answers a poster as a 1200×630 PNG, cached for a day, rendered once', async () => {
    const url = ogImagePath('country-south-africa.svg');
    expect(url).toBe('/api/og/country-south-africa.svg.png');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe(OG_CACHE_UNVERSIONED);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(renders).toHaveBeenCalledTimes(1);

    const second = await get(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(renders).toHaveBeenCalledTimes(1);

    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('caches a versioned URL for a year, from the same rendering', async () => {
    const url = ogImagePath('country-south-africa.svg', 1732500000000);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(OG_CACHE_VERSIONED);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(renders).not.toHaveBeenCalled();
  });

  it('renders concurrent first requests for one preview once', async () => {
    const url = ogImagePath('holiday-beach-holidays.svg');
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1].rawPayload.equals(answers[0].rawPayload)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a tall', UPLOAD],
    ['a wide', WIDE_UPLOAD],
  ])('covers 1200×630 with %s uploaded picture, cropped around its centre, never stretched', async (_shape, file) => {
    const res = await get(ogImagePath(file));
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const pixels = decodePng(res.rawPayload);
    for (const [x, y] of [
      [2, 2],
      [600, 315],
      [1197, 627],
      [2, 627],
      [1197, 2],
    ])
      expect([x, y, ...pixels.at(x, y)]).toEqual([x, y, ...GREEN]);
  });

  it('crops a 3:2 poster to its full width, at its own scale', async () => {
    const res = await get(ogImagePath('country-south-africa.svg'));
    const pixels = decodePng(res.rawPayload);
    // The poster's frame, a light line 22 px inside its edges, is still 22 px inside the preview's sides.
    const light = (x: number, y: number) =>
      pixels
        .at(x, y)
        .slice(0, 3)
        .reduce((sum, c) => sum + c, 0);
    const brightest = (xs: number[], y: number) => Math.max(...xs.map((x) => light(x, y)));
    expect(brightest([21, 22], 300)).toBeGreaterThan(light(40, 300) + 30);
    expect(brightest([1177, 1178], 300)).toBeGreaterThan(light(1160, 300) + 30);
  });

  it('shows a stand-in poster for a WebP upload, which the renderer cannot decode', async () => {
    const res = await get(ogImagePath(WEBP_UPLOAD));
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it.each([
    ['an unknown poster', ogImagePath('country-atlantis.svg')],
    ['a missing upload', ogImagePath(`upload-${'0'.repeat(32)}.jpg`)],
  ])('answers 404 with the JSON error body for %s', async (_what, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it.each([
    ['no .png', '/api/og/country-south-africa.svg', 'file'],
    ['no image extension', '/api/og/country-south-africa.png', 'file'],
    ['a path', '/api/og/..%2Fsecret.svg.png', 'file'],
    ['capitals', '/api/og/Country.svg.png', 'file'],
    ['a malformed artwork name', '/api/og/country--x.svg.png', 'file'],
    ['an unknown parameter', '/api/og/country-south-africa.svg.png?size=big', 'size'],
    ['a bad version', '/api/og/country-south-africa.svg.png?v=%3Cx%3E', 'v'],
  ])('answers 400 with the JSON error body for %s (%s)', async (_what, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
  });

  it('keeps no more previews than its bounds', () => {
    const small = new PreviewCache(2, 1000);
    const entry = (n: number) => ({ png: Buffer.alloc(n), etag: `"${n}"` });
    small.set('a', entry(100));
    small.set('b', entry(100));
    small.get('a');
    small.set('c', entry(100));
    expect([small.get('a'), small.get('b'), small.get('c')].map(Boolean)).toEqual([true, false, true]);
    small.set('d', entry(950));
    expect(small.size).toBe(1);
    small.set('huge', entry(5000));
    expect(small.get('huge')).toBeUndefined();
  });
});

describe('preview geometry and fonts', () => {
  it('crops a 3:2 poster to the full width, keeping more of the top', () => {
    const crop = coverCrop(1200, 800);
    expect(crop.width).toBe(1200);
    expect(crop.height).toBeCloseTo(630);
    expect(crop.y).toBeGreaterThan(0);
    expect(crop.y).toBeLessThan((800 - 630) / 2);
  });

  it('crops a wide picture to the full height, centred', () => {
    expect(coverCrop(3000, 630)).toEqual({ x: 900, y: 0, width: 1200, height: 630 });
  });

  it("gives the posters' type the machine's serif and sans fonts", () => {
    expect(rasterFontOf(TITLE_FONT)).toBe('DejaVu Serif');
    expect(rasterFontOf(TEXT_FONT)).toBe('DejaVu Sans');
  });
});

/**
 * GET /api/og/:file draws previews only of images the site has, on every test database: a
 * seeded package's picture and a titled page picture are drawn; a made-up package, a package
 * that is gone, or a page picture nobody titled answers 404 without drawing anything (each
 * drawing costs tens of milliseconds of CPU, so invented names were a cheap way to burn it).
 */
import { ogImagePath } from '@agency/site';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { rasterise } from '../src/og/rasterise';

jest.mock('../src/og/rasterise', () => {
  const actual = jest.requireActual<typeof import('../src/og/rasterise')>('../src/og/rasterise');
  return { rasterise: jest.fn(actual.rasterise) };
});
const renders = rasterise as jest.MockedFunction<typeof rasterise>;

describe.each(testDatabaseKinds())('preview images of existing images only, on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());
  beforeEach(() => renders.mockClear());

  const get = (file: string) => service.app.inject({ method: 'GET', url: ogImagePath(file) });
  const slugOf = async (id: number) => (await service.db('packages').where({ id }).first('slug')).slug as string;

  it("draws a seeded package's picture, the retreat page's hero and a titled page picture", async () => {
    const slug = await slugOf(1);
    for (const file of [`package-${slug}-1.svg`, 'retreat-pushkar-lake.svg', 'about-us.svg', 'country-thailand.svg']) {
      const res = await get(file);
      expect([file, res.statusCode, res.headers['content-type']]).toEqual([file, 200, 'image/png']);
    }
    expect(renders).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['a package nobody made', 'package-india-mallory-was-here-1.svg'],
    ['a page picture nobody titled', 'about-free-prizes.svg'],
    ['a retreat picture nobody titled', 'retreat-anything-at-all.svg'],
  ])('answers 404 for %s, drawing nothing', async (_what, file) => {
    const res = await get(file);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No image called ${file}`);
    expect(renders).not.toHaveBeenCalled();
  });

  it("answers 404 for a deleted package's picture", async () => {
    const slug = await slugOf(2);
    await service.db('packages').where({ id: 2 }).delete();
    const res = await get(`package-${slug}-1.svg`);
    expect(res.statusCode).toBe(404);
    expect(renders).not.toHaveBeenCalled();
  });
});

/**
 * An uploaded phone photo on every test database: a 6000×4000 JPEG stored sideways with EXIF
 * orientation 6 and a GPS position becomes upright AVIF, WebP and JPEG variants in the
 * widths the pages ask for, with no EXIF (so no GPS) and no ICC profile left, each served
 * as immutable with its address as ETag; its name carries its size and placeholder colour.
 */
import { PACKAGE_MESSAGES, type Package, pictureOfUrl } from '@agency/contracts';
import { formBody, IMAGES, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { catalogueService } from '../src';

const BLUE = { r: 0x10, g: 0x60, b: 0xd0 };
const RED = { r: 0xe0, g: 0x20, b: 0x20 };

/**
 * 6000×4000 as the camera stored it: blue with a red band along the top. Orientation 6 says
 * "turn 90° clockwise to view", so the photo is 4000×6000 upright with the red band on its right.
 */
async function sidewaysPhonePhoto(): Promise<Buffer> {
  const [width, height] = [6000, 4000];
  return sharp({ create: { width, height, channels: 3, background: BLUE } })
    .composite([{ input: { create: { width, height: height / 4, channels: 3, background: RED } }, top: 0, left: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Leaky 9', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const near = (pixel: Buffer | number[], colour: { r: number; g: number; b: number }) =>
  Math.abs(pixel[0] - colour.r) < 40 && Math.abs(pixel[1] - colour.g) < 40 && Math.abs(pixel[2] - colour.b) < 40;

describe.each(testDatabaseKinds())('uploaded photos on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  let upload: Buffer;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, { config: { uploadDir: folder.dir } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
    upload = await sidewaysPhonePhoto();
  }, 180_000);
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  it('is the sideways 6000×4000 JPEG with GPS the test means it to be', async () => {
    const meta = await sharp(upload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([6000, 4000, 6]);
    expect(exifReader(meta.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [12, 58, 0] });
  });

  it('becomes upright AVIF, WebP and JPEG variants in card and gallery widths, with no EXIF, GPS or ICC left', async () => {
    const body = await formBody(validForm({ packageName: 'Test Phone Photo' }), [
      { filename: 'IMG_0001.JPG', content: upload, type: 'image/jpeg' },
    ]);
    const res = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(PACKAGE_MESSAGES.created);
    const [url] = (res.json().data as Package).images;

    const picture = pictureOfUrl(url)!;
    expect(picture).not.toBeNull();
    // Upright: portrait, as wide as the gallery's widest, with a bluish placeholder.
    expect([picture.width, picture.height]).toEqual([1200, 1800]);
    expect(near(Buffer.from(picture.color.slice(1), 'hex'), BLUE)).toBe(true);
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);

    const variants = [
      ...picture.sources.map((s) => ({ type: s.type, srcSet: s.srcSet })),
      { type: 'image/jpeg', srcSet: picture.srcSet },
      { type: 'image/jpeg', srcSet: `${picture.src} 1200w` },
    ].flatMap(({ type, srcSet }) =>
      srcSet.split(', ').map((entry) => {
        const [variantUrl, w] = entry.split(' ');
        return { type, url: variantUrl, width: Number.parseInt(w, 10) };
      }),
    );
    expect(variants.filter((v) => v.type === 'image/avif').map((v) => v.width)).toEqual([400, 800, 1200]);

    for (const variant of variants) {
      const answer = await service.app.inject({ method: 'GET', url: variant.url });
      expect({ url: variant.url, status: answer.statusCode, type: answer.headers['content-type'] }).toEqual({
        url: variant.url,
        status: 200,
        type: variant.type,
      });
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const bytes = answer.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.width * 1.5 });
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
        orientation: undefined,
      });
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      // The red band the camera stored along the top is on the right once upright.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
      expect(near(at(info.width - 5, info.height >> 1), RED)).toBe(true);
      expect(near(at(5, info.height >> 1), BLUE)).toBe(true);
      expect(near(at(info.width >> 1, 5), BLUE)).toBe(true);
    }
  }, 120_000);

  it('keeps a small picture at its own width, without enlarging it', async () => {
    const body = await formBody(validForm({ packageName: 'Test Tiny Photo' }), [{ filename: 'dot.png', content: IMAGES.png }]);
    const res = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(res.statusCode).toBe(201);
    const picture = pictureOfUrl((res.json().data as Package).images[0])!;
    expect([picture.width, picture.height]).toEqual([1, 1]);
    expect(picture.srcSet).toMatch(/-1\.png 1w$/);
    expect((await service.app.inject({ method: 'GET', url: picture.src })).headers['content-type']).toBe('image/png');
  });
});

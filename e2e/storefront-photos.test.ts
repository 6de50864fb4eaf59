/**
 * A package with an uploaded phone photo, at 390 and 1366 px: the gallery and the result card
 * show it as <picture> (the browser takes the AVIF, in a width that fits the screen), every
 * <img> has its width and height and the photo's colour behind it, and the picture's box does
 * not move when the photo arrives; the back office's package list shows it as a 72×54
 * thumbnail from the 400 px AVIF. Screenshots are kept under e2e/artifacts/.
 */
import { type Package, pictureOfUrl } from '@agency/contracts';
import { formBody, validForm } from '@agency/test-kit/package-writes';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, signInStaff } from './support/staffSignIn';
import { startSuite } from './support/suite';

const suite = startSuite();
const NAME = 'Test Krabi Photo Escape';

/** A 4000×3000 phone photo of a sea at sunset, stored sideways (EXIF orientation 6) with a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000" viewBox="0 0 300 400">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#f4a261"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a9d8f"/><stop offset="1" stop-color="#14213d"/></linearGradient>
    </defs>
    <rect width="300" height="250" fill="url(#sky)"/><circle cx="210" cy="215" r="28" fill="#ffd166"/>
    <path d="M0 250 L40 190 L80 250 Z M60 250 L110 170 L150 250 Z" fill="#264653"/>
    <rect y="250" width="300" height="150" fill="url(#sea)"/></svg>`;
  // Drawn upright (portrait), then stored turned a quarter to the left as a camera held upright does.
  const upright = await sharp(Buffer.from(scene)).png().toBuffer();
  return sharp(upright)
    .rotate(-90)
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Orientation: '6' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '8/1 3/1 0/1' } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

let photoUrl: string;
let packageId: number;

beforeAll(async () => {
  const signedIn = await fetch(`${suite.site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const body = await formBody(validForm({ packageName: NAME }), [
    { filename: 'IMG_2041.JPG', content: await phonePhoto(), type: 'image/jpeg' },
  ]);
  const saved = await fetch(`${suite.site.url}/api/packages`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(body.payload),
  });
  expect(saved.status).toBe(201);
  const pkg = ((await saved.json()) as { data: Package }).data;
  [photoUrl] = pkg.images;
  packageId = pkg._id;
}, 120_000);

/** What the browser made of the gallery's first picture. */
function firstGalleryPicture(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector('picture img') as HTMLImageElement;
    return {
      inPicture: img.parentElement?.tagName,
      sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.type),
      currentSrc: img.currentSrc,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      background: img.style.backgroundColor,
      sizes: img.sizes,
      natural: img.naturalWidth,
      box: img.getBoundingClientRect().height,
    };
  });
}

describe('an uploaded photo on the storefront', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])('is a <picture> with AVIF chosen, its size and colour given, at $width px (screenshot kept)', async (size) => {
    const picture = pictureOfUrl(photoUrl)!;
    expect([picture.width, picture.height]).toEqual([1200, 1600]);
    const page = await openPage(suite.browser, size);
    try {
      await page.goto(`${suite.site.url}/package-detail/${packageId}`);
      await page.getByRole('heading', { name: 'OVERVIEW' }).first().waitFor();
      const before = await firstGalleryPicture(page);
      await page.waitForFunction(() => (document.querySelector('picture img') as HTMLImageElement | null)?.complete === true);
      const after = await firstGalleryPicture(page);
      expect(after).toMatchObject({
        inPicture: 'PICTURE',
        sources: ['image/avif', 'image/webp'],
        width: '1200',
        height: '1600',
        background: expect.stringMatching(/^rgb\(/),
      });
      expect(after.natural).toBeGreaterThan(0);
      // At one device pixel per CSS pixel, a 390 px phone takes the 400 px variant, the desktop's gallery the 1200 px one.
      expect(after.currentSrc).toMatch(size.width < 400 ? /-400\.avif$/ : /-1200\.avif$/);
      // The box was sized before the photo arrived.
      expect(after.box).toBe(before.box);
      await screenshot(page, `storefront-photo-package-${size.width}`);
    } finally {
      await page.context().close();
    }
  });
});

describe('an uploaded photo in the back office', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])('is the package list’s thumbnail, the smallest AVIF with the box’s size, at $width px (screenshot kept)', async (size) => {
    const page = await openPage(suite.browser, size);
    try {
      await signInStaff(page, suite.site.url, ADMIN);
      await visit(page, suite.site.url, '/Account/packages');
      const row = page.getByRole('row').filter({ hasText: NAME });
      await row.waitFor();
      const thumb = row.locator('picture img');
      await page.waitForFunction((name) => {
        const rows = [...document.querySelectorAll('tr')].filter((tr) => tr.textContent?.includes(name));
        return (rows[0]?.querySelector('picture img') as HTMLImageElement | null)?.complete === true;
      }, NAME);
      expect(
        await thumb.evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height'), img.currentSrc]),
      ).toEqual(['72', '54', expect.stringMatching(/-400\.avif$/)]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await screenshot(page, `backoffice-photo-packages-${size.width}`);
    } finally {
      await page.context().close();
    }
  });
});

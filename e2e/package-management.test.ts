/**
 * Package management as a browser sees it, through the shell, against the real catalogue:
 * an administrator creates a package with two images (a real PNG and a real JPEG), finds it on
 * the storefront's /packages and its detail page, updates its price and sees the new price
 * there, clones it and deletes the clone; the form shows each of the spec's validation
 * messages when its field is left wrong; accessibility at phone and desktop widths; screenshots.
 */
import { deflateSync } from 'node:zlib';
import { type catalogueCalls, DEFAULT_EXCLUSION_TEXTS, PACKAGE_MESSAGES, type ResponseOf } from '@agency/contracts';
import {
  CREATED_PACKAGE_TEXTS,
  DELETE_PACKAGE_QUESTION,
  DRAFT_BADGE,
  FIX_HIGHLIGHTED,
  PACKAGES_PAGE_TEXTS,
  PUBLISHED_BADGE,
  STAFF_NAV_TEXTS,
} from '@agency/mf-backoffice/messages';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from './support/browser';
import { visit } from './support/shellPage';
import { ADMIN, openAdminPage, signInStaff } from './support/staffSignIn';
import { api, seriousAxeViolations } from './support/storefrontPage';
import { startSuite } from './support/suite';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
/** Screenshots are also copied here, to be looked at. */
const SHOTS_DIR = '/tmp/shots/h6';

type PackageList = ResponseOf<typeof catalogueCalls.listPackages>;
type OnePackage = ResponseOf<typeof catalogueCalls.getPackage>;

const suite = startSuite();

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, name, fullPage, SHOTS_DIR);

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** An administrator's page on /admin, signed in through /Log. */
const adminPage = (size = DESKTOP) => openAdminPage(suite.browser, suite.site.url, size);

async function openTab(page: Page, name: 'Uploader' | 'Database'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  if (name === 'Database') await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
  else await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
}

// ---- Real image files: a PNG written here (zlib), a JPEG drawn by the browser's canvas. ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 96×64 PNG: a sky-to-sea gradient. */
function gradientPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const sea = y > height * 0.6;
      row[1 + x * 3] = sea ? 20 : 240 - y * 2;
      row[2 + x * 3] = sea ? 90 + x : 160 - y;
      row[3 + x * 3] = sea ? 140 : 90 + y * 2;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
async function canvasJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#f2a65a';
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = '#0b3a5b';
    context.beginPath();
    context.moveTo(0, 64);
    context.lineTo(40, 20);
    context.lineTo(96, 64);
    context.fill();
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

// ---- The form ----

const NAME = `E2E Krabi Cliffs ${Date.now().toString(36)}`;
const CLONE_NAME = `${NAME} (copy)`;

async function fillPackage(page: Page, name: string, published = true): Promise<void> {
  await page.getByLabel('Package name').fill(name);
  await page.getByLabel('Description title (optional)').fill('Cliffs, coves and long-tail boats');
  await page.getByLabel('Description paragraph').fill('Six days between limestone cliffs and the Andaman Sea, with a day on the islands.');
  await page.getByLabel('Type', { exact: true }).selectOption('Premium');
  await page.getByLabel('Price (INR)', { exact: true }).fill('64999');
  await page.getByLabel('High Price (INR, optional)').fill('72999');
  await page.getByLabel('Duration (days)').fill('6');
  await page.getByLabel('Continent').selectOption('Asia');
  await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).check();
  const cities = page.getByRole('group', { name: 'Cities in Thailand' });
  await cities.getByRole('checkbox').first().check();
  const hotel = page.getByRole('group', { name: /^Hotel 1 in / });
  await hotel.getByLabel('Hotel name').fill('Rayavadee');
  await hotel.getByLabel('Star rating').fill('5');
  await hotel.getByLabel('Nights').selectOption({ label: '4 Nights' });
  await page.getByRole('group', { name: 'Holiday types' }).getByLabel('Beach Holidays').check();
  await page.getByRole('group', { name: 'Inclusions' }).getByLabel('Hotels').check();
  await page.getByRole('group', { name: 'Inclusions' }).getByLabel('Transfers').check();
  await page.getByLabel('Inclusion text 1', { exact: true }).fill('Daily breakfast at the resort');
  // A new package starts as a draft; unless asked for one, it goes straight to the storefront.
  if (published) await page.getByLabel('Published: show it on the storefront').check();
}

async function newestPackage(): Promise<PackageList['data'][number]> {
  const list = await api<PackageList>(suite.site.url, 'packages?page=1&limit=1');
  return list.data[0];
}

describe('package management', () => {
  it('shows each validation message of the package form when its field is left wrong', async () => {
    const page = await adminPage();
    await openTab(page, 'Uploader');
    // The standard exclusion lines are there from the start.
    const exclusions = page.getByRole('group', { name: 'Exclusion texts' }).getByRole('textbox');
    expect(await exclusions.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      ...DEFAULT_EXCLUSION_TEXTS,
    ]);

    // Field by field: nothing shows until a field is left; left wrong, each says so.
    const leave = async () => page.getByLabel('Description title (optional)').focus();
    await page.getByLabel('Package name').focus();
    expect(await page.getByText('Package Name is required', { exact: true }).count()).toBe(0);
    await leave();
    await page.getByText('Package Name is required', { exact: true }).waitFor();
    await page.getByLabel('Description paragraph').focus();
    await leave();
    await page.getByText('Paragraph is required', { exact: true }).waitFor();
    await page.getByLabel('Type', { exact: true }).focus();
    await leave();
    await page.getByText('Type is required', { exact: true }).waitFor();
    await page.getByLabel('Duration (days)').focus();
    await leave();
    await page.getByText('Duration is required', { exact: true }).waitFor();
    await page.getByLabel('Continent').focus();
    await leave();
    await page.getByText('Continent is required', { exact: true }).waitFor();
    await page.getByLabel('Price (INR)', { exact: true }).focus();
    await leave();
    await page.getByText('Price is required', { exact: true }).waitFor();
    for (const [group, choice, message] of [
      ['Holiday types', 'Safari', 'At least one holiday type is required'],
      ['Inclusions', 'Visa', 'At least one inclusion is required'],
    ]) {
      await page.getByRole('group', { name: group }).getByLabel(choice).check();
      await page.getByRole('group', { name: group }).getByLabel(choice).uncheck();
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Inclusion text 1', { exact: true }).focus();
    await leave();
    await page.getByText('Inclusion text is required', { exact: true }).waitFor();
    await page.getByLabel('Price (INR)', { exact: true }).fill('0');
    await leave();
    await page.getByText('Price must be positive', { exact: true }).waitFor();
    await page.getByLabel('High Price (INR, optional)').fill('-10');
    await leave();
    await page.getByText('Offer price must be positive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove pricing option 1' }).click();
    await page.getByText('At least one pricing option is required', { exact: true }).waitFor();

    await page.getByLabel('Continent').selectOption('Asia');
    await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).check();
    const cities = page.getByRole('group', { name: 'Cities in Thailand' });
    await cities.getByRole('checkbox').first().check();
    await cities.getByRole('checkbox').first().uncheck();
    await page.getByText('At least one city is required', { exact: true }).waitFor();
    await cities.getByRole('checkbox').first().check();
    await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).uncheck();
    await page.getByText('At least one country is required', { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).check();
    await cities.getByRole('checkbox').first().check();
    const hotel = page.getByRole('group', { name: /^Hotel 1 in / });
    await hotel.getByLabel('Hotel name').focus();
    await hotel.getByLabel('Star rating').focus();
    await leave();
    await hotel.getByText('Hotel name is required', { exact: true }).waitFor();
    await hotel.getByText('Star rating is required', { exact: true }).waitFor();
    await hotel.getByLabel('Star rating').fill('0');
    await leave();
    await hotel.getByText('Must be positive', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Remove hotel 1 in / }).click();
    await page.getByText('At least one hotel is required', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Remove inclusion text 1' }).click();
    await page.getByText('At least one inclusion text is required', { exact: true }).waitFor();
    await page.getByLabel('Exclusion text 2', { exact: true }).fill('');
    await leave();
    await page.getByText('Exclusion text is required', { exact: true }).waitFor();
    for (let line = DEFAULT_EXCLUSION_TEXTS.length; line >= 1; line--)
      await page.getByRole('button', { name: `Remove exclusion text ${line}` }).click();
    await page.getByText('At least one exclusion text is required', { exact: true }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-form-errors-1440');

    // On a fresh form, saving it empty shows every problem at once and sends nothing.
    await page.reload();
    await openTab(page, 'Uploader');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(FIX_HIGHLIGHTED).waitFor();
    for (const message of [
      'Package Name is required',
      'Paragraph is required',
      'Type is required',
      'Price is required',
      'Duration is required',
      'Continent is required',
      'At least one country is required',
      'At least one holiday type is required',
      'At least one inclusion is required',
      'Inclusion text is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Package name').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('creates a package with two images, finds it on the storefront, updates its price, clones it and deletes the clone', async () => {
    const page = await adminPage();
    await openTab(page, 'Database');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-list-1440');

    // Create, from the list's Add Package.
    await page.getByRole('button', { name: 'Add Package' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
    await fillPackage(page, NAME);
    const jpeg = await canvasJpeg(page);
    await page.getByLabel('Choose images').setInputFiles([
      { name: 'krabi-sea.png', mimeType: 'image/png', buffer: gradientPng() },
      { name: 'krabi-sunset.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await page.getByRole('img', { name: 'New image 1: krabi-sea.png' }).waitFor();
    await page.getByRole('img', { name: 'New image 2: krabi-sunset.jpg' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-form-filled-1440');
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(PACKAGE_MESSAGES.created, { exact: true }).waitFor({ timeout: 30_000 });
    // The form starts over: empty, no images.
    expect(await page.getByLabel('Package name').inputValue()).toBe('');
    expect(await page.getByRole('img', { name: /New image/ }).count()).toBe(0);

    const created = await newestPackage();
    expect(created.packageName).toBe(NAME);
    expect(created.images).toHaveLength(2);
    const stored = await api<OnePackage>(suite.site.url, `packages/${created._id}`);
    expect(stored.data.destinations.countries[0].cities[0].hotels).toEqual([{ name: 'Rayavadee', star: 5, night: 4 }]);
    expect(stored.data.exclusionTexts).toEqual([...DEFAULT_EXCLUSION_TEXTS]);
    // The uploaded images are served under generated photo names, re-encoded in their own format.
    const formats = created.images.map((url) => url.slice(url.lastIndexOf('.') + 1));
    expect(formats).toEqual(['png', 'jpg']);
    for (const url of created.images) {
      expect(url).toMatch(/\/photo-[0-9a-f]{32}-\d+x\d+-[0-9a-f]{6}\.(png|jpg)$/);
      const image = await fetch(`${suite.site.url}${url}`);
      expect(image.status).toBe(200);
    }

    // Back on the list, the new package is the newest row.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const row = page.getByRole('row').filter({ hasText: NAME });
    await row.waitFor();
    await row.getByText('₹64,999').waitFor();
    await row.getByText('6 days').waitFor();

    // The storefront shows it on /packages (newest first) and on its detail page.
    const visitor = await openPage(suite.browser, DESKTOP);
    await visit(visitor, suite.site.url, '/packages');
    await visitor.getByRole('heading', { level: 2, name: NAME }).waitFor();
    await visit(visitor, suite.site.url, `/package-detail/${created._id}`);
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visitor.getByText('₹64,999').first().waitFor();
    expect(await visitor.locator('img[src*="/photo-"]').count()).toBeGreaterThanOrEqual(1);
    await shot(visitor, 'package-created-detail-1440', false);

    // Update the price; the storefront shows the new one.
    await page.getByRole('button', { name: `Update ${NAME}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Update package' }).waitFor();
    expect(await page.getByLabel('Package name').inputValue()).toBe(NAME);
    expect(await page.getByRole('img', { name: /Current image/ }).count()).toBe(2);
    await page.getByLabel('Price (INR)', { exact: true }).fill('59999');
    await page.getByRole('button', { name: 'Update package' }).click();
    await page.getByText(PACKAGE_MESSAGES.updated, { exact: true }).waitFor({ timeout: 30_000 });
    // After an update the form keeps the package, images included.
    expect(await page.getByLabel('Price (INR)', { exact: true }).inputValue()).toBe('59999');
    expect(await page.getByRole('img', { name: /Current image/ }).count()).toBe(2);
    await visit(visitor, suite.site.url, `/package-detail/${created._id}`);
    await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await visitor.getByText('₹59,999').first().waitFor();
    expect(await visitor.getByText('₹64,999').count()).toBe(0);
    await visitor.context().close();

    // Clone it (saved as a new package), under another name.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Clone ${NAME}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Clone package' }).waitFor();
    await page.getByLabel('Package name').fill(CLONE_NAME);
    // A clone starts as a draft: published here, so the storefront lists it.
    expect(await page.getByLabel('Published: show it on the storefront').isChecked()).toBe(false);
    await page.getByLabel('Published: show it on the storefront').check();
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(PACKAGE_MESSAGES.created, { exact: true }).waitFor({ timeout: 30_000 });
    const clone = await newestPackage();
    expect(clone.packageName).toBe(CLONE_NAME);
    expect(clone._id).not.toBe(created._id);
    expect(clone.pricing[0].price).toBe(59999);
    // The original is untouched.
    expect((await api<OnePackage>(suite.site.url, `packages/${created._id}`)).data.packageName).toBe(NAME);

    // Delete the clone, after the confirmation.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Delete ${CLONE_NAME}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Delete ${CLONE_NAME}` });
    await dialog.getByText(DELETE_PACKAGE_QUESTION).waitFor();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-delete-dialog-1440', false);
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText(PACKAGE_MESSAGES.deleted, { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: CLONE_NAME }).waitFor({ state: 'detached' });
    expect((await fetch(`${suite.site.url}/api/packages/${clone._id}`)).status).toBe(404);
    expect((await fetch(`${suite.site.url}/api/packages/${created._id}`)).status).toBe(200);
    await page.context().close();
  });

  it('works at phone width: the list as cards, the form in one column, nothing wider than the screen', async () => {
    const page = await adminPage(PHONE);
    await page.getByRole('tab', { name: 'Database' }).click();
    await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-list-375');

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('region', { name: 'Filters' }).getByLabel('Continent').selectOption('Asia');
    await page.getByText(/Showing page 1 of \d+ \| Total packages: \d+/).waitFor();
    await shot(page, 'package-list-filters-375', false);

    await page.getByRole('button', { name: 'Add Package' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
    await page.getByLabel('Continent').selectOption('Asia');
    await page.getByRole('group', { name: 'Countries' }).getByLabel('Thailand', { exact: true }).check();
    await page.getByRole('group', { name: 'Cities in Thailand' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(FIX_HIGHLIGHTED).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'package-form-375');
    // As a phone shows it: the first problem in view (it has the focus), and a hotel row.
    await shot(page, 'package-form-first-problem-375', false);
    await page.getByRole('group', { name: /^Hotel 1 in / }).scrollIntoViewIfNeeded();
    await shot(page, 'package-form-hotel-375', false);
    await page.context().close();
  });
});

describe('package management by a manager', () => {
  const MANAGER = { username: 'e2e-anil', password: 'Anil#Desk-Madurai' };
  const DRAFT_NAME = `E2E Munnar Draft ${Date.now().toString(36)}`;
  const PHONE_390 = { width: 390, height: 844 };

  async function call<T = unknown>(method: string, url: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${suite.site.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A manager's page, signed in through /Login (where /Login leads: /Account). */
  async function managerPage(size = DESKTOP): Promise<Page> {
    const page = await openPage(suite.browser, size);
    await signInStaff(page, suite.site.url, MANAGER, { at: '/Login', landing: '/Account' });
    return page;
  }

  beforeAll(async () => {
    const admin = await call<{ token: string }>('POST', '/api/auth/login', ADMIN);
    await call('POST', '/api/auth/create', { ...MANAGER, role: 'manager' }, admin.token);
  });

  it('opens the package list from their own navigation, creates a draft, is shown its number, draft mark and a link to edit it, then publishes and deletes it', async () => {
    const page = await managerPage();
    const nav = page.getByRole('navigation', { name: STAFF_NAV_TEXTS.label });
    await nav.getByRole('link', { name: STAFF_NAV_TEXTS.packages }).click();
    await page.waitForURL((url) => url.pathname === '/Account/packages');
    await page.getByRole('heading', { level: 1, name: PACKAGES_PAGE_TEXTS.title }).waitFor();
    await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
    expect(await nav.getByRole('link', { name: STAFF_NAV_TEXTS.admin }).count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'manager-packages-1440', false);

    await page.getByRole('button', { name: 'Add Package' }).click();
    await page.getByRole('heading', { level: 2, name: 'Add a package' }).waitFor();
    await fillPackage(page, DRAFT_NAME, false);
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(PACKAGE_MESSAGES.created, { exact: true }).waitFor({ timeout: 30_000 });
    const created = page.getByRole('region', { name: CREATED_PACKAGE_TEXTS.label });
    await created.getByText(DRAFT_NAME).waitFor();
    await created.getByText(DRAFT_BADGE, { exact: true }).waitFor();
    const number = (await created.getByText(/^Package #\d+$/).innerText()).trim();
    const id = Number(number.replace('Package #', ''));
    // A draft: the storefront does not have it, the staff list does.
    expect((await fetch(`${suite.site.url}/api/packages/${id}`)).status).toBe(404);
    await expectNoSeriousAxeViolations(page);
    await created.scrollIntoViewIfNeeded();
    await shot(page, 'manager-package-created-1440', false);

    await created.getByRole('link', { name: CREATED_PACKAGE_TEXTS.edit(DRAFT_NAME) }).click();
    await page.waitForURL((url) => url.pathname === `/Account/packages/${id}`);
    await page.getByRole('heading', { level: 2, name: 'Update package' }).waitFor();
    expect(await page.getByLabel('Package name').inputValue()).toBe(DRAFT_NAME);
    await page.getByText(`Package #${id}`).waitFor();
    await shot(page, 'manager-package-edit-1440', false);

    // Back on the list: the draft is marked, and its row has every action.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    const row = page.getByRole('row').filter({ hasText: DRAFT_NAME });
    await row.getByText(DRAFT_BADGE, { exact: true }).waitFor();
    for (const action of ['Update', 'Clone', 'Delete']) await row.getByRole('button', { name: `${action} ${DRAFT_NAME}` }).waitFor();
    await page
      .getByRole('button', { name: /Home page/ })
      .first()
      .waitFor();
    await row.getByRole('button', { name: `Publish ${DRAFT_NAME}` }).click();
    await row.getByText(PUBLISHED_BADGE, { exact: true }).waitFor();
    expect((await fetch(`${suite.site.url}/api/packages/${id}`)).status).toBe(200);

    await row.getByRole('button', { name: `Delete ${DRAFT_NAME}` }).click();
    await page
      .getByRole('alertdialog', { name: `Delete ${DRAFT_NAME}` })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await page.getByText(PACKAGE_MESSAGES.deleted, { exact: true }).waitFor();
    expect((await fetch(`${suite.site.url}/api/packages/${id}`)).status).toBe(404);
    await page.context().close();
  });

  it('works at 390 px: the list, and the created package under the form', async () => {
    const page = await managerPage(PHONE_390);
    await visit(page, suite.site.url, '/Account/packages');
    await page.getByText(/Showing page \d+ of \d+ \| Total packages: \d+/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
    await shot(page, 'manager-packages-390', false);

    await page.getByRole('button', { name: 'Add Package' }).click();
    await fillPackage(page, `${DRAFT_NAME} phone`, false);
    await page.getByRole('button', { name: 'Create package' }).click();
    await page.getByText(PACKAGE_MESSAGES.created, { exact: true }).waitFor({ timeout: 30_000 });
    const created = page.getByRole('region', { name: CREATED_PACKAGE_TEXTS.label });
    await created.getByText(DRAFT_BADGE, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_390.width);
    await expectNoSeriousAxeViolations(page);
    await created.scrollIntoViewIfNeeded();
    await shot(page, 'manager-package-created-390', false);
    await created.getByRole('link', { name: CREATED_PACKAGE_TEXTS.edit(`${DRAFT_NAME} phone`) }).click();
    await page.getByRole('heading', { level: 2, name: 'Update package' }).waitFor();
    await shot(page, 'manager-package-edit-390', false);
    await page.context().close();
  });
});

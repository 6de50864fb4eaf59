/**
 * POST /api/packages, PUT /api/packages/:id and DELETE /api/packages/:id on every test
 * database: saves with images (checked by their bytes, re-encoded, stored in the shared file
 * store under generated names, served back), update, clone (shared images, counted before a file is deleted), delete, refusals
 * that store nothing, and a save that fails half-way leaving no trace.
 */

import {
  createAjv,
  PACKAGE_IMAGE_LIMITS,
  PACKAGE_IMAGE_MESSAGES,
  PACKAGE_MESSAGES,
  type Package,
  packageFormFromPackage,
  packageSavedResponse,
} from '@agency/contracts';
import {
  type FilePart,
  fileOf,
  formBody,
  IMAGES,
  type MultipartRequest,
  multipart,
  SIGNATURE_ONLY,
  staffTokens,
  uploadFolder,
  validForm,
} from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { PHOTO_TABLES } from '../src/db/photo-schema';
import { TABLES } from '../src/db/rows';

const validSaved = createAjv().compile(packageSavedResponse);
const UPLOAD_URL = /^\/api\/images\/photo-[0-9a-f]{32}-\d+x\d+-[0-9a-f]{6}\.(jpg|png|webp)$/;

/** Resolves once `check` passes (staged files are discarded just after the response has gone). */
async function eventually(check: () => Promise<void>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.each(testDatabaseKinds())('package writes on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, { config: { uploadDir: folder.dir } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  const admin = () => tokens.bearer('admin');
  const send = (method: 'POST' | 'PUT', url: string, body: MultipartRequest, headers: Record<string, string> = admin()) =>
    service.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
  const create = async (form = validForm(), files: FilePart[] = [], headers?: Record<string, string>) =>
    send('POST', '/api/packages', await formBody(form, files), headers);
  const update = async (id: number, form = validForm(), files: FilePart[] = []) =>
    send('PUT', `/api/packages/${id}`, await formBody(form, files));
  const remove = (id: number, headers: Record<string, string> = admin()) =>
    service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers });
  const getPackage = async (id: number): Promise<Package> =>
    (await service.app.inject({ method: 'GET', url: `/api/packages/${id}` })).json().data;
  const countRows = async () => {
    const counts = await Promise.all(
      [TABLES.packages, TABLES.packagePricing, TABLES.packageHotels, TABLES.packageTexts, TABLES.packageImages, TABLES.packageCities].map(
        async (table) => Number((await service.db(table).count({ n: '*' }))[0].n),
      ),
    );
    return counts;
  };
  /** The photos published (their main names), as the store's names table lists them. */
  const published = async (): Promise<string[]> =>
    (await service.db(PHOTO_TABLES.photoFiles).whereRaw('name = photo').pluck('name')).sort();
  /** The addresses of every file in the shared store. */
  const storedHashes = async (): Promise<string[]> => (await service.db('store_files').pluck('hash')).sort();
  const nothingStaged = () => eventually(async () => expect(await folder.staged()).toEqual([]));

  it('creates a package from the form with two images, stored under generated names by the type their bytes show', async () => {
    const res = await create(validForm(), [
      { filename: 'beach.png', content: IMAGES.png, type: 'image/png' },
      // A JPEG whose name and claimed type say PNG: stored and served as the JPEG it is.
      { filename: 'temple.png', content: IMAGES.jpeg, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(validSaved(body)).toBe(true);
    expect(body.message).toBe(PACKAGE_MESSAGES.created);
    const saved: Package = body.data;
    expect(saved.packageName).toBe('Test Siam Discovery');
    expect(saved.pricing.map(({ type, price, valueOfferPrice }) => ({ type, price, valueOfferPrice }))).toEqual([
      { type: 'Standard', price: 64999, valueOfferPrice: 72999 },
      { type: 'Deluxe', price: 79999, valueOfferPrice: undefined },
    ]);
    expect(saved.valueOfferPrice).toBe(72999);
    expect(saved.duration).toBe(6);
    expect(saved.ClassBarData).toBe('6 Days');
    expect(saved.destinations).toEqual(validForm().destinations);
    expect(saved.cityNight).toEqual([
      { cityName: 'Bangkok', totalNights: 2 },
      { cityName: 'Phuket', totalNights: 3 },
    ]);
    expect(saved.holiday_types).toEqual(['Beach_Holidays', 'Honeymoons']);
    expect(saved.Beach_Holidays).toBe('True');
    expect(saved.Safari).toBe('False');
    expect(saved.inclusion_ids).toEqual(['hotels', 'transfers', 'sightseeing']);
    expect(saved.exclusion_ids).toEqual(['flights', 'meals', 'visa', '24_7_support']);
    expect(saved.inclusionTexts).toEqual(validForm().inclusionTexts);
    expect(saved.exclusionTexts).toEqual(validForm().exclusionTexts);
    expect(saved.description).toEqual(validForm().description);
    expect(saved.Card_Text).toBe(validForm().description.paragraph);
    expect(saved.HomeDealSection1).toBe('False');

    expect(saved.images).toHaveLength(2);
    for (const url of saved.images) expect(url).toMatch(UPLOAD_URL);
    expect(saved.images[0].endsWith('.png')).toBe(true);
    expect(saved.images[1].endsWith('.jpg')).toBe(true);
    expect(saved.images.join()).not.toMatch(/beach|temple/);
    expect(saved.Turner2Data).toEqual([saved.images[0]]);
    expect(await published()).toEqual(expect.arrayContaining(saved.images.map(fileOf)));
    await nothingStaged();

    expect(await getPackage(saved._id)).toEqual(saved);
    const image = await service.app.inject({ method: 'GET', url: saved.images[1] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded, not sent as uploaded; its address is its ETag, and a revalidation costs no body.
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(image.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await service.app.inject({
      method: 'GET',
      url: saved.images[1],
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('takes WebP and GIF files too (a GIF is kept as PNG)', async () => {
    const res = await create(validForm({ packageName: 'Test WebP and GIF' }), [
      { filename: 'a.webp', content: IMAGES.webp, type: 'image/webp' },
      { filename: 'b', content: IMAGES.gif, type: 'application/octet-stream' },
    ]);
    expect(res.statusCode).toBe(201);
    const { images } = res.json().data as Package;
    expect(images.map((url) => url.slice(url.lastIndexOf('.')))).toEqual(['.webp', '.png']);
    const gif = await service.app.inject({ method: 'GET', url: images[1] });
    expect(gif.headers['content-type']).toBe('image/png');
  });

  it('updates a package: new prices and texts, one image kept, one removed from disk, one added', async () => {
    const created: Package = (
      await create(validForm({ packageName: 'Test Before Update' }), [
        { filename: 'one.png', content: IMAGES.png },
        { filename: 'two.jpg', content: IMAGES.jpeg },
      ])
    ).json().data;
    const [keep, drop] = created.images;
    const form = validForm({
      packageName: 'Test After Update',
      description: { paragraph: 'A new description for the updated trip.' },
      pricing: [{ type: 'Luxury', price: 99999 }],
      duration: 8,
      holidayTypes: ['Safari'],
      inclusionIds: ['flights'],
      inclusionTexts: ['Return flights'],
      exclusionTexts: ['Visa fees'],
      existingImages: [keep],
    });
    const res = await update(created._id, form, [{ filename: 'three.gif', content: IMAGES.gif }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PACKAGE_MESSAGES.updated);
    const updated: Package = res.json().data;
    expect(updated._id).toBe(created._id);
    expect(updated.packageName).toBe('Test After Update');
    expect(updated.pricing.map((p) => [p.type, p.price])).toEqual([['Luxury', 99999]]);
    expect(updated).not.toHaveProperty('valueOfferPrice');
    expect(updated.ClassBarData).toBe('8 Days');
    expect(updated.holiday_types).toEqual(['Safari']);
    expect(updated.inclusion_ids).toEqual(['flights']);
    expect(updated.inclusionTexts).toEqual(['Return flights']);
    expect(updated.exclusionTexts).toEqual(['Visa fees']);
    expect(updated.description).toEqual({ title: '', paragraph: 'A new description for the updated trip.' });
    // The cards' text was only ever the description, so it follows it.
    expect(updated.Card_Text).toBe('A new description for the updated trip.');
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]).toBe(keep);
    expect(updated.images[1]).toMatch(UPLOAD_URL);
    expect(updated.Turner2Data).toEqual([keep]);
    expect(await getPackage(created._id)).toEqual(updated);

    const files = await published();
    expect(files).toContain(fileOf(keep));
    expect(files).toContain(fileOf(updated.images[1]));
    expect(files).not.toContain(fileOf(drop));
    expect((await service.app.inject({ method: 'GET', url: drop })).statusCode).toBe(404);
  });

  it('keeps what the form does not show when a seeded package is updated (flags, overview, artwork banner, departures)', async () => {
    const before = await getPackage(1);
    const form = packageFormFromPackage(before);
    const res = await update(1, {
      ...form,
      pricing: [{ ...form.pricing[0], price: form.pricing[0].price + 1000 }, ...form.pricing.slice(1)],
    });
    expect(res.statusCode).toBe(200);
    const after: Package = res.json().data;
    expect(after.pricing[0].price).toBe(before.pricing[0].price + 1000);
    expect({ ...after, pricing: undefined }).toEqual({ ...before, pricing: undefined });
  });

  it('clones a package with shared images; deleting the clone keeps the original’s files, deleting both removes them', async () => {
    const original: Package = (
      await create(validForm({ packageName: 'Test Original' }), [{ filename: 'x.png', content: IMAGES.png }])
    ).json().data;
    const form = packageFormFromPackage(await getPackage(original._id));
    const res = await create({ ...form, packageName: 'Test Original (copy)' });
    expect(res.statusCode).toBe(201);
    const clone: Package = res.json().data;
    expect(clone._id).not.toBe(original._id);
    expect(clone.images).toEqual(original.images);
    expect({ ...clone, _id: 0, Name: '', packageName: '', pricing: [] }).toEqual({
      ...original,
      _id: 0,
      Name: '',
      packageName: '',
      pricing: [],
    });

    const deleted = await remove(clone._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: PACKAGE_MESSAGES.deleted });
    expect((await service.app.inject({ method: 'GET', url: `/api/packages/${clone._id}` })).statusCode).toBe(404);
    expect(await published()).toContain(fileOf(original.images[0]));
    expect((await service.app.inject({ method: 'GET', url: original.images[0] })).statusCode).toBe(200);

    expect((await remove(original._id)).statusCode).toBe(200);
    expect(await published()).not.toContain(fileOf(original.images[0]));
  });

  it('clones a seeded package, sharing its artwork', async () => {
    const seeded = await getPackage(2);
    const res = await create({ ...packageFormFromPackage(seeded), packageName: `${seeded.packageName} (copy)` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images).toEqual(seeded.images);
  });

  it('answers 404 to an update or delete of an id no package has', async () => {
    expect((await update(987654)).statusCode).toBe(404);
    const res = await remove(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No package has the id 987654');
  });

  describe('refusals that store nothing', () => {
    let before: number[];
    beforeEach(async () => {
      before = await countRows();
    });
    afterEach(async () => {
      expect(await countRows()).toEqual(before);
      await nothingStaged();
    });

    it('refuses a non-image file with an image name and type (400 naming images)', async () => {
      const files = await published();
      const res = await create(validForm(), [
        { filename: 'good.png', content: IMAGES.png },
        { filename: 'photo.jpg', content: Buffer.from('#!/bin/sh\necho not a picture\n'), type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.images).toBe(`${PACKAGE_IMAGE_MESSAGES.notAnImage} (photo.jpg)`);
      expect(await published()).toEqual(files);
    });

    it.each([
      ['a cut-off JPEG', 'holiday.jpg', SIGNATURE_ONLY.jpeg],
      ['a WebP header with no picture', 'holiday.webp', SIGNATURE_ONLY.webp],
      ['half a real JPEG', 'half.jpg', IMAGES.jpeg.subarray(0, IMAGES.jpeg.length >> 1)],
    ])('refuses %s that cannot be decoded with 415 naming the file, and stores nothing', async (_what, filename, content) => {
      const files = await published();
      const hashes = await storedHashes();
      const res = await create(validForm(), [
        { filename: 'good.png', content: IMAGES.png },
        { filename, content, type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(415);
      expect(res.json().fields.images).toBe(`${PACKAGE_IMAGE_MESSAGES.undecodable} (${filename})`);
      expect(await published()).toEqual(files);
      expect(await storedHashes()).toEqual(hashes);
    });

    it('refuses an oversized image with 413 and a clear message', async () => {
      const files = await published();
      const big = Buffer.concat([IMAGES.png, Buffer.alloc(PACKAGE_IMAGE_LIMITS.maxFileBytes)]);
      const res = await create(validForm(), [
        { filename: 'small.png', content: IMAGES.png },
        { filename: 'big.png', content: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: PACKAGE_IMAGE_MESSAGES.tooLarge, fields: { images: PACKAGE_IMAGE_MESSAGES.tooLarge } });
      expect(await published()).toEqual(files);
    });

    it('refuses more files than one save takes with 413', async () => {
      const files = Array.from({ length: PACKAGE_IMAGE_LIMITS.maxFilesPerSave + 1 }, (_, i) => ({
        filename: `${i}.png`,
        content: IMAGES.png,
      }));
      const res = await create(validForm(), files);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(PACKAGE_IMAGE_MESSAGES.tooManyFiles);
    });

    it('refuses a body longer than any valid save before reading it', async () => {
      const body = await formBody(validForm());
      const res = await service.app.inject({
        method: 'POST',
        url: '/api/packages',
        payload: body.payload,
        headers: { ...body.headers, ...admin(), 'content-length': String(60 * 1024 * 1024) },
      });
      expect(res.statusCode).toBe(413);
    });

    it('refuses a file under another part name', async () => {
      const res = await create(validForm(), [{ filename: 'a.png', content: IMAGES.png, field: 'brochure' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ brochure: 'Files can only be sent as images' });
    });

    it('refuses images sent as text rather than files', async () => {
      const body = await multipart({ ...(await wireOf(validForm())), images: '/etc/passwd' });
      const res = await send('POST', '/api/packages', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ images: 'Images must be sent as files' });
    });

    it('refuses a body that is not multipart with 415', async () => {
      const res = await service.app.inject({ method: 'POST', url: '/api/packages', payload: { packageName: 'x' }, headers: admin() });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(PACKAGE_IMAGE_MESSAGES.notMultipart);
    });

    it('names a JSON part that is not JSON, with every other failing field', async () => {
      const body = await multipart({ ...(await wireOf(validForm())), pricing: '[{"type":', holiday_types: 'Safari', packageName: '' });
      const res = await send('POST', '/api/packages', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        pricing: 'Not valid JSON',
        holidayTypes: 'Not valid JSON',
        packageName: 'Package Name is required',
      });
    });

    it.each<[string, string, (f: Record<string, any>) => void, string]>([
      [
        'a continent the catalogue lacks',
        'destinations.continent',
        (f) => (f.destinations.continent = 'Atlantis'),
        'Atlantis is not a continent of the catalogue',
      ],
      [
        'a country of another continent',
        'destinations.countries.0.name',
        (f) => (f.destinations.countries[0].name = 'Kenya'),
        'Kenya is not a country of Asia',
      ],
      [
        'a city of another country',
        'destinations.countries.0.cities.1.name',
        (f) => (f.destinations.countries[0].cities[1].name = 'Ubud'),
        'Ubud is not a city of Thailand',
      ],
      [
        'the same city twice',
        'destinations.countries.0.cities.1.name',
        (f) => (f.destinations.countries[0].cities[1].name = 'Bangkok'),
        'Bangkok is listed more than once',
      ],
      [
        'an existing image of no package',
        'existingImages',
        (f) => (f.existingImages = ['/api/images/upload-0123456789abcdef0123456789abcdef.png']),
        PACKAGE_IMAGE_MESSAGES.notInCatalogue,
      ],
    ])('refuses %s (400 naming %s)', async (_what, field, breakIt, message) => {
      const form = structuredClone(validForm()) as Record<string, any>;
      breakIt(form);
      const res = await create(form as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: message });
    });

    it('refuses an update keeping an image the package does not have', async () => {
      const other = await getPackage(3);
      const form = { ...packageFormFromPackage(await getPackage(4)), existingImages: [other.images[0]] };
      const res = await update(4, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ existingImages: PACKAGE_IMAGE_MESSAGES.notThisPackages });
    });
  });

  it('refuses more images than a package may have (kept plus new), and stores none of the new ones', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `${i}.png`, content: IMAGES.png }));
    const perSave = PACKAGE_IMAGE_LIMITS.maxFilesPerSave;
    let saved: Package = (await create(validForm({ packageName: 'Test Many Images' }), files(perSave))).json().data;
    while (saved.images.length + perSave <= PACKAGE_IMAGE_LIMITS.maxImagesPerPackage) {
      const res = await update(saved._id, validForm({ packageName: 'Test Many Images', existingImages: saved.images }), files(perSave));
      expect(res.statusCode).toBe(200);
      saved = res.json().data;
    }
    const room = PACKAGE_IMAGE_LIMITS.maxImagesPerPackage - saved.images.length;
    const before = await published();
    const res = await update(saved._id, validForm({ packageName: 'Test Many Images', existingImages: saved.images }), files(room + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ images: PACKAGE_IMAGE_MESSAGES.tooManyImages });
    expect(await published()).toEqual(before);
    await nothingStaged();
    expect((await remove(saved._id)).statusCode).toBe(200);
    expect(await published()).toEqual(before.filter((file) => !saved.images.map(fileOf).includes(file)));
  });

  describe('a save that fails half-way (a table missing when the texts are written)', () => {
    const broken = `${TABLES.packageTexts}_unavailable`;
    /** Runs `save` while the texts table is away, so the transaction fails after the package, pricing and hotels rows. */
    async function withoutTextsTable<T>(save: () => Promise<T>): Promise<T> {
      await service.db.schema.renameTable(TABLES.packageTexts, broken);
      try {
        expect(await service.db.schema.hasTable(TABLES.packageTexts)).toBe(false);
        return await save();
      } finally {
        await service.db.schema.renameTable(broken, TABLES.packageTexts);
      }
    }

    it('leaves no partial package and no stored file on create', async () => {
      const before = await countRows();
      const files = await published();
      const res = await withoutTextsTable(() =>
        create(validForm({ packageName: 'Test Half Written' }), [{ filename: 'a.png', content: IMAGES.png }]),
      );
      expect({ status: res.statusCode, body: res.body }).toEqual({ status: 500, body: expect.stringContaining('Something went wrong') });
      expect(await countRows()).toEqual(before);
      expect(await service.db(TABLES.packages).where({ package_name: 'Test Half Written' })).toEqual([]);
      expect(await published()).toEqual(files);
      await nothingStaged();
    });

    it('leaves the package as it was, with its images, on update', async () => {
      const created: Package = (
        await create(validForm({ packageName: 'Test Stays Whole' }), [{ filename: 'a.png', content: IMAGES.png }])
      ).json().data;
      const before = await countRows();
      const files = await published();
      const res = await withoutTextsTable(() =>
        update(created._id, validForm({ packageName: 'Test Never Saved', pricing: [{ type: 'Premium', price: 1 }] }), [
          { filename: 'b.png', content: IMAGES.png },
        ]),
      );
      expect(res.statusCode).toBe(500);
      expect(await countRows()).toEqual(before);
      expect(await published()).toEqual(files);
      await nothingStaged();
      expect(await getPackage(created._id)).toEqual(created);
    });
  });

  describe('who may write', () => {
    it.each(['admin', 'manager'] as const)('lets %s create, update and delete', async (role) => {
      const created = await create(validForm({ packageName: `Test by ${role}` }), [], tokens.bearer(role));
      expect(created.statusCode).toBe(201);
      const id = created.json().data._id;
      const body = await formBody(validForm({ packageName: `Test by ${role}, updated` }));
      expect((await send('PUT', `/api/packages/${id}`, body, tokens.bearer(role))).statusCode).toBe(200);
      expect((await remove(id, tokens.bearer(role))).statusCode).toBe(200);
    });

    it.each(['employee', 'user'] as const)('answers 403 to %s and changes nothing', async (role) => {
      const before = await countRows();
      const created = await create(validForm(), [{ filename: 'a.png', content: IMAGES.png }], tokens.bearer(role));
      expect(created.statusCode).toBe(403);
      expect((await send('PUT', '/api/packages/1', await formBody(validForm()), tokens.bearer(role))).statusCode).toBe(403);
      expect((await remove(1, tokens.bearer(role))).statusCode).toBe(403);
      expect(await countRows()).toEqual(before);
    });

    it('answers 401 without a token', async () => {
      const body = await formBody(validForm());
      expect((await send('POST', '/api/packages', body, {})).statusCode).toBe(401);
      expect((await service.app.inject({ method: 'DELETE', url: '/api/packages/1' })).statusCode).toBe(401);
    });
  });
});

async function wireOf(form: ReturnType<typeof validForm>): Promise<Record<string, string>> {
  const { packageFormToWire } = await import('@agency/contracts');
  return packageFormToWire(form);
}

/**
 * A package save with images through the gateway, embedded and split: the multipart body
 * (larger than the JSON body limit) reaches the catalogue whole, an oversized file still gets
 * the catalogue's 413, and the stored (re-encoded) image is served back through the same origin.
 */

import { catalogueService } from '@agency/catalogue';
import { PACKAGE_IMAGE_LIMITS, PACKAGE_IMAGE_MESSAGES, PACKAGE_MESSAGES, type ServiceName } from '@agency/contracts';
import { createServer, prepareDatabase, servicePlugin } from '@agency/service-common';
import { formBody, IMAGES, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildGateway, services } from '../src';

describe('package saves through the gateway', () => {
  let db: TestDatabase;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  let catalogue: FastifyInstance;
  const gateways: Record<'embedded' | 'split', FastifyInstance> = {} as never;

  beforeAll(async () => {
    folder = await uploadFolder();
    const config = testConfig({ uploadDir: folder.dir });
    db = await createTestDatabase('sqlite', { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    tokens = await staffTokens(config.jwtSecret, db.db);
    gateways.embedded = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    catalogue = createServer({ logger: false });
    await catalogue.register(servicePlugin(catalogueService), { db: db.db, config });
    const address = await catalogue.listen({ port: 0, host: '127.0.0.1' });
    const nowhere = 'http://127.0.0.1:9';
    const upstreams: Record<ServiceName, string> = { catalogue: address, auth: nowhere, leads: nowhere, payment: nowhere };
    gateways.split = await buildGateway({ config, mode: { kind: 'split', upstreams, db: db.db }, logger: false });
  });
  afterAll(async () => {
    await gateways.embedded?.close();
    await gateways.split?.close();
    await catalogue?.close();
    await tokens?.close();
    await db?.drop();
    await folder?.remove();
  });

  /** A real PNG of noise (it does not compress): about 3 MB, three times the gateway's JSON body limit. */
  let largePng: Buffer;
  /** Its pixels: the catalogue re-encodes uploads, and PNG is lossless, so the same pixels come back only if every byte arrived. */
  let largePixels: Buffer;
  beforeAll(async () => {
    const noise = sharp({
      create: { width: 1000, height: 1000, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 90 } },
    });
    largePng = await noise.png({ compressionLevel: 0 }).toBuffer();
    largePixels = await sharp(largePng).raw().toBuffer();
  });

  // Re-encoding 3 MB of noise in nine variants takes seconds of CPU: a busy machine needs more than the default minute.
  it.each(['embedded', 'split'] as const)(
    'creates a package with a 3 MB image %s, and serves the image back',
    async (mode) => {
      const gateway = gateways[mode];
      const body = await formBody(validForm({ packageName: `Test via ${mode} gateway` }), [
        { filename: 'large.png', content: largePng },
        { filename: 'small.gif', content: IMAGES.gif },
      ]);
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/packages',
        payload: body.payload,
        headers: { ...body.headers, ...tokens.bearer('admin') },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(PACKAGE_MESSAGES.created);
      const [large, small] = res.json().data.images as string[];
      const image = await gateway.inject({ method: 'GET', url: large });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(largePng.length).toBeGreaterThan(2.5 * 1024 * 1024);
      expect((await sharp(image.rawPayload).raw().toBuffer()).equals(largePixels)).toBe(true);
      // A GIF is kept as a PNG of its picture.
      expect((await gateway.inject({ method: 'GET', url: small })).headers['content-type']).toBe('image/png');
    },
    180_000,
  );

  it.each(['embedded', 'split'] as const)('answers the catalogue’s 413 for an oversized image %s', async (mode) => {
    const body = await formBody(validForm(), [
      { filename: 'huge.png', content: Buffer.concat([IMAGES.png, Buffer.alloc(PACKAGE_IMAGE_LIMITS.maxFileBytes)]) },
    ]);
    const res = await gateways[mode].inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('manager') },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PACKAGE_IMAGE_MESSAGES.tooLarge);
  });

  it.each(['embedded', 'split'] as const)('answers 403 to an employee %s before reading the upload', async (mode) => {
    const body = await formBody(validForm(), [{ filename: 'a.png', content: IMAGES.png }]);
    const res = await gateways[mode].inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('employee') },
    });
    expect(res.statusCode).toBe(403);
  });
});

/**
 * Two gateway instances on one database, as on two machines: each with its own UPLOAD_DIR,
 * DATA_DIR and store cache, sharing nothing but the database. A photo uploaded through A is
 * served by B byte for byte, every variant; an image left in A's UPLOAD_DIR from before photos
 * were re-encoded is imported when A starts and served by B under its old URL.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Package, pictureOfUrl } from '@agency/contracts';
import { createDatabase, prepareDatabase } from '@agency/service-common';
import { formBody, staffTokens, validForm } from '@agency/test-kit/package-writes';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { buildGateway, services } from '../src';

const LEGACY = `upload-${'5a'.repeat(16)}.jpg`;

describe.each(testDatabaseKinds())('images shared by two gateway instances on one %s database', (kind) => {
  let database: TestDatabase;
  let root: string;
  let secondDb: Knex;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  const instances: FastifyInstance[] = [];
  let legacyBytes: Buffer;

  /** An instance with folders of its own under `root/<name>`. */
  async function instance(name: string, db: Knex) {
    const dir = path.join(root, name);
    const config = testConfig({
      dataDir: path.join(dir, 'data'),
      uploadDir: path.join(dir, 'uploads'),
      deployDir: path.join(dir, 'deploy'),
      storeCache: { dir: path.join(dir, 'data', 'store-cache'), maxBytes: 64 * 1024 * 1024 },
    });
    const app = await buildGateway({ config, mode: { kind: 'embedded', db }, logger: false });
    instances.push(app);
    return { app, config };
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'two-instances-'));
    if (kind === 'mysql') {
      database = await createTestDatabase('mysql');
      secondDb = createDatabase(database.url);
    } else {
      // Two connections to one SQLite file stand for two machines on one database.
      const url = `sqlite:${path.join(root, 'shared.sqlite')}`;
      const db = createDatabase(url);
      database = { db, kind, url, drop: () => db.destroy() };
      secondDb = createDatabase(url);
    }
    const config = testConfig();
    for (const service of services) await prepareDatabase(service, database.db, config);
    tokens = await staffTokens(config.jwtSecret, database.db);
    // An image uploaded before photos were re-encoded, on A's disk only, shown by a package.
    legacyBytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    await mkdir(path.join(root, 'a', 'uploads'), { recursive: true });
    await writeFile(path.join(root, 'a', 'uploads', LEGACY), legacyBytes);
    await database
      .db('package_images')
      .where({ package_id: 1, kind: 'gallery', position: 0 })
      .update({ url: `/api/images/${LEGACY}` });
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await tokens?.close();
    await secondDb?.destroy();
    await database?.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('serves through B, byte for byte, every variant of a photo uploaded through A', async () => {
    const a = await instance('a', database.db);
    const b = await instance('b', secondDb);
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#e76f51' } })
      .jpeg()
      .toBuffer();
    const body = await formBody(validForm({ packageName: 'Test Two Instances' }), [
      { filename: 'beach.jpg', content: photo, type: 'image/jpeg' },
    ]);
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(saved.statusCode).toBe(201);
    const picture = pictureOfUrl((saved.json().data as Package).images[0])!;
    const urls = [
      picture.src,
      ...[...picture.sources.map((s) => s.srcSet), picture.srcSet].flatMap((set) => set.split(', ').map((e) => e.split(' ')[0])),
    ];
    expect(urls).toHaveLength(1 + 3 * 3);
    for (const url of urls) {
      const fromA = await a.app.inject({ method: 'GET', url });
      const fromB = await b.app.inject({ method: 'GET', url });
      expect({ url, a: fromA.statusCode, b: fromB.statusCode }).toEqual({ url, a: 200, b: 200 });
      expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
      expect(fromB.headers.etag).toBe(fromA.headers.etag);
      expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const revalidated = await b.app.inject({ method: 'GET', url, headers: { 'if-none-match': fromA.headers.etag as string } });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('imports the image left in A’s upload folder: B serves its old URL, and the package shows the photo', async () => {
    const b = instances[1];
    const old = await b.inject({ method: 'GET', url: `/api/images/${LEGACY}` });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(old.rawPayload).metadata()).width).toBe(640);
    const pkg = (await b.inject({ method: 'GET', url: '/api/packages/1' })).json().data as Package;
    const picture = pictureOfUrl(pkg.images[0])!;
    expect([picture.width, picture.height]).toEqual([640, 480]);
    const main = await b.inject({ method: 'GET', url: picture.src });
    expect(main.rawPayload.equals(old.rawPayload)).toBe(true);
  });
});

/**
 * With the read cache on (as in production), a package write is visible to the very next
 * read on the instance that took it: the list, the package and the country's deals are
 * cached before each write and read again at once after it.
 */

import type { Package } from '@agency/contracts';
import { formBody, IMAGES, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';

describe.each(testDatabaseKinds())('reads after package writes, read cache on, on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, { config: { uploadDir: folder.dir, readCache: true } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  const get = (url: string) => service.app.inject({ method: 'GET', url });
  /** The three reads, each asked twice so the second answer surely comes from the cache. */
  async function reads(id?: number) {
    const urls = [
      '/api/packages?page=1&limit=7',
      '/api/packages?country=thailand&page=1&limit=50',
      '/api/deals/Thailand',
      ...(id ? [`/api/packages/${id}`] : []),
    ];
    const answers = [];
    for (const url of urls) {
      await get(url);
      const res = await get(url);
      if (!(id && url.endsWith(`/${id}`))) expect(res.statusCode).toBe(200);
      answers.push(res);
    }
    const [list, thailand, deals, detail] = answers;
    const summary = (body: { data: { _id: number; packageName: string; pricing: { price: number }[] }[] }, wanted: number) =>
      body.data.find((p) => p._id === wanted);
    return {
      newest: list.json().data[0] as { _id: number; packageName: string; pricing: { price: number }[] },
      inThailand: (wanted: number) => summary(thailand.json(), wanted),
      inDeals: (wanted: number) => (deals.json() as Package[]).find((p) => p._id === wanted),
      detail: detail
        ? { status: detail.statusCode, data: detail.statusCode === 200 ? (detail.json().data as Package) : undefined }
        : undefined,
    };
  }

  it('shows a created, updated and deleted package on the next read', async () => {
    const admin = tokens.bearer('admin');
    const before = await reads();
    expect(before.newest.packageName).not.toBe('Test Cached Siam');
    expect((await get('/api/packages?page=1&limit=7')).headers['cache-control']).toMatch(/max-age=[1-5]\b/);

    const body = await formBody(validForm({ packageName: 'Test Cached Siam' }), [{ filename: 'a.png', content: IMAGES.png }]);
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...admin },
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().data._id;

    const afterCreate = await reads(id);
    expect(afterCreate.newest).toMatchObject({ _id: id, packageName: 'Test Cached Siam' });
    expect(afterCreate.inThailand(id)?.pricing[0].price).toBe(64999);
    expect(afterCreate.inDeals(id)?.packageName).toBe('Test Cached Siam');
    expect(afterCreate.detail?.data?.pricing[0].price).toBe(64999);

    const changed = await formBody(validForm({ packageName: 'Test Cached Siam', pricing: [{ type: 'Standard', price: 59999 }] }));
    const updated = await service.app.inject({
      method: 'PUT',
      url: `/api/packages/${id}`,
      payload: changed.payload,
      headers: { ...changed.headers, ...admin },
    });
    expect(updated.statusCode).toBe(200);

    const afterUpdate = await reads(id);
    expect(afterUpdate.newest.pricing[0].price).toBe(59999);
    expect(afterUpdate.inThailand(id)?.pricing[0].price).toBe(59999);
    expect(afterUpdate.inDeals(id)?.pricing[0].price).toBe(59999);
    expect(afterUpdate.detail?.data?.pricing[0].price).toBe(59999);

    expect((await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: admin })).statusCode).toBe(200);
    const afterDelete = await reads(id);
    expect(afterDelete.newest._id).not.toBe(id);
    expect(afterDelete.inThailand(id)).toBeUndefined();
    expect(afterDelete.inDeals(id)).toBeUndefined();
    expect(afterDelete.detail?.status).toBe(404);
  });
});

/**
 * Publishing control: drafts reach no public read (list, search by filters, deals,
 * per-country deals, filter choices, sitemap, the package itself) and do once published;
 * staff reads include drafts, search by name or id and are never cached; the home page's top
 * deals and section order are what staff chose; hotel nights must fit the package's nights;
 * only administrators and managers may do any of it.
 */

import { hotelNightsMessage, type PackageCard, type PackageForm, packageFormToWire, type Role } from '@agency/contracts';
import { formBody, multipart, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';

describe.each(testDatabaseKinds())('publishing control on %s', (kind) => {
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

  const get = (url: string, role?: Role) => service.app.inject({ method: 'GET', url, headers: role ? tokens.bearer(role) : {} });
  const put = (url: string, payload: unknown, role: Role = 'admin') =>
    service.app.inject({ method: 'PUT', url, payload: payload as object, headers: tokens.bearer(role) });

  async function create(form: PackageForm, published?: boolean) {
    const fields = packageFormToWire(form);
    const body = await multipart(published === undefined ? fields : { ...fields, published: String(published) });
    const res = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data._id as number;
  }

  /** Every public read, each asked twice (the second from the read cache). */
  async function publicReads() {
    const read = async (url: string) => {
      await get(url);
      const res = await get(url);
      return res;
    };
    const list = await read('/api/packages?page=1&limit=50&country=thailand');
    const deals = await read('/api/deals/Thailand');
    const home = await read('/api/deals/data');
    const top = await read('/api/deals/top');
    const filter = await read('/api/packages/filterData');
    const sitemap = await read('/sitemap.xml');
    return {
      listIds: (list.json().data as { _id: number }[]).map((p) => p._id),
      dealIds: (deals.json() as PackageCard[]).map((p) => p._id),
      homeIds: (home.json() as PackageCard[]).map((p) => p._id),
      topIds: (top.json() as PackageCard[]).map((p) => p._id),
      durations: filter.json().durations as number[],
      sitemap: sitemap.body,
    };
  }

  it('keeps a draft out of every public read until it is published, and shows it to staff with its state', async () => {
    // A 29-day package is the only one of its duration: the filter choices show whether it counts.
    const id = await create(validForm({ packageName: 'Test Draft Lagoon', duration: 29 }), false);
    let reads = await publicReads();
    expect(reads.listIds).not.toContain(id);
    expect(reads.dealIds).not.toContain(id);
    expect(reads.topIds).not.toContain(id);
    expect(reads.durations).not.toContain(29);
    expect(reads.sitemap).not.toContain(`/package-detail/${id}<`);
    expect((await get(`/api/packages/${id}`)).statusCode).toBe(404);

    const staff = await get(`/api/packages/staff/${id}`, 'manager');
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ published: false, data: { _id: id, packageName: 'Test Draft Lagoon' } });
    expect(staff.headers['cache-control']).toBe('private, no-store');
    const drafts = await get('/api/packages/staff?status=draft', 'admin');
    expect(drafts.headers['cache-control']).toBe('private, no-store');
    expect(drafts.json().data.map((row: { _id: number; published: boolean }) => [row._id, row.published])).toEqual([[id, false]]);

    const published = await put(`/api/packages/${id}/publication`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().published).toBe(true);
    reads = await publicReads();
    expect(reads.listIds).toContain(id);
    expect(reads.dealIds).toContain(id);
    expect(reads.durations).toContain(29);
    expect(reads.sitemap).toContain(`/package-detail/${id}<`);
    expect((await get(`/api/packages/${id}`)).statusCode).toBe(200);
    // The newest published packages are the top deals while none are chosen.
    expect(reads.topIds[0]).toBe(id);

    expect((await put(`/api/packages/${id}/publication`, { published: false })).statusCode).toBe(200);
    reads = await publicReads();
    expect(reads.listIds).not.toContain(id);
    expect(reads.topIds).not.toContain(id);
    expect((await get(`/api/packages/${id}`)).statusCode).toBe(404);
    expect((await get('/api/packages/staff?status=published&q=Draft Lagoon', 'admin')).json().data).toEqual([]);
  });

  it('keeps an update from changing the state unless it says so, and a create without it is published', async () => {
    const id = await create(validForm({ packageName: 'Test Kept State' }), false);
    const body = await formBody(validForm({ packageName: 'Test Kept State Renamed' }));
    const updated = await service.app.inject({
      method: 'PUT',
      url: `/api/packages/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('manager') },
    });
    expect(updated.statusCode).toBe(200);
    expect((await get(`/api/packages/staff/${id}`, 'admin')).json().published).toBe(false);
    const plain = await create(validForm({ packageName: 'Test Plain Create' }));
    expect((await get(`/api/packages/staff/${plain}`, 'admin')).json().published).toBe(true);
  });

  it('searches the staff list by name words (any case) and by id', async () => {
    const id = await create(validForm({ packageName: 'Test Searchable Kerala Backwaters 50%_off' }), false);
    const ids = async (q: string) =>
      ((await get(`/api/packages/staff?q=${encodeURIComponent(q)}`, 'admin')).json().data as { _id: number }[]).map((p) => p._id);
    expect(await ids('kerala BACKWATERS')).toEqual([id]);
    expect(await ids(`#${id}`)).toContain(id);
    expect(await ids(String(id))).toContain(id);
    expect(await ids('50%_off')).toEqual([id]);
    expect(await ids('50%')).toEqual([id]);
    expect(await ids('no such package name anywhere')).toEqual([]);
    // % and _ are taken literally, not as wildcards.
    expect(await ids('5_%')).toEqual([]);
  });

  it('shows the chosen top deals in order, orders the sections, and refuses drafts and unknown ids', async () => {
    const first = await create(validForm({ packageName: 'Test Top One' }));
    const second = await create(validForm({ packageName: 'Test Top Two' }));
    const draft = await create(validForm({ packageName: 'Test Top Draft' }), false);
    const none = { topDeals: [], HomeDealSection1: [], HomeDealSection2: [], HomeDealSection3: [] };

    const refused = await put('/api/packages/home-placements', { ...none, topDeals: [first, draft] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ topDeals: 'Only published packages can be shown on the home page' });
    expect((await put('/api/packages/home-placements', { ...none, topDeals: [first, 999999] })).json().fields).toEqual({
      topDeals: 'Some of the chosen packages no longer exist',
    });
    const tooMany = await put('/api/packages/home-placements', { ...none, topDeals: [1, 2, 3, 4, 5] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.topDeals).toBe('At most 4 packages');

    const saved = await put('/api/packages/home-placements', { ...none, topDeals: [second, first], HomeDealSection2: [first, second] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().topDeals.map((p: { _id: number }) => p._id)).toEqual([second, first]);
    let reads = await publicReads();
    expect(reads.topIds).toEqual([second, first]);
    const home = (await get('/api/deals/data')).json() as PackageCard[];
    // Section 2 is exactly the chosen two, in the chosen order; sections 1 and 3 are empty.
    expect(home.filter((deal) => deal.HomeDealSection2 === 'True').map((deal) => deal._id)).toEqual([first, second]);
    expect(home.filter((deal) => deal.HomeDealSection1 === 'True' || deal.HomeDealSection3 === 'True')).toEqual([]);
    const listed = (await get('/api/packages/staff?q=Test Top', 'admin')).json().data as { _id: number; homePlaces: string[] }[];
    expect(listed.find((row) => row._id === first)?.homePlaces).toEqual(['topDeals', 'HomeDealSection2']);

    // A top deal made a draft leaves the home page.
    await put(`/api/packages/${second}/publication`, { published: false });
    reads = await publicReads();
    expect(reads.topIds).toEqual([first]);
    expect((await get('/api/packages/home-placements', 'manager')).json().topDeals.map((p: { _id: number }) => p._id)).toEqual([first]);
    // Deleting a package takes it off the home page too.
    expect(
      (await service.app.inject({ method: 'DELETE', url: `/api/packages/${first}`, headers: tokens.bearer('admin') })).statusCode,
    ).toBe(200);
    expect((await get('/api/packages/home-placements', 'admin')).json().topDeals).toEqual([]);
  });

  it('refuses hotel nights that do not fit the package nights, naming the duration', async () => {
    const form = validForm({ packageName: 'Test Too Many Nights', duration: 5 });
    const body = await formBody(form);
    const res = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ duration: hotelNightsMessage(5, 5) });
    expect(hotelNightsMessage(5, 5)).toBe("The hotels' nights add up to 5, more than the 4 nights of a 5-day package");
    expect((await get('/api/packages/staff?q=Too Many Nights', 'admin')).json().data).toEqual([]);
  });

  it('lets only administrators and managers use the staff calls', async () => {
    const none = { topDeals: [], HomeDealSection1: [], HomeDealSection2: [], HomeDealSection3: [] };
    for (const role of ['employee', 'user'] as const) {
      expect((await get('/api/packages/staff', role)).statusCode).toBe(403);
      expect((await get('/api/packages/staff/1', role)).statusCode).toBe(403);
      expect((await get('/api/packages/home-placements', role)).statusCode).toBe(403);
      expect((await put('/api/packages/1/publication', { published: false }, role)).statusCode).toBe(403);
      expect((await put('/api/packages/home-placements', none, role)).statusCode).toBe(403);
    }
    expect((await get('/api/packages/staff')).statusCode).toBe(401);
    expect(
      (await service.app.inject({ method: 'PUT', url: '/api/packages/1/publication', payload: { published: false } })).statusCode,
    ).toBe(401);
    expect((await put('/api/packages/999999/publication', { published: true })).statusCode).toBe(404);
    expect((await put('/api/packages/1/publication', { published: 'yes' })).json().fields).toEqual({
      published: 'published must be true or false',
    });
  });
});

describe('the seeded catalogue and the hotel nights rule', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, 'sqlite');
  });
  afterAll(async () => service.close());

  it('has every seeded package within its nights, and every one published', async () => {
    const rows: { package_id: number; nights: number; duration: number; published: number }[] = await service
      .db('package_hotels')
      .join('packages', 'packages.id', 'package_hotels.package_id')
      .select('package_hotels.package_id', 'package_hotels.nights', 'packages.duration', 'packages.published');
    const totals = new Map<number, { nights: number; duration: number }>();
    for (const row of rows) {
      const total = totals.get(row.package_id) ?? { nights: 0, duration: row.duration };
      total.nights += row.nights;
      totals.set(row.package_id, total);
      expect(Number(row.published)).toBe(1);
    }
    expect(totals.size).toBeGreaterThan(50);
    for (const [id, { nights, duration }] of totals) expect([id, nights <= duration - 1]).toEqual([id, true]);
  });
});

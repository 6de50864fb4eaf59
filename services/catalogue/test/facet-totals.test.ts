/**
 * The list totals and filter data read from the filter aggregate agree with counting the
 * packages, and follow every write that changes them: a package created (published or as a
 * draft), published, saved with other values, unpublished and deleted. Each write changes
 * the aggregate by its own package's difference, which must leave it as a rebuild would,
 * and copies the package's keys into its join-table rows.
 */

import { type FilterData, packageFormToWire } from '@agency/contracts';
import { multipart, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { TABLES as T } from '../src/db/rows';
import { FACET_TABLE, refreshFacets } from '../src/queries/facets';
import { LINK_KEY_COLUMNS, LINK_TABLES } from '../src/queries/link-keys';
import { applyPackageFilters, type PackageFilters } from '../src/queries/package-filters';
import { countPackages } from '../src/queries/package-page';

/** Lists whose totals the aggregate answers, as the storefront asks for them and as filters. */
const LISTS: [string, PackageFilters][] = [
  ['', {}],
  ['continent=Asia', { continent: 'Asia' }],
  ['country=thailand', { countries: ['thailand'] }],
  ['country=thailand,maldives', { countries: ['thailand', 'maldives'] }],
  ['country=thailand,Thailand', { countries: ['thailand', 'Thailand'] }],
  ['city=phuket', { city: 'phuket' }],
  ['holiday_types=Honeymoons', { holidayTypes: ['Honeymoons'] }],
  ['holiday_types=Beach_Holidays,Honeymoons', { holidayTypes: ['Beach_Holidays', 'Honeymoons'] }],
  ['inclusion_ids=hotels,transfers', { inclusions: ['hotels', 'transfers'] }],
  ['exclusion_ids=meals', { exclusions: ['meals'] }],
  ['duration=6', { duration: 6 }],
  ['minPrice=50000&maxPrice=90000', { minPrice: 50000, maxPrice: 90000 }],
  ['minPrice=64999', { minPrice: 64999 }],
  ['maxPrice=45999', { maxPrice: 45999 }],
];

describe.each(testDatabaseKinds())('totals from the filter aggregate on %s', (kind) => {
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

  /** What counting the published packages says (the query the aggregate stands in for). */
  async function counted(filters: PackageFilters): Promise<number> {
    const [row] = await applyPackageFilters(service.db, service.db(T.packages).count({ count: '*' }), { ...filters, publishedOnly: true });
    return Number((row as { count: number | string }).count);
  }

  async function expectTotalsAgree(): Promise<void> {
    for (const [query, filters] of LISTS) {
      const expected = await counted(filters);
      expect([query, await countPackages(service.db, { ...filters, publishedOnly: true })]).toEqual([query, expected]);
      const res = await service.app.inject({ method: 'GET', url: `/api/packages?page=1&limit=7${query ? `&${query}` : ''}` });
      expect([query, res.json().pagination.totalPackages]).toEqual([query, expected]);
    }
  }

  /** The aggregate as the writes left it equals a rebuild, and every join-table row carries its package's keys. */
  async function expectDerivedRowsInStep(): Promise<void> {
    const counted = async () =>
      (await service.db(FACET_TABLE).where('packages', '>', 0).orderBy(['facet', 'value_id']).select('facet', 'value_id', 'packages')).map(
        (row: { facet: string; value_id: number; packages: number }) => `${row.facet} ${row.value_id}: ${row.packages}`,
      );
    const maintained = await counted();
    await refreshFacets(service.db);
    expect(maintained).toEqual(await counted());
    for (const { table } of LINK_TABLES) {
      const stale = await service
        .db(`${table} as l`)
        .join(`${T.packages} as p`, 'p.id', 'l.package_id')
        .where((any) => {
          for (const column of LINK_KEY_COLUMNS) void any.orWhereRaw('?? <> ??', [`l.${column}`, `p.${column}`]);
        })
        .count({ count: '*' });
      expect([table, Number(stale[0].count)]).toEqual([table, 0]);
    }
  }

  const filterData = async () => (await service.app.inject({ method: 'GET', url: '/api/packages/filterData' })).json() as FilterData;

  it('agree with counting, and follow creation, publication, saving and deletion', async () => {
    await expectTotalsAgree();
    expect((await filterData()).durations).not.toContain(29);

    const fields = packageFormToWire(validForm({ packageName: 'Test Aggregate Package', duration: 29 }));
    const body = await multipart({ ...fields, published: 'false' });
    const created = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as number;
    // A draft counts nowhere.
    await expectTotalsAgree();
    expect((await filterData()).durations).not.toContain(29);

    const publish = (published: boolean) =>
      service.app.inject({
        method: 'PUT',
        url: `/api/packages/${id}/publication`,
        payload: { published },
        headers: tokens.bearer('admin'),
      });
    expect((await publish(true)).statusCode).toBe(200);
    await expectTotalsAgree();
    await expectDerivedRowsInStep();
    expect((await filterData()).durations).toContain(29);

    // Saved with another price, duration, holiday types and inclusions: the old values lose it, the new gain it.
    const changed = await multipart(
      packageFormToWire(
        validForm({
          packageName: 'Test Aggregate Package',
          duration: 28,
          pricing: [{ type: 'Standard', price: 45999 }],
          holidayTypes: ['Honeymoons'],
          inclusionIds: ['hotels'],
        }),
      ),
    );
    const saved = await service.app.inject({
      method: 'PUT',
      url: `/api/packages/${id}`,
      payload: changed.payload,
      headers: { ...changed.headers, ...tokens.bearer('admin') },
    });
    expect(saved.statusCode).toBe(200);
    await expectTotalsAgree();
    await expectDerivedRowsInStep();
    expect((await filterData()).durations).toEqual(expect.arrayContaining([28]));
    expect((await filterData()).durations).not.toContain(29);

    expect((await publish(false)).statusCode).toBe(200);
    await expectTotalsAgree();
    await expectDerivedRowsInStep();
    expect((await publish(true)).statusCode).toBe(200);
    expect((await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: tokens.bearer('admin') })).statusCode).toBe(
      200,
    );
    await expectTotalsAgree();
    await expectDerivedRowsInStep();
    expect((await filterData()).durations).not.toContain(28);
  });
});

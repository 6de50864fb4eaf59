/**
 * GET /api/packages on every test database: every filter alone and together, both sorts
 * both ways, paging, and the shape of every package, each compared with what the seeded
 * rows say (./support/catalogue-oracle.ts), never with the service's own query code.
 */

import { createAjv, type PackageListResponse, packageListResponse } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { catalogueOracle, type OracleFilters, type OracleSort } from './support/catalogue-oracle';

const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
const oracle = catalogueOracle(catalogue);
const validList = createAjv().compile(packageListResponse);

type Query = Record<string, string | number>;
const urlOf = (query: Query) => `/api/packages?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** Single filters: the query the storefront sends and the same filter for the oracle. */
const singleFilters: [string, Query, OracleFilters][] = [
  ['continent by name', { continent: 'Asia' }, { continent: 'Asia' }],
  ['continent by menu name, any case', { continent: 'caribbean island' }, { continent: 'Caribbean Island' }],
  ['continent by route', { continent: 'Middleeast' }, { continent: 'Middle East' }],
  ['country lower-cased (as the storefront sends it)', { country: 'sri lanka' }, { countries: ['Sri Lanka'] }],
  ['country by route', { country: 'SriLanka' }, { countries: ['Sri Lanka'] }],
  ['country in capitals', { country: 'THAILAND' }, { countries: ['Thailand'] }],
  ['country that the menu hides', { country: 'portugal' }, { countries: ['Portugal'] }],
  ['any of two countries', { country: 'thailand,sri lanka' }, { countries: ['Thailand', 'Sri Lanka'] }],
  [
    'any of three countries, by name and route, spaces around the commas',
    { country: 'Bali , SouthAfrica,MALDIVES' },
    { countries: ['Bali', 'South Africa', 'Maldives'] },
  ],
  ['city', { city: 'ubud' }, { city: 'Ubud' }],
  ['one holiday type', { holiday_types: 'Safari' }, { holidayTypes: ['Safari'] }],
  ['any of two holiday types', { holiday_types: 'Beach_Holidays,Honeymoons' }, { holidayTypes: ['Beach_Holidays', 'Honeymoons'] }],
  ['all of two inclusions', { inclusion_ids: 'flights,visa' }, { inclusions: ['flights', 'visa'] }],
  ['an exclusion', { exclusion_ids: 'meals' }, { exclusions: ['meals'] }],
  ['a lowest price', { minPrice: 100000 }, { minPrice: 100000 }],
  ['a highest price', { maxPrice: 60000 }, { maxPrice: 60000 }],
  ['a price range', { minPrice: 50000, maxPrice: 90000 }, { minPrice: 50000, maxPrice: 90000 }],
  ['a duration', { duration: 7 }, { duration: 7 }],
];

const sorts: [Query, OracleSort][] = [
  [
    { sortBy: 'pricing.price', sortOrder: 'asc' },
    { by: 'pricing.price', order: 'asc' },
  ],
  [
    { sortBy: 'pricing.price', sortOrder: 'desc' },
    { by: 'pricing.price', order: 'desc' },
  ],
  [
    { sortBy: 'duration', sortOrder: 'asc' },
    { by: 'duration', order: 'asc' },
  ],
  [
    { sortBy: 'duration', sortOrder: 'desc' },
    { by: 'duration', order: 'desc' },
  ],
  [{ sortBy: 'duration' }, { by: 'duration', order: 'asc' }],
];

describe.each(testDatabaseKinds())('GET /api/packages on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  async function list(query: Query): Promise<PackageListResponse> {
    const res = await service.app.inject({ method: 'GET', url: urlOf(query) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PackageListResponse;
    expect(validList(body)).toBe(true);
    return body;
  }
  const idsOf = (body: PackageListResponse) => body.data.map((p) => p._id);

  it('answers every package as its card summary, newest first, when nothing is filtered', async () => {
    const body = await list({ limit: 100 });
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalPackages: SEED_PACKAGES });
    expect(idsOf(body)).toEqual(oracle.ids());
    expect(body.data).toEqual(oracle.ids().map((id) => oracle.expectedSummary(id)));
  });

  it('answers summaries only: the card fields, nothing a card does not show', async () => {
    const [first] = (await list({ limit: 1 })).data;
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id',
        'packageName',
        'images',
        'duration',
        'pricing',
        'cityNight',
        'inclusion_ids',
        'descriptionExcerpt',
        ...('valueOfferPrice' in first ? ['valueOfferPrice'] : []),
      ].sort(),
    );
    // The seed's descriptions are longer than a card shows: the excerpt is cut at 200 characters.
    const full = oracle.expectedPackage(first._id);
    expect(full.description.paragraph.length).toBeGreaterThan(200);
    expect(first.descriptionExcerpt).toBe(`${full.description.paragraph.slice(0, 200).trimEnd()}...`);
  });

  it('answers a page of 7 summaries in a fraction of the bytes of the 7 whole packages', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/packages?page=1&limit=7' });
    const ids = (res.json() as PackageListResponse).data.map((p) => p._id);
    const whole = ids.map((id) => JSON.stringify(oracle.expectedPackage(id))).join(',');
    expect(res.body.length).toBeLessThan(whole.length / 3);
  });

  it('pages 7 at a time with the totals, and answers an empty page past the end', async () => {
    const first = await list({ page: 1, limit: 7 });
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(SEED_PACKAGES / 7), totalPackages: SEED_PACKAGES });
    expect(idsOf(first)).toEqual(oracle.ids().slice(0, 7));
    const third = await list({ page: 3, limit: 7 });
    expect(idsOf(third)).toEqual(oracle.ids().slice(14, 21));
    const past = await list({ page: 99, limit: 7 });
    expect(past.data).toEqual([]);
    expect(past.pagination).toEqual({ currentPage: 99, totalPages: 15, totalPackages: SEED_PACKAGES });
  });

  it('walks every page of a sort with many ties without repeating or skipping a package', async () => {
    const seen: number[] = [];
    const { totalPages } = (await list({ limit: 7, sortBy: 'duration' })).pagination;
    for (let page = 1; page <= totalPages; page++) seen.push(...idsOf(await list({ page, limit: 7, sortBy: 'duration' })));
    expect(seen).toEqual(oracle.ids({}, { by: 'duration', order: 'asc' }));
    expect(new Set(seen).size).toBe(SEED_PACKAGES);
  });

  it.each(sorts)('sorts by %j with the id as tiebreak', async (query, sort) => {
    expect(idsOf(await list({ ...query, limit: 100 }))).toEqual(oracle.ids({}, sort));
  });

  it.each(singleFilters)('filters by %s', async (_name, query, filters) => {
    const expected = oracle.ids(filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SEED_PACKAGES);
    const body = await list({ ...query, limit: 100 });
    expect(idsOf(body)).toEqual(expected);
    expect(body.pagination.totalPackages).toBe(expected.length);
  });

  // A join-table filter's page is read from its rarest value's index and, with several values, merged: every order, past page 1.
  it.each(singleFilters)('pages the list filtered by %s in every sort as the rows order it', async (_name, query, filters) => {
    for (const [sortQuery, sort] of [[{}, undefined] as const, ...sorts]) {
      const expected = oracle.ids(filters, sort);
      for (const page of [1, 2, 5]) {
        const body = await list({ ...query, ...sortQuery, limit: 3, page });
        expect([sortQuery, page, idsOf(body)]).toEqual([sortQuery, page, expected.slice((page - 1) * 3, page * 3)]);
      }
    }
  });

  it('answers nothing for a country or city it does not know', async () => {
    const unknown: Query[] = [{ country: 'atlantis' }, { country: 'atlantis,lemuria' }, { city: 'El Dorado' }, { continent: 'Antarctica' }];
    for (const query of unknown) {
      const body = await list(query);
      expect(body).toEqual({ data: [], pagination: { currentPage: 1, totalPages: 0, totalPackages: 0 } });
    }
  });

  it('combines continent, holiday types, a price range, a sort and paging', async () => {
    const base: OracleFilters = { continent: 'Asia', holidayTypes: ['Beach_Holidays', 'Honeymoons', 'Family_Holidays'] };
    const prices = oracle
      .ids(base)
      .map((id) => catalogue.packages.find((p) => p.id === id)!.price)
      .sort((a, b) => a - b);
    // A range that keeps the middle of the matches and drops both ends.
    const filters: OracleFilters = { ...base, minPrice: prices[1], maxPrice: prices[prices.length - 2] };
    const sort: OracleSort = { by: 'pricing.price', order: 'desc' };
    const expected = oracle.ids(filters, sort);
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const query = {
      continent: 'asia',
      holiday_types: base.holidayTypes!.join(','),
      minPrice: filters.minPrice!,
      maxPrice: filters.maxPrice!,
      sortBy: 'pricing.price',
      sortOrder: 'desc',
      limit: 2,
    };
    const page2 = await list({ ...query, page: 2 });
    expect(idsOf(page2)).toEqual(expected.slice(2, 4));
    expect(page2.pagination).toEqual({ currentPage: 2, totalPages: Math.ceil(expected.length / 2), totalPackages: expected.length });
  });

  it('combines continent, country, holiday type, duration, inclusions and a sort', async () => {
    // Take a real package and ask for what it is: at least that package must come back.
    const probe = oracle.expectedPackage(oracle.ids({ countries: ['Thailand'] })[0]);
    const filters: OracleFilters = {
      continent: 'Asia',
      countries: ['Thailand'],
      holidayTypes: [probe.holiday_types[0]],
      duration: probe.duration,
      inclusions: ['hotels', 'transfers'],
    };
    const expected = oracle.ids(filters, { by: 'duration', order: 'desc' });
    expect(expected).toContain(probe._id);
    const body = await list({
      continent: 'Asia',
      country: 'thailand',
      holiday_types: probe.holiday_types[0],
      duration: probe.duration,
      inclusion_ids: 'hotels,transfers',
      sortBy: 'duration',
      sortOrder: 'desc',
      limit: 100,
    });
    expect(idsOf(body)).toEqual(expected);
  });

  it('combines a city with an exclusion and a price bound', async () => {
    const filters: OracleFilters = { city: 'Ubud', exclusions: ['visa'], maxPrice: 150000 };
    const expected = oracle.ids(filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(oracle.ids({ city: 'Ubud' }).length);
    const body = await list({ city: 'Ubud', exclusion_ids: 'visa', maxPrice: 150000, limit: 100 });
    expect(idsOf(body)).toEqual(expected);
  });

  it('combines several countries with a continent, a price sort and paging', async () => {
    // Two Asian countries and one elsewhere: the continent keeps only the Asian two's packages.
    const sort: OracleSort = { by: 'pricing.price', order: 'asc' };
    const expected = oracle.ids({ continent: 'Asia', countries: ['Thailand', 'Bali', 'Dubai'] }, sort);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(oracle.ids({ countries: ['Thailand', 'Bali', 'Dubai'] }).length);
    const query = { continent: 'asia', country: 'thailand,bali,dubai', sortBy: 'pricing.price', sortOrder: 'asc', limit: 2 };
    const first = await list({ ...query, page: 1 });
    expect(idsOf(first)).toEqual(expected.slice(0, 2));
    expect(first.pagination.totalPackages).toBe(expected.length);
    expect(idsOf(await list({ ...query, page: 2 }))).toEqual(expected.slice(2, 4));
  });

  it('counts a package that visits two of the chosen countries once', async () => {
    const twoCountries = catalogue.packageCountries.reduce(
      (counts, link) => counts.set(link.package_id, (counts.get(link.package_id) ?? 0) + 1),
      new Map<number, number>(),
    );
    const probe = [...twoCountries].find(([, count]) => count >= 2)![0];
    const names = oracle.countryNamesOf(probe).map((country) => country.name);
    const body = await list({ country: names.map((name) => name.toLowerCase()).join(','), limit: 100 });
    expect(idsOf(body)).toEqual(oracle.ids({ countries: names }));
    expect(idsOf(body).filter((id) => id === probe)).toEqual([probe]);
    expect(new Set(idsOf(body)).size).toBe(body.data.length);
  });

  it('builds a page with a fixed number of queries, whatever its size (no query per package)', async () => {
    const queriesFor = async (limit: number) => {
      let count = 0;
      const counter = () => count++;
      service.db.on('query', counter);
      try {
        await list({ limit, holiday_types: 'Beach_Holidays,Honeymoons,Family_Holidays,Safari' });
      } finally {
        service.db.off('query', counter);
      }
      return count;
    };
    const small = await queriesFor(2);
    expect(await queriesFor(40)).toBe(small);
    expect(small).toBeLessThanOrEqual(15);
  });
});

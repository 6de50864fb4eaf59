/**
 * Every filter and sort of the public package list, and the filter data, answer from
 * indexes on both databases: the plans of the SQL each request really runs are read with
 * EXPLAIN over a catalogue large enough for the planners to choose as they would in
 * production, and a full scan of `packages` or a sort of all of it fails the test.
 */
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { generateCatalogue, insertCatalogue } from '../src/seed/catalogue';
import { capturingQueries, planProblem } from './support/query-plans';

const PACKAGES = 3000;
const catalogue = generateCatalogue({ packages: PACKAGES });

const FILTERS: [string, string][] = [
  ['no filter', ''],
  ['continent', 'continent=Asia'],
  ['country', 'country=thailand'],
  ['two countries', 'country=thailand,maldives'],
  ['city', 'city=ubud'],
  ['holiday type', 'holiday_types=Honeymoons'],
  ['two holiday types', 'holiday_types=Beach_Holidays,Honeymoons'],
  ['inclusion', 'inclusion_ids=flights'],
  ['two inclusions', 'inclusion_ids=flights,visa'],
  ['exclusion', 'exclusion_ids=meals'],
  ['price range', 'minPrice=50000&maxPrice=90000'],
  ['lowest price', 'minPrice=100000'],
  ['duration', 'duration=7'],
  ['continent, holiday type and price', 'continent=Asia&holiday_types=Honeymoons&maxPrice=200000'],
];
const SORTS: [string, string][] = [
  ['newest', ''],
  ['price ascending', 'sortBy=pricing.price&sortOrder=asc'],
  ['price descending', 'sortBy=pricing.price&sortOrder=desc'],
  ['duration ascending', 'sortBy=duration&sortOrder=asc'],
  ['duration descending', 'sortBy=duration&sortOrder=desc'],
];
const combinations = FILTERS.flatMap(([filter, fq]) =>
  SORTS.map(([sort, sq]) => [`${filter}, ${sort}`, [fq, sq].filter(Boolean).join('&')] as const),
);

describe.each(testDatabaseKinds())('query plans of the public catalogue reads on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind, { seed: false });
    await insertCatalogue(service.db, catalogue);
    // MySQL keeps statistics itself as a table grows; a bulk insert inside a test is faster than its refresh.
    if (kind === 'mysql')
      for (const table of [
        'packages',
        'package_countries',
        'package_cities',
        'package_holiday_types',
        'package_inclusions',
        'package_exclusions',
      ])
        await service.db.raw(`ANALYZE TABLE ${table}`);
  }, 120_000);
  afterAll(() => service.close());

  async function problemsOf(url: string): Promise<string[]> {
    const queries = await capturingQueries(service.db, async () => {
      const res = await service.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
    });
    expect(queries.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const query of queries) {
      const problem = await planProblem(service.db, kind, query, PACKAGES);
      if (problem) problems.push(`${query.sql}\n  → ${problem}`);
    }
    return problems;
  }

  test.each(combinations)('%s', async (_name, query) => {
    expect(await problemsOf(`/api/packages?page=1&limit=7${query ? `&${query}` : ''}`)).toEqual([]);
  });

  test('a deep page', async () => {
    expect(await problemsOf('/api/packages?page=300&limit=7&sortBy=pricing.price&sortOrder=desc')).toEqual([]);
  });

  test.each([
    ['of one holiday type', 'holiday_types=Honeymoons'],
    ['of either of two holiday types', 'holiday_types=Beach_Holidays,Honeymoons&sortBy=duration&sortOrder=desc'],
    ['of two inclusions and a country', 'inclusion_ids=flights,visa&country=thailand&sortBy=pricing.price&sortOrder=asc'],
  ])('a deep page %s', async (_name, query) => {
    expect(await problemsOf(`/api/packages?page=40&limit=7&${query}`)).toEqual([]);
  });

  // Words read the words table: a tier's page newest first from its index, counts from its entries;
  // a word that starts one other ('maldive') reads that word, one that starts a few ('mal') merges their ranges.
  test.each([
    ['a word', 'page=1&q=thailand'],
    ['two words', 'page=1&q=beach%20maldives'],
    ['two words, a later page', 'page=3&q=beach%20maldives'],
    ['two words, the rarer one typed second and the start of several', 'page=1&q=beach%20mal'],
    ['a word, a later page', 'page=5&q=thailand'],
    ['a mistyped word', 'page=1&q=Thailnd'],
    ['the start of a word', 'page=1&q=maldive'],
    ['the start of several words', 'page=1&q=mal'],
  ])('search, %s', async (_name, query) => {
    expect(await problemsOf(`/api/packages?limit=7&${query}`)).toEqual([]);
  });

  test('search suggestions for a prefix', async () => {
    expect(await problemsOf('/api/packages/suggestions?q=mal')).toEqual([]);
  });

  test('the filter data', async () => {
    expect(await problemsOf('/api/packages/filterData')).toEqual([]);
  });

  test('the checker refuses a plan that scans or sorts every package', async () => {
    const scan = { sql: 'select id from packages where description_paragraph like ? order by package_name', bindings: ['%sea%'] };
    expect(await planProblem(service.db, kind, scan, PACKAGES)).toMatch(/full scan of packages|sorts every package/);
  });

  test('the checker refuses a page from a join table sorted outside its index', async () => {
    const sorted = {
      sql: 'select l.package_id from package_holiday_types as l where l.holiday_type_id = ? order by l.position limit 7',
      bindings: [1],
    };
    expect(await planProblem(service.db, kind, sorted, PACKAGES)).toMatch(/sorts the matches of package_holiday_types/);
  });
});

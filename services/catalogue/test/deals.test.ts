/**
 * GET /api/deals/data and GET /api/deals/:country on every test database: the right deals,
 * newest first, as cards (no detail fields), and bounded.
 */

import { COUNTRY_DEALS_LIMIT, createAjv, PACKAGE_CARD_FIELDS, type PackageCard, packageCardList } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { generateCatalogue, insertCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { catalogueOracle } from './support/catalogue-oracle';

const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
const oracle = catalogueOracle(catalogue);
const validCards = createAjv().compile(packageCardList);

describe.each(testDatabaseKinds())('deals on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  const get = async (url: string): Promise<PackageCard[]> => {
    const res = await service.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(validCards(res.json())).toBe(true);
    return res.json();
  };

  it('answers the home deal sections: every flagged deal, newest first, as cards', async () => {
    const deals = await get('/api/deals/data');
    const expected = oracle.homeDealIds();
    expect(expected.length).toBeGreaterThan(0);
    expect(deals).toEqual(expected.map((id) => oracle.expectedCard(id)));
    for (const deal of deals) {
      expect(Object.keys(deal).sort()).toEqual(PACKAGE_CARD_FIELDS.filter((f) => f in deal).sort());
      expect([deal.HomeDealSection1, deal.HomeDealSection2, deal.HomeDealSection3]).toContain('True');
      for (const type of deal.holiday_types) expect(deal[type]).toBe('True');
    }
    // Every section has deals, so the home page shows all three.
    for (const flag of ['HomeDealSection1', 'HomeDealSection2', 'HomeDealSection3'] as const) {
      expect(deals.some((deal) => deal[flag] === 'True')).toBe(true);
    }
  });

  it.each(['sri lanka', 'Sri Lanka', 'SriLanka', 'SRI%20LANKA', 'srilanka'])("answers Sri Lanka's deals for %s", async (name) => {
    const deals = await get(`/api/deals/${name}`);
    expect(deals.map((d) => d._id)).toEqual(oracle.ids({ countries: ['Sri Lanka'] }));
    expect(deals[0]).toEqual(oracle.expectedCard(deals[0]._id));
  });

  it('answers an empty list for a country it does not know', async () => {
    expect(await get('/api/deals/atlantis')).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('deals bounded at scale on %s', (kind) => {
  const PACKAGES = 1500;
  const big = catalogueOracle(generateCatalogue({ packages: PACKAGES }));
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind, { seed: false });
    await insertCatalogue(service.db, generateCatalogue({ packages: PACKAGES }));
  }, 120_000);
  afterAll(() => service.close());

  it(`answers at most ${COUNTRY_DEALS_LIMIT} of a country's deals, the newest`, async () => {
    const all = big.ids({ countries: ['Thailand'] });
    expect(all.length).toBeGreaterThan(COUNTRY_DEALS_LIMIT);
    const res = await service.app.inject({ method: 'GET', url: '/api/deals/thailand' });
    expect(res.json().map((d: PackageCard) => d._id)).toEqual(all.slice(0, COUNTRY_DEALS_LIMIT));
  });

  it('answers only the flagged deals for the home page, not the catalogue', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/deals/data' });
    expect(res.json().map((d: PackageCard) => d._id)).toEqual(big.homeDealIds());
  });
});

/** GET /api/packages/:id on every test database: the whole package under data, 404 and 400. */

import { createAjv, packageResponse } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { generateCatalogue, SEED_PACKAGES } from '../src/seed/catalogue';
import { catalogueOracle } from './support/catalogue-oracle';

const catalogue = generateCatalogue({ packages: SEED_PACKAGES });
const oracle = catalogueOracle(catalogue);
const validPackage = createAjv().compile(packageResponse);

describe.each(testDatabaseKinds())('GET /api/packages/:id on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  const get = (id: string | number) => service.app.inject({ method: 'GET', url: `/api/packages/${id}` });

  it.each([1, 42, SEED_PACKAGES])('answers package %i in full under data', async (id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(validPackage(res.json())).toBe(true);
    expect(res.json()).toEqual({ data: oracle.expectedPackage(id) });
  });

  it('gives the card price and duration texts of the spec', async () => {
    const withOffer = catalogue.pricing.find((row) => row.position === 0 && row.value_offer_price !== null)!;
    const { data } = (await get(withOffer.package_id)).json();
    expect(data.pricing[0]).toEqual({
      _id: withOffer.id,
      type: withOffer.type,
      price: withOffer.price,
      valueOfferPrice: withOffer.value_offer_price,
    });
    expect(data.valueOfferPrice).toBe(withOffer.value_offer_price);
    expect(data.ClassBarData).toBe(`${data.duration} Days`);
    const first = data.overview[0].Description as string;
    expect(data.Card_Text).toBe(first.length > 305 ? `${first.slice(0, 305)}...` : first);
    const nights = (data.cityNight as { totalNights: number }[]).reduce((sum, c) => sum + c.totalNights, 0);
    expect(nights).toBe(data.duration - 1);
  });

  it('leaves valueOfferPrice out when the first price has no offer', async () => {
    const plain = catalogue.pricing.find((row) => row.position === 0 && row.value_offer_price === null)!;
    const { data } = (await get(plain.package_id)).json();
    expect(data).not.toHaveProperty('valueOfferPrice');
    expect(data.pricing[0]).not.toHaveProperty('valueOfferPrice');
  });

  it('answers 404 with a clear message for an id no package has', async () => {
    const res = await get(SEED_PACKAGES + 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No package has the id ${SEED_PACKAGES + 1}` });
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 naming the id for the malformed id %s', async (id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'id must be a positive whole number' });
  });
});

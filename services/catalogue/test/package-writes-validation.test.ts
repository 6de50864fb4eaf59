/**
 * Every message of the package form (the staff spec's validation rules) as the catalogue answers it: a save whose
 * field breaks exactly one rule gets 400 naming that field, in the spec's words, and nothing
 * is written. The same form rules as the browser's (`packageForm`), sent over the wire.
 */

import { formBody, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { TABLES } from '../src/db/rows';

type Form = Record<string, any>;
const HOTEL = 'destinations.countries.0.cities.0.hotels.0';
const hotel = (f: Form) => f.destinations.countries[0].cities[0].hotels[0];

/** [message, field path, how to break exactly that rule]. */
const cases: [string, string, (f: Form) => void][] = [
  ['Package Name is required', 'packageName', (f) => (f.packageName = '')],
  ['Package Name is required', 'packageName', (f) => delete f.packageName],
  ['Paragraph is required', 'description.paragraph', (f) => (f.description.paragraph = ' ')],
  ['Paragraph is required', 'description', (f) => delete f.description],
  ['At least one pricing option is required', 'pricing', (f) => (f.pricing = [])],
  ['At least one pricing option is required', 'pricing', (f) => delete f.pricing],
  ['Type is required', 'pricing.0.type', (f) => (f.pricing[0].type = '')],
  ['Price is required', 'pricing.0.price', (f) => (f.pricing[0].price = '')],
  ['Price is required', 'pricing.1.price', (f) => delete f.pricing[1].price],
  ['Price must be positive', 'pricing.0.price', (f) => (f.pricing[0].price = -100)],
  ['Price must be positive', 'pricing.0.price', (f) => (f.pricing[0].price = 0)],
  ['Offer price must be positive', 'pricing.0.valueOfferPrice', (f) => (f.pricing[0].valueOfferPrice = -1)],
  ['Price must be at most ₹10,00,00,000', 'pricing.0.price', (f) => (f.pricing[0].price = 5_000_000_000)],
  ['Duration is required', 'duration', (f) => (f.duration = '')],
  ['Duration is required', 'duration', (f) => delete f.duration],
  ['Duration must be at most 365 days', 'duration', (f) => (f.duration = 400)],
  ['Continent is required', 'destinations.continent', (f) => (f.destinations.continent = '')],
  ['At least one country is required', 'destinations.countries', (f) => (f.destinations.countries = [])],
  ['Country name is required', 'destinations.countries.0.name', (f) => (f.destinations.countries[0].name = '')],
  ['At least one city is required', 'destinations.countries.0.cities', (f) => (f.destinations.countries[0].cities = [])],
  ['City name is required', 'destinations.countries.0.cities.0.name', (f) => (f.destinations.countries[0].cities[0].name = '')],
  [
    'At least one hotel is required',
    `destinations.countries.0.cities.0.hotels`,
    (f) => (f.destinations.countries[0].cities[0].hotels = []),
  ],
  ['Hotel name is required', `${HOTEL}.name`, (f) => (hotel(f).name = '')],
  ['Hotel name must be at most 160 characters', `${HOTEL}.name`, (f) => (hotel(f).name = 'H'.repeat(161))],
  ['Star rating is required', `${HOTEL}.star`, (f) => (hotel(f).star = '')],
  ['Star rating is required', `${HOTEL}.star`, (f) => delete hotel(f).star],
  ['Must be positive', `${HOTEL}.star`, (f) => (hotel(f).star = 0)],
  ['Star rating must be a whole number', `${HOTEL}.star`, (f) => (hotel(f).star = 4.5)],
  ['At most 7 stars', `${HOTEL}.star`, (f) => (hotel(f).star = 8)],
  ['Night is required', `${HOTEL}.night`, (f) => (hotel(f).night = '')],
  ['Must be positive', `${HOTEL}.night`, (f) => (hotel(f).night = -2)],
  ['At most 30 nights', `${HOTEL}.night`, (f) => (hotel(f).night = 31)],
  ['At least one holiday type is required', 'holidayTypes', (f) => (f.holidayTypes = [])],
  ['Unknown holiday type', 'holidayTypes.0', (f) => (f.holidayTypes = ['Space_Holidays'])],
  ['At least one inclusion is required', 'inclusionIds', (f) => (f.inclusionIds = [])],
  ['Inclusion text is required', 'inclusionTexts.0', (f) => (f.inclusionTexts = [''])],
  ['At least one inclusion text is required', 'inclusionTexts', (f) => (f.inclusionTexts = [])],
  ['Exclusion text is required', 'exclusionTexts.1', (f) => (f.exclusionTexts[1] = '  ')],
  ['At least one exclusion text is required', 'exclusionTexts', (f) => (f.exclusionTexts = [])],
];

describe.each(testDatabaseKinds())('package save validation on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  let packages: number;

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(catalogueService, kind, { config: { uploadDir: folder.dir } });
    tokens = await staffTokens(service.config.jwtSecret, service.db);
    packages = Number((await service.db(TABLES.packages).count({ n: '*' }))[0].n);
  });
  afterAll(async () => {
    expect(Number((await service.db(TABLES.packages).count({ n: '*' }))[0].n)).toBe(packages);
    await tokens.close();
    await service.close();
    await folder.remove();
  });

  it.each(cases)('answers %j at %s, on create and on update', async (message, path, breakIt) => {
    const form = structuredClone(validForm()) as Form;
    breakIt(form);
    for (const [method, url] of [
      ['POST', '/api/packages'],
      ['PUT', '/api/packages/7'],
    ] as const) {
      const body = await formBody(form);
      const res = await service.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...tokens.bearer('admin') } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message, fields: { [path]: message } });
      expect(Object.keys(res.json().fields)).toEqual([path]);
    }
  });

  it('names every failing field at once', async () => {
    const form = structuredClone(validForm()) as Form;
    form.packageName = '';
    form.pricing = [];
    hotel(form).star = '';
    const body = await formBody(form);
    const res = await service.app.inject({
      method: 'POST',
      url: '/api/packages',
      payload: body.payload,
      headers: { ...body.headers, ...tokens.bearer('admin') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      packageName: 'Package Name is required',
      pricing: 'At least one pricing option is required',
      [`${HOTEL}.star`]: 'Star rating is required',
    });
    expect(res.json().message).toBe('Invalid body: Package Name is required');
  });
});

/**
 * Bad requests to the catalogue's reads on every test database: each answers 400 with the
 * failing parameter named in `fields` and a message that says what is wrong.
 */
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';

/** [what, URL, the parameter named, a part of its message]. */
const badLists: [string, string, string, RegExp][] = [
  ['an unknown parameter', '/api/packages?holidayType=Safari', 'holidayType', /Unknown parameter/],
  ['page 0', '/api/packages?page=0', 'page', /page must be a whole number from 1/],
  ['a page that is not a number', '/api/packages?page=two', 'page', /page must be a whole number from 1/],
  ['limit 1000', '/api/packages?limit=1000', 'limit', /limit must be between 1 and 100/],
  ['limit 0', '/api/packages?limit=0', 'limit', /limit must be between 1 and 100/],
  ["sortBy 'name'", '/api/packages?sortBy=name', 'sortBy', /sortBy must be pricing.price or duration/],
  ["sortOrder 'up'", '/api/packages?sortBy=duration&sortOrder=up', 'sortOrder', /sortOrder must be asc or desc/],
  ["minPrice 'abc'", '/api/packages?minPrice=abc', 'minPrice', /minPrice must be a number from 0/],
  ['a negative maxPrice', '/api/packages?maxPrice=-5', 'maxPrice', /maxPrice must be a number from 0/],
  ['minPrice above maxPrice', '/api/packages?minPrice=90000&maxPrice=30000', 'minPrice', /minPrice must not be more than maxPrice/],
  ['a duration of 0 days', '/api/packages?duration=0', 'duration', /duration must be a whole number of days/],
  ['an unknown holiday type', '/api/packages?holiday_types=Beach', 'holiday_types', /holiday type keys/],
  ['an empty item in the holiday types', '/api/packages?holiday_types=Safari,,Honeymoons', 'holiday_types', /holiday type keys/],
  ['an unknown inclusion', '/api/packages?inclusion_ids=spa', 'inclusion_ids', /services \(hotels,/],
  ['an unknown exclusion', '/api/packages?exclusion_ids=hotels,wifi', 'exclusion_ids', /services \(hotels,/],
  [
    'an empty country',
    '/api/packages?country=',
    'country',
    /country must be a name or a comma-separated list of names, each of 1 to 100 characters/,
  ],
  ['a country name of 101 letters', `/api/packages?country=${'a'.repeat(101)}`, 'country', /each of 1 to 100 characters/],
  ['an empty item in the countries', '/api/packages?country=thailand,,bali', 'country', /comma-separated list of names/],
  ['a trailing comma in the countries', '/api/packages?country=thailand,', 'country', /comma-separated list of names/],
  ['a blank country in the list', '/api/packages?country=thailand,%20%20', 'country', /comma-separated list of names/],
  ['a second country of 101 letters', `/api/packages?country=bali,${'a'.repeat(101)}`, 'country', /each of 1 to 100 characters/],
  [
    'a country list over 1000 characters',
    `/api/packages?country=${Array(120).fill('thailand').join(',')}`,
    'country',
    /comma-separated list of names/,
  ],
];

describe.each(testDatabaseKinds())('bad parameters on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
  });
  afterAll(() => service.close());

  it.each(badLists)('answers 400 for %s', async (_what, url, field, message) => {
    const res = await service.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(message);
    expect(body.message).toMatch(message);
  });

  it('names every failing parameter at once', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/packages?page=0&limit=1000&sortBy=name' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['limit', 'page', 'sortBy']);
  });

  it('answers 400 naming the country for an empty country in the deals path', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/deals/' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ country: 'country must be a name of 1 to 100 characters' });
  });
});

/**
 * Catalogue search on every test database: GET /api/packages?q= through each database's own
 * full-text index (ranking: every word in the name, then in the destinations, then anywhere;
 * newest first inside each), combined with the
 * list's filters, mistyped destinations, the search box's suggestions, their rate limit, and
 * bad search texts answering 400 with what is wrong.
 */

import { type PackageListResponse, SEARCH_TEXT_MESSAGE, type SuggestionsResponse } from '@agency/contracts';
import { formBody, staffTokens, uploadFolder, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { createCatalogueService } from '../src';
import { TABLES as T } from '../src/db/rows';
import { rebuildSearchText } from '../src/search/search-text';
import { searchWords } from '../src/search/search-words';

const WORD = 'zephyrine';
/** Enough for this file's suggestion requests (the 400 cases ask too), small enough to reach. */
const SUGGESTION_LIMIT = 12;

describe.each(testDatabaseKinds())('search on %s', (kind) => {
  let service: TestService;
  let folder: Awaited<ReturnType<typeof uploadFolder>>;
  /** [in the name, in the destinations (a city of it), in the description]. */
  let planted: { name: number; destination: number; description: number; cityPackages: number[] };

  beforeAll(async () => {
    folder = await uploadFolder();
    service = await buildTestService(createCatalogueService({ suggestionsPerMinute: SUGGESTION_LIMIT }), kind, {
      config: { uploadDir: folder.dir },
    });
    const db = service.db;
    const published: number[] = (await db(T.packages).where('published', true).orderBy('id').pluck('id')).map(Number);
    const [name, destination, description] = published;
    // A city of the second package is renamed to the word, so every package visiting that city holds it in its destinations.
    const link = await db(T.packageCities).where('package_id', destination).first('city_id');
    await db(T.cities).where('id', link.city_id).update({ name: 'Zephyrine' });
    const cityPackages = (await db(T.packageCities).where('city_id', link.city_id).pluck('package_id')).map(Number);
    await db(T.packages).where('id', name).update({ package_name: 'Zephyrine Coast Escape' });
    await db(T.packages)
      .where('id', description)
      .update({
        description_paragraph: db.raw(`${kind === 'mysql' ? 'CONCAT(description_paragraph, ?)' : 'description_paragraph || ?'}`, [
          ' A zephyrine breeze.',
        ]),
      });
    await rebuildSearchText(db);
    planted = { name, destination, description, cityPackages };
  });
  afterAll(async () => {
    await service.close();
    await folder.remove();
  });

  async function list(query: string): Promise<PackageListResponse> {
    const res = await service.app.inject({ method: 'GET', url: `/api/packages?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as PackageListResponse;
  }
  const ids = (body: PackageListResponse) => body.data.map((p) => p._id);

  it('ranks a match in the name over one in the destinations over one in the description', async () => {
    const body = await list(`q=${WORD}&limit=100`);
    const found = ids(body);
    expect(found[0]).toBe(planted.name);
    expect(found[found.length - 1]).toBe(planted.description);
    const destinations = found.slice(1, -1);
    expect(new Set(destinations)).toEqual(new Set(planted.cityPackages.filter((id) => id !== planted.name && id !== planted.description)));
    expect(destinations).toContain(planted.destination);
    // Inside a tier, the newest package (the highest id) first.
    expect(destinations).toEqual([...destinations].sort((a, b) => b - a));
    expect(body.pagination.totalPackages).toBe(found.length);
    expect(body.search).toEqual({ text: WORD });
  });

  it('finds every word, in any column, as a word or the start of one', async () => {
    const both = ids(await list('q=zephyrine%20coast'));
    expect(both).toEqual([planted.name]);
    expect(ids(await list('q=ZEPHYR'))).toContain(planted.name);
    expect((await list('q=zephyrine%20nowhereland')).pagination.totalPackages).toBe(0);
  });

  it('answers a country name with the packages visiting it, combined with the other filters, sorts and pages', async () => {
    const all = await list('q=thailand&limit=100');
    const byFilter = await list('country=thailand&limit=100');
    expect(all.pagination.totalPackages).toBeGreaterThan(0);
    expect(new Set(ids(byFilter)).size).toBeGreaterThan(0);
    for (const id of ids(byFilter)) expect(ids(all)).toContain(id);
    const filtered = await list(`q=thailand&limit=100&sortBy=pricing.price&sortOrder=asc&continent=Asia`);
    const prices = filtered.data.map((p) => p.pricing[0].price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(filtered.pagination.totalPackages).toBeLessThanOrEqual(all.pagination.totalPackages);
    const page2 = await list('q=thailand&limit=2&page=2');
    expect(ids(page2)).toEqual(ids(all).slice(2, 4));
  });

  it('takes a mistyped destination for its name and says so', async () => {
    const right = await list('q=thailand&limit=100');
    const typo = await list('q=Thailnd&limit=100');
    expect(ids(typo)).toEqual(ids(right));
    expect(typo.search).toEqual({ text: 'Thailnd', correctedTo: 'Thailand' });
    const maldives = await list('q=Maldievs');
    expect(maldives.pagination.totalPackages).toBe((await list('q=maldives')).pagination.totalPackages);
    expect(maldives.search?.correctedTo).toBe('Maldives');
  });

  it('finds a package by its new text once saved, by its old text no more, and not at all once deleted', async () => {
    const tokens = await staffTokens(service.config.jwtSecret, service.db);
    try {
      const admin = tokens.bearer('admin');
      const send = async (method: 'POST' | 'PUT', url: string, name: string) => {
        const body = await formBody(validForm({ packageName: name }));
        return service.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...admin } });
      };
      const created = await send('POST', '/api/packages', 'Quillback Lagoon Retreat');
      expect(created.statusCode).toBe(201);
      const id: number = created.json().data._id;
      expect(ids(await list('q=quillback'))).toEqual([id]);
      expect((await send('PUT', `/api/packages/${id}`, 'Marrowind Lagoon Retreat')).statusCode).toBe(200);
      expect(ids(await list('q=quillback'))).toEqual([]);
      expect(ids(await list('q=marrowind'))).toEqual([id]);
      expect((await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: admin })).statusCode).toBe(200);
      expect(ids(await list('q=marrowind'))).toEqual([]);
    } finally {
      await tokens.close();
    }
  });

  it('pages through the tiers one after another, and never counts or shows a draft that matches', async () => {
    const all = ids(await list(`q=${WORD}&limit=100`));
    const paged: number[] = [];
    for (let page = 1; page <= all.length; page++) paged.push(...ids(await list(`q=${WORD}&limit=1&page=${page}`)));
    expect(paged).toEqual(all);
    await service.db(T.packages).where('id', planted.destination).update({ published: false });
    try {
      const withoutDraft = await list(`q=${WORD}&limit=100`);
      expect(ids(withoutDraft)).toEqual(all.filter((id) => id !== planted.destination));
      expect(withoutDraft.pagination.totalPackages).toBe(all.length - 1);
    } finally {
      await service.db(T.packages).where('id', planted.destination).update({ published: true });
    }
  });

  it('finds nothing, without an error, for text that matches nothing', async () => {
    const body = await list('q=xqzvbnm');
    expect(body).toMatchObject({ data: [], pagination: { totalPackages: 0, totalPages: 0 }, search: { text: 'xqzvbnm' } });
  });

  it.each([
    ['an empty q', 'q='],
    ['a blank q', 'q=%20%20%20'],
    ['a q of 101 characters', `q=${'a'.repeat(101)}`],
  ])('answers 400 with a message for %s', async (_what, query) => {
    for (const path of ['/api/packages', '/api/packages/suggestions']) {
      const res = await service.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ q: SEARCH_TEXT_MESSAGE });
      expect(res.json().message).toContain(SEARCH_TEXT_MESSAGE);
    }
  });

  it('after a city is renamed through the staff call, finds its packages by the new name and corrects typos to it', async () => {
    const before = await list('q=Wanderholow');
    expect(before.search?.correctedTo).toBeUndefined();
    const link = await service.db(T.packageCities).whereNotIn('package_id', planted.cityPackages).orderBy('package_id').first('city_id');
    const visiting = (
      await service
        .db(T.packageCities)
        .join(T.packages, `${T.packages}.id`, `${T.packageCities}.package_id`)
        .where({ [`${T.packageCities}.city_id`]: link.city_id, [`${T.packages}.published`]: true })
        .pluck('package_id')
    ).map(Number);
    expect(visiting.length).toBeGreaterThan(0);
    const tokens = await staffTokens(service.config.jwtSecret, service.db);
    const renamed = await service.app.inject({
      method: 'PUT',
      url: `/api/destinations/cities/${link.city_id}`,
      payload: { name: 'Wanderhollow' },
      headers: tokens.bearer('admin'),
    });
    await tokens.close();
    expect(renamed.statusCode).toBe(200);
    const found = await list('q=Wanderhollow&limit=100');
    expect(ids(found)).toEqual(expect.arrayContaining(visiting));
    const after = await list('q=Wanderholow');
    expect(after.search).toEqual({ text: 'Wanderholow', correctedTo: 'Wanderhollow' });
  });

  it('suggests destinations, holiday types and package names with their links, then limits the client', async () => {
    const get = (q: string) => service.app.inject({ method: 'GET', url: `/api/packages/suggestions?q=${encodeURIComponent(q)}` });
    const thai = (await get('thai')).json() as SuggestionsResponse;
    expect(thai.data[0]).toEqual({ kind: 'country', label: 'Thailand', href: '/Thailand' });
    const sri = (await get('sri la')).json() as SuggestionsResponse;
    expect(sri.data[0]).toMatchObject({ kind: 'country', label: 'Sri Lanka', href: '/SriLanka' });
    const typo = (await get('Maldievs')).json() as SuggestionsResponse;
    expect(typo.correctedTo).toBe('Maldives');
    expect(typo.data[0]).toMatchObject({ kind: 'country', label: 'Maldives' });
    const beach = (await get('beach')).json() as SuggestionsResponse;
    expect(beach.data).toContainEqual({ kind: 'holiday_type', label: 'Beach Holidays', href: '/Holidays/Beach_Holidays' });
    const zephyr = (await get('zephyr')).json() as SuggestionsResponse;
    expect(zephyr.data).toEqual([
      { kind: 'city', label: 'Zephyrine', context: expect.any(String), href: '/packages?city=Zephyrine' },
      { kind: 'package', label: 'Zephyrine Coast Escape', href: `/package-detail/${planted.name}` },
    ]);
    // The rest of this client's minute, then a refusal.
    let refused = await get('bali');
    for (let asked = 1; refused.statusCode === 200 && asked <= SUGGESTION_LIMIT; asked++) refused = await get('bali');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Too many searches/);
  });

  /**
   * The order the search must answer, worked out from each published package's indexed text:
   * every typed word must start a word somewhere; tier 0 when each starts one in the name,
   * 1 in the destinations, else 2; inside a tier the newest (highest id) first.
   */
  async function expectedOrder(text: string, keep: (id: number) => boolean = () => true): Promise<number[]> {
    const typed = searchWords(text);
    const rows: { package_id: number; name: string; destinations: string; description: string }[] = await service
      .db('package_search')
      .join(T.packages, `${T.packages}.id`, 'package_search.package_id')
      .where(`${T.packages}.published`, true)
      .select('package_id', 'name', 'destinations', 'description');
    const inColumn = (column: string) => typed.every((word) => searchWords(column).some((indexed) => indexed.startsWith(word)));
    return rows
      .map((row) => ({ id: Number(row.package_id), row }))
      .filter(({ id, row }) => keep(id) && inColumn(`${row.name} ${row.destinations} ${row.description}`))
      .map(({ id, row }) => ({ id, tier: inColumn(row.name) ? 0 : inColumn(row.destinations) ? 1 : 2 }))
      .sort((a, b) => a.tier - b.tier || b.id - a.id)
      .map(({ id }) => id);
  }

  it('ranks two words by the tier they share, then newest, and pages through them', async () => {
    const country: { name: string } = await service
      .db(T.packageCountries)
      .join(T.countries, `${T.countries}.id`, `${T.packageCountries}.country_id`)
      .where(`${T.packageCountries}.package_id`, planted.destination)
      .first(`${T.countries}.name`);
    // Renamed after the country, the name's package holds both words in its name (tier 0).
    await service
      .db(T.packages)
      .where('id', planted.name)
      .update({ package_name: `Zephyrine ${country.name} Escape` });
    await rebuildSearchText(service.db);
    try {
      const text = `${WORD} ${country.name}`;
      const expected = await expectedOrder(text);
      expect(expected[0]).toBe(planted.name);
      expect(expected).toContain(planted.destination);
      const body = await list(`q=${encodeURIComponent(text)}&limit=100`);
      expect(ids(body)).toEqual(expected);
      expect(body.pagination.totalPackages).toBe(expected.length);
      const paged: number[] = [];
      for (let page = 1; page <= expected.length; page++)
        paged.push(...ids(await list(`q=${encodeURIComponent(text)}&limit=1&page=${page}`)));
      expect(paged).toEqual(expected);
    } finally {
      await service.db(T.packages).where('id', planted.name).update({ package_name: 'Zephyrine Coast Escape' });
      await rebuildSearchText(service.db);
    }
  });

  it('answers a word typed as the start of several indexed words with the packages holding any of them, ranked', async () => {
    const published: number[] = (await service.db(T.packages).where('published', true).orderBy('id', 'desc').pluck('id')).map(Number);
    const other = published.find((id) => id !== planted.name && !planted.cityPackages.includes(id) && id !== planted.description) as number;
    // 'zephyr' now starts two indexed words: 'zephyrine' and 'zephyrlands' (in two descriptions, one of a package that also has 'zephyrine').
    const append = kind === 'mysql' ? 'CONCAT(description_paragraph, ?)' : 'description_paragraph || ?';
    await service
      .db(T.packages)
      .whereIn('id', [other, planted.name])
      .update({ description_paragraph: service.db.raw(append, [' Walks in the Zephyrlands.']) });
    await rebuildSearchText(service.db);
    const expected = await expectedOrder('zephyr');
    expect(expected).toContain(other);
    expect(expected[0]).toBe(planted.name);
    expect(expected[expected.length - 1]).toBe(Math.min(other, planted.description));
    const body = await list('q=zephyr&limit=100');
    expect(ids(body)).toEqual(expected);
    expect(body.pagination.totalPackages).toBe(expected.length);
    const paged: number[] = [];
    for (let page = 1; page <= expected.length; page++) paged.push(...ids(await list(`q=zephyr&limit=1&page=${page}`)));
    expect(paged).toEqual(expected);
    // Two typed words, one of them a prefix: every typed word must be there.
    expect(ids(await list('q=zephyr%20walks&limit=100'))).toEqual(await expectedOrder('zephyr walks'));
    // The rarer typed word drives whichever was typed first: the same packages, order and total, page by page.
    for (const text of ['zephyr walks', 'walks zephyr']) {
      const expectedTwo = await expectedOrder(text);
      expect(expectedTwo.length).toBeGreaterThan(1);
      const two = await list(`q=${encodeURIComponent(text)}&limit=100`);
      expect(ids(two)).toEqual(expectedTwo);
      expect(two.pagination.totalPackages).toBe(expectedTwo.length);
      expect(ids(await list(`q=${encodeURIComponent(text)}&limit=1&page=2`))).toEqual(expectedTwo.slice(1, 2));
    }
    // A draft holding the words is neither shown nor counted.
    await service.db(T.packages).where('id', other).update({ published: false });
    try {
      const withoutDraft = await list('q=zephyr&limit=100');
      expect(ids(withoutDraft)).toEqual(expected.filter((id) => id !== other));
      expect(withoutDraft.pagination.totalPackages).toBe(expected.length - 1);
    } finally {
      await service.db(T.packages).where('id', other).update({ published: true });
    }
  });

  it('combines a prefix with a filter and a sort', async () => {
    const cityOf = await service.db(T.packageCities).where('package_id', planted.destination).first('city_id');
    const city = await service.db(T.cities).where('id', cityOf.city_id).first('name');
    const inCity = new Set(planted.cityPackages);
    const expected = new Set(await expectedOrder('zephyr', (id) => inCity.has(id)));
    const body = await list(`q=zephyr&city=${encodeURIComponent(city.name)}&sortBy=pricing.price&sortOrder=desc&limit=100`);
    expect(new Set(ids(body))).toEqual(expected);
    expect(body.pagination.totalPackages).toBe(expected.size);
    const prices = body.data.map((p) => p.pricing[0].price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});

/**
 * The words table (`package_search_words`) follows every write that changes a package's
 * search text, on every test database: a save moves a word between tiers or drops it, a
 * delete drops the package's rows, a city's rename re-indexes the packages visiting it; and
 * a search read from it answers as the full-text path does. The words' bitmaps
 * (`package_search_word_bits`) stay those a rebuild from the words table would make.
 */

import type { PackageForm, PackageListResponse } from '@agency/contracts';
import { formBody, staffTokens, validForm } from '@agency/test-kit/package-writes';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { TABLES as T } from '../src/db/rows';
import { SEARCH_TABLE, SEARCH_WORD_BITS, SEARCH_WORDS } from '../src/search/search-tables';
import { rebuildWordBits } from '../src/search/word-bits';
import { indexedWords, wordRowsOf } from '../src/search/word-rows';

describe.each(testDatabaseKinds())('the search words table on %s', (kind) => {
  let service: TestService;
  let tokens: Awaited<ReturnType<typeof staffTokens>>;
  beforeAll(async () => {
    service = await buildTestService(catalogueService, kind);
    tokens = await staffTokens(service.config.jwtSecret, service.db);
  });
  afterAll(async () => {
    await tokens.close();
    await service.close();
  });

  /** The word's row for package `id`: [tier, columns], or undefined. */
  async function rowOf(word: string, id: number): Promise<[number, number] | undefined> {
    const row = await service.db(SEARCH_WORDS).where({ word, package_id: id }).first('tier', 'in_columns');
    return row ? [Number(row.tier), Number(row.in_columns)] : undefined;
  }
  async function send(method: 'POST' | 'PUT', url: string, form: Partial<PackageForm>) {
    const body = await formBody(validForm(form));
    const res = await service.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...tokens.bearer('admin') } });
    expect(res.statusCode).toBe(method === 'POST' ? 201 : 200);
    return res;
  }
  /** The bitmaps as the writes kept them, beside those a rebuild from the words table makes. */
  async function bitsKeptAndRebuilt(): Promise<[string[], string[]]> {
    const read = async () =>
      (await service.db(SEARCH_WORD_BITS).orderBy(['word', 'block']).select('*')).map((row) =>
        [
          row.word,
          String(row.block),
          ...[row.in_name, row.in_destinations, row.in_description].map((bits) => Buffer.from(bits).toString('hex')),
        ].join(' '),
      );
    const kept = await read();
    await rebuildWordBits(service.db);
    return [kept, await read()];
  }
  async function list(query: string): Promise<PackageListResponse> {
    const res = await service.app.inject({ method: 'GET', url: `/api/packages?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as PackageListResponse;
  }

  it('holds every word of every package, as its search text has them', async () => {
    const texts = await service.db(SEARCH_TABLE).select('package_id', 'name', 'destinations', 'description');
    const expected = texts.flatMap((text) => wordRowsOf({ ...text, package_id: Number(text.package_id) }));
    const stored = await service.db(SEARCH_WORDS).select('word', 'package_id', 'tier', 'in_columns');
    const key = (row: { word: string; package_id: number | string; tier: number | string; in_columns: number | string }) =>
      `${row.word} ${row.package_id} ${row.tier} ${row.in_columns}`;
    expect(stored.length).toBe(expected.length);
    expect(new Set(stored.map(key))).toEqual(new Set(expected.map(key)));
  });

  it('moves a word between tiers as a package is edited, and drops its rows when it is deleted', async () => {
    const created = await send('POST', '/api/packages', { packageName: 'Quorvelle Harbour Escape' });
    const id: number = created.json().data._id;
    expect(await rowOf('quorvelle', id)).toEqual([0, 1]);
    expect(await rowOf('thailand', id)).toEqual([1, 2]);
    expect(ids(await list('q=quorvelle'))).toEqual([id]);

    const paragraph = 'A quiet quorvelle of islands, with time to rest.';
    await send('PUT', `/api/packages/${id}`, { packageName: 'Harbour Escape', description: { title: 'Why', paragraph } });
    expect(await rowOf('quorvelle', id)).toEqual([2, 4]);
    expect(await rowOf('temples', id)).toBeUndefined();
    const moved = await list('q=quorvelle');
    expect(ids(moved)).toEqual([id]);
    expect(moved.pagination.totalPackages).toBe(1);
    // Two words: counted from their bitmaps, which the edit moved between columns.
    const both = await list(`q=${encodeURIComponent('quorvelle islands')}`);
    expect(ids(both)).toEqual([id]);
    expect(both.pagination.totalPackages).toBe(1);

    expect((await service.app.inject({ method: 'DELETE', url: `/api/packages/${id}`, headers: tokens.bearer('admin') })).statusCode).toBe(
      200,
    );
    expect(await service.db(SEARCH_WORDS).where('package_id', id).count({ count: '*' })).toEqual([{ count: 0 }]);
    expect((await list('q=quorvelle')).pagination.totalPackages).toBe(0);
    expect((await list(`q=${encodeURIComponent('quorvelle islands')}`)).pagination.totalPackages).toBe(0);
    const [kept, rebuilt] = await bitsKeptAndRebuilt();
    expect(kept).toEqual(rebuilt);
  });

  it('keeps the bitmaps through saves running side by side, sharing words and blocks', async () => {
    const names = [
      'Zanthery Lagoon Retreat',
      'Zanthery Reef Escape',
      'Lagoon Zanthery Days',
      'Zanthery Coast',
      'Reef Lagoon Nights',
      'Zanthery',
    ];
    const created = await Promise.all(names.map((packageName) => send('POST', '/api/packages', { packageName })));
    const createdIds: number[] = created.map((res) => res.json().data._id);
    // Each package takes the next one's name, all at once.
    const renamed = names.map((_, i) => `${names[(i + 1) % names.length]} Again`);
    await Promise.all(createdIds.map((id, i) => send('PUT', `/api/packages/${id}`, { packageName: renamed[i] })));
    const together = await list(`q=${encodeURIComponent('zanthery lagoon')}`);
    expect(together.pagination.totalPackages).toBe(renamed.filter((name) => /zanthery/i.test(name) && /lagoon/i.test(name)).length);
    const [kept, rebuilt] = await bitsKeptAndRebuilt();
    expect(kept).toEqual(rebuilt);
  });

  it('re-indexes the packages visiting a city when it is renamed', async () => {
    const link = await service.db(T.packageCities).orderBy('package_id').first('city_id');
    const city = await service.db(T.cities).where('id', link.city_id).first('name');
    const visiting = (await service.db(T.packageCities).where('city_id', link.city_id).pluck('package_id')).map(Number);
    const res = await service.app.inject({
      method: 'PUT',
      url: `/api/destinations/cities/${link.city_id}`,
      payload: { name: 'Vellmarrow' },
      headers: tokens.bearer('admin'),
    });
    expect(res.statusCode).toBe(200);
    const rows = await service.db(SEARCH_WORDS).where('word', 'vellmarrow').select('package_id', 'tier');
    expect(rows.map((row) => Number(row.package_id)).sort((a, b) => a - b)).toEqual([...visiting].sort((a, b) => a - b));
    // The old name's words are gone from those packages unless their text still holds them elsewhere.
    const [oldWord] = indexedWords(city.name);
    for (const id of visiting) {
      const text = await service.db(SEARCH_TABLE).where('package_id', id).first('name', 'destinations', 'description');
      const stillThere = indexedWords(`${text.name} ${text.destinations} ${text.description}`).includes(oldWord);
      expect((await rowOf(oldWord, id)) !== undefined).toBe(stillThere);
    }
    const [kept, rebuilt] = await bitsKeptAndRebuilt();
    expect(kept).toEqual(rebuilt);
  });
});

const ids = (body: PackageListResponse) => body.data.map((p) => p._id);

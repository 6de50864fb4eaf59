/**
 * The staff lists a page at a time on each database: page and limit (defaults, bounds), newest
 * first with ties by id so pages never overlap or skip, the total of all pages in a header, and
 * an ETag per page whose 304 reads no list.
 */
import { LEAD_PAGE, LEAD_TOTAL_HEADER, leadListQuery } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { buildLeadsService, callback, heldBy, idsOf, type LeadsHarness, LIST, pool, quickContact, UPDATE } from './support/harness';

const TOTAL = LEAD_PAGE.defaultLimit + 7;
const totalOf = (res: { headers: Record<string, unknown> }) => Number(res.headers[LEAD_TOTAL_HEADER]);

describe.each(testDatabaseKinds())('paged staff lists on %s', (kind) => {
  let service: LeadsHarness;
  let admin: string;
  /** Every request, newest first. */
  let newest: number[];

  beforeAll(async () => {
    service = await buildLeadsService(kind);
    admin = service.token('chief', 'admin');
    const ids: number[] = [];
    for (let i = 0; i < TOTAL; i += 1) {
      // Pairs arrive in the same millisecond: the order between them is by id.
      if (i % 2 === 0) service.advance(1000);
      ids.push(await service.submitted(i % 3 === 0 ? quickContact : callback));
    }
    newest = [...ids].reverse();
  });
  afterAll(() => service.close());

  it(`answers the first ${LEAD_PAGE.defaultLimit} requests, newest first, with the total of all pages in ${LEAD_TOTAL_HEADER}`, async () => {
    const res = await service.get(LIST.all, admin);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual(newest.slice(0, LEAD_PAGE.defaultLimit));
    expect(totalOf(res)).toBe(TOTAL);
  });

  it('answers the rest on page 2, and an empty list past the last page (with the total still)', async () => {
    const second = await service.get(`${LIST.all}?page=2`, admin);
    expect(idsOf(second)).toEqual(newest.slice(LEAD_PAGE.defaultLimit));
    expect(totalOf(second)).toBe(TOTAL);
    const past = await service.get(`${LIST.all}?page=3`, admin);
    expect([past.statusCode, idsOf(past), totalOf(past)]).toEqual([200, [], TOTAL]);
  });

  it.each([1, 4, 7, LEAD_PAGE.maxLimit])('pages through every request with limit %i, each once, in order (ties by id)', async (limit) => {
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(TOTAL / limit); page += 1) {
      const res = await service.get(`${LIST.all}?page=${page}&limit=${limit}`, admin);
      expect(idsOf(res).length).toBeLessThanOrEqual(limit);
      seen.push(...idsOf(res));
    }
    expect(seen).toEqual(newest);
  });

  it('pages the pool, one employee’s list, and the confirmed and deleted lists, each with its own total', async () => {
    const meera = service.token('meera');
    const [a, b, c, d] = newest;
    for (const id of [a, b, c, d]) expect((await service.post(UPDATE.handleby, meera, { id, handleby: 'meera' })).statusCode).toBe(200);
    await service.post(UPDATE.status, meera, { id: a, status: 'Confirm' });
    await service.post(UPDATE.status, meera, { id: b, status: 'Confirm' });
    await service.post(UPDATE.status, meera, { id: c, status: 'Deleted' });

    const mine = await service.get(`${heldBy('meera')}&limit=2`, meera);
    expect([idsOf(mine), totalOf(mine)]).toEqual([[a, b], 3]);
    const minePage2 = await service.get(`${heldBy('meera')}&limit=2&page=2`, meera);
    expect([idsOf(minePage2), totalOf(minePage2)]).toEqual([[d], 3]);
    const inPool = await service.get(`${pool}&limit=3`, meera);
    expect([idsOf(inPool), totalOf(inPool)]).toEqual([newest.slice(4, 7), TOTAL - 4]);
    const confirmed = await service.get(`${LIST.confirmed}?limit=1&page=2`, meera);
    expect([idsOf(confirmed), totalOf(confirmed)]).toEqual([[b], 2]);
    const deleted = await service.get(LIST.deleted, meera);
    expect([idsOf(deleted), totalOf(deleted)]).toEqual([[c], 1]);
    expect(totalOf(await service.get(LIST.all, meera))).toBe(TOTAL - 1);
  });

  describe('bounds', () => {
    const pageMessage = leadListQuery.properties.page.errorMessage;
    const limitMessage = leadListQuery.properties.limit.errorMessage;
    const cases: [string, string, string][] = [
      ['page 0', 'page=0', pageMessage],
      ['a negative page', 'page=-1', pageMessage],
      [`page ${LEAD_PAGE.maxPage + 1}`, `page=${LEAD_PAGE.maxPage + 1}`, pageMessage],
      ['page 1e308', 'page=1e308', pageMessage],
      ['page 1.5', 'page=1.5', pageMessage],
      ['page two', 'page=two', pageMessage],
      ['limit 0', 'limit=0', limitMessage],
      [`limit ${LEAD_PAGE.maxLimit + 1}`, `limit=${LEAD_PAGE.maxLimit + 1}`, limitMessage],
      ['limit 1000000', 'limit=1000000', limitMessage],
      ['an empty limit', 'limit=', limitMessage],
    ];
    it.each(cases)('refuses %s with 400 and the contract message, on every list', async (_case, query, message) => {
      for (const url of [`${LIST.all}?${query}`, `${pool}&${query}`, `${LIST.confirmed}?${query}`, `${LIST.deleted}?${query}`]) {
        const res = await service.get(url, admin);
        expect([url, res.statusCode]).toEqual([url, 400]);
        expect(Object.values(res.json().fields)).toEqual([message]);
      }
    });

    it('refuses unknown parameters on the confirmed and deleted lists', async () => {
      for (const url of [`${LIST.confirmed}?handleby=meera`, `${LIST.deleted}?size=5`])
        expect((await service.get(url, admin)).statusCode).toBe(400);
    });
  });

  describe('conditional requests per page', () => {
    it('gives each page, and each page size, its own ETag, and answers 304 to a page’s own', async () => {
      const urls = [LIST.all, `${LIST.all}?page=2`, `${LIST.all}?limit=5`, `${LIST.all}?page=2&limit=5`, `${LIST.confirmed}?page=2`];
      const tags = new Map<string, string>();
      for (const url of urls) tags.set(url, String((await service.get(url, admin)).headers.etag));
      expect(new Set(tags.values()).size).toBe(urls.length);
      for (const url of urls) {
        const again = await service.get(url, admin, { 'if-none-match': tags.get(url)! });
        expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
      }
      // Page 1's tag does not stand for page 2.
      expect((await service.get(`${LIST.all}?page=2`, admin, { 'if-none-match': tags.get(LIST.all)! })).statusCode).toBe(200);
      // `?page=1` is the default page: the same answer, the same tag.
      expect(
        (await service.get(`${LIST.all}?page=1&limit=${LEAD_PAGE.defaultLimit}`, admin, { 'if-none-match': tags.get(LIST.all)! }))
          .statusCode,
      ).toBe(304);
    });

    it('answers a 304 with one read of the revision: no list and no count', async () => {
      const url = `${LIST.all}?page=2&limit=5`;
      const tag = String((await service.get(url, admin)).headers.etag);
      const statements: string[] = [];
      const record = (query: { sql: string }) => statements.push(query.sql);
      service.db.on('query', record);
      try {
        expect((await service.get(url, admin, { 'if-none-match': tag })).statusCode).toBe(304);
      } finally {
        service.db.off('query', record);
      }
      const reads = statements.filter((sql) => /\brequests\b/.test(sql) || /requests_revision/.test(sql));
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/requests_revision/);
    });

    it('changes every page’s ETag with a write', async () => {
      const url = `${LIST.all}?page=2&limit=5`;
      const tag = String((await service.get(url, admin)).headers.etag);
      await service.submitted(quickContact);
      expect((await service.get(url, admin, { 'if-none-match': tag })).statusCode).toBe(200);
    });
  });
});

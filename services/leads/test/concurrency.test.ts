/**
 * Claims at the same moment, on each database: of many employees claiming one unassigned
 * request at once, exactly one gets it and every other hears 409. On MySQL the claims really
 * run side by side on the service's ten connections; on SQLite they interleave on its one.
 */
import { LEAD_MESSAGES } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { TABLES as T } from '../src/db/rows';
import { buildLeadsService, callback, type LeadsHarness, quickContact, UPDATE } from './support/harness';

const CLAIMERS = 20;

describe.each(testDatabaseKinds())('simultaneous claims on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  const employees = Array.from({ length: CLAIMERS }, (_, i) => `agent${String(i + 1).padStart(2, '0')}`);
  const claim = (username: string, id: number) => service.post(UPDATE.handleby, service.token(username), { id, handleby: username });
  const revision = async () => Number((await service.db(T.revision).first('revision')).revision);

  it(`gives one request to exactly one of ${CLAIMERS} employees claiming it at once`, async () => {
    const id = await service.submitted(callback);
    const answers = await Promise.all(employees.map((username) => claim(username, id)));
    const winners = answers.flatMap((res, i) => (res.statusCode === 200 ? [employees[i]] : []));
    expect(winners).toHaveLength(1);
    const losers = answers.filter((res) => res.statusCode !== 200);
    expect(losers).toHaveLength(CLAIMERS - 1);
    for (const res of losers) expect([res.statusCode, res.json().message]).toEqual([409, LEAD_MESSAGES.alreadyClaimed]);
    expect(await service.row(id)).toMatchObject({ handled_by: winners[0], version: 1 });
  });

  it(`keeps every one of 10 requests with a single holder when ${CLAIMERS} employees rush all of them (200 claims at once)`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await service.submitted(i % 2 ? callback : quickContact));
    const before = await revision();
    const attempts = ids.flatMap((id) => employees.map((username) => ({ id, username })));
    const answers = await Promise.all(attempts.map(({ id, username }) => claim(username, id)));
    for (const id of ids) {
      const mine = answers.filter((_, i) => attempts[i].id === id);
      const won = mine.flatMap((res) => (res.statusCode === 200 ? [res.json().data.handleby as string] : []));
      expect([id, won.length, mine.filter((res) => res.statusCode === 409).length]).toEqual([id, 1, CLAIMERS - 1]);
      expect(await service.row(id)).toMatchObject({ handled_by: won[0], version: 1 });
    }
    // Ten claims landed, so the lists' revision moved by exactly ten.
    expect((await revision()) - before).toBe(10);
  });

  it('lets a holder and an administrator act on one request at once without losing either change', async () => {
    const id = await service.submitted(callback);
    expect((await claim('agent01', id)).statusCode).toBe(200);
    const [confirmed, returned] = await Promise.all([
      service.post(UPDATE.status, service.token('agent01'), { id, status: 'Confirm' }),
      service.post(UPDATE.handleby, service.token('chief', 'admin'), { id, handleby: 'Public' }),
    ]);
    expect(returned.statusCode).toBe(200);
    const row = await service.row(id);
    expect(row.handled_by).toBe('Public');
    // The confirmation lands when it came first, or is refused as no longer the holder's.
    if (confirmed.statusCode === 200) expect(row).toMatchObject({ status: 'Confirm', version: 3 });
    else expect([confirmed.statusCode, confirmed.json().message, row.status]).toEqual([403, LEAD_MESSAGES.notYours, 'Active']);
  });
});

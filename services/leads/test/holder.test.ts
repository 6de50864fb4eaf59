/**
 * A request's holder is an account, not a username: after an administrator deletes
 * employee `ravi` and creates a new `ravi`, the new account neither sees nor acts on what the
 * old one held, and an administrator returns those requests to the pool. Requests held before
 * ids were recorded get their holder's id from the username, where that account still exists.
 */
import { LEAD_MESSAGES, PUBLIC_HANDLER } from '@agency/contracts';
import { insertOne, migrate } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { leadsService } from '../src';
import { buildLeadsService, callback, heldBy, idsOf, type LeadsHarness, LIST, pool, TABLES, UPDATE } from './support/harness';

describe.each(testDatabaseKinds())('the holder is an account on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  const fresh = () => {
    service.advance(1000);
    return service.submitted(callback);
  };
  const formerRavi = () => service.token('ravi', 'employee', 7);
  const newRavi = () => service.token('ravi', 'employee', 8);

  it('records the id of the account that claims, and answers it as handleby_id beside the name', async () => {
    const id = await fresh();
    const res = await service.post(UPDATE.handleby, formerRavi(), { id, handleby: 'ravi' });
    expect(res.json().data).toMatchObject({ handleby: 'ravi', handleby_id: 7 });
    expect(await service.row(id)).toMatchObject({ handled_by: 'ravi' });
    expect(Number((await service.row(id)).handled_by_id)).toBe(7);
    // Back in the pool, the request names nobody.
    const returned = await service.post(UPDATE.handleby, formerRavi(), { id, handleby: PUBLIC_HANDLER });
    expect(returned.json().data.handleby).toBe(PUBLIC_HANDLER);
    expect(returned.json().data).not.toHaveProperty('handleby_id');
    expect((await service.row(id)).handled_by_id).toBeNull();
  });

  describe('a username deleted and created again', () => {
    let held: number;
    let confirmed: number;
    beforeAll(async () => {
      held = await fresh();
      confirmed = await fresh();
      for (const id of [held, confirmed])
        expect((await service.post(UPDATE.handleby, formerRavi(), { id, handleby: 'ravi' })).statusCode).toBe(200);
      expect((await service.post(UPDATE.status, formerRavi(), { id: confirmed, status: 'Confirm' })).statusCode).toBe(200);
    });

    it("does not show the former account's requests in the new account's own list", async () => {
      expect(idsOf(await service.get(heldBy('ravi'), formerRavi()))).toEqual(expect.arrayContaining([held, confirmed]));
      expect(idsOf(await service.get(heldBy('ravi'), newRavi()))).toEqual([]);
      // …and the new account's own claims are its alone.
      const mine = await fresh();
      await service.post(UPDATE.handleby, newRavi(), { id: mine, handleby: 'ravi' });
      expect(idsOf(await service.get(heldBy('ravi'), newRavi()))).toEqual([mine]);
      expect(idsOf(await service.get(heldBy('ravi'), formerRavi()))).not.toContain(mine);
    });

    it('refuses the new account every change to them (403), changing nothing', async () => {
      for (const [url, payload] of [
        [UPDATE.handleby, { id: held, handleby: PUBLIC_HANDLER }],
        [UPDATE.status, { id: held, status: 'Confirm' }],
        [UPDATE.status, { id: held, status: 'Deleted' }],
        [UPDATE.status, { id: confirmed, status: 'Deleted' }],
      ] as const) {
        const res = await service.post(url, newRavi(), payload);
        expect([url, res.statusCode, res.json().message]).toEqual([url, 403, LEAD_MESSAGES.notYours]);
      }
      // A claim of it is a claim of somebody else's request.
      expect((await service.post(UPDATE.handleby, newRavi(), { id: held, handleby: 'ravi' })).statusCode).toBe(409);
      expect(await service.row(held)).toMatchObject({ handled_by: 'ravi', status: 'Active', version: 1 });
      expect(Number((await service.row(held)).handled_by_id)).toBe(7);
    });

    it("lets an administrator return the former employee's requests to the pool, for anyone to claim", async () => {
      const admin = service.token('chief', 'admin');
      for (const id of [held, confirmed]) {
        const res = await service.post(UPDATE.handleby, admin, { id, handleby: PUBLIC_HANDLER });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.handleby).toBe(PUBLIC_HANDLER);
      }
      expect(idsOf(await service.get(pool, admin))).toEqual(expect.arrayContaining([held, confirmed]));
      expect((await service.post(UPDATE.handleby, newRavi(), { id: held, handleby: 'ravi' })).json().data).toMatchObject({
        handleby: 'ravi',
        handleby_id: 8,
      });
    });
  });
});

describe.each(testDatabaseKinds())('requests held before holder ids, on %s', (kind) => {
  let database: TestDatabase;
  const rows: Record<string, number> = {};
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const before = leadsService.migrations.filter((m) => m.name !== '005_requests_holder_id');
    await migrate(database.db, 'leads', before);
    // The auth service's accounts in the same database: meera exists, ravi was deleted.
    await database.db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username', 64).notNullable().unique();
    });
    await database.db('users').insert([
      { id: 3, username: 'chief' },
      { id: 12, username: 'meera' },
    ]);
    for (const holder of ['meera', 'ravi', PUBLIC_HANDLER]) {
      rows[holder] = await insertOne(database.db, TABLES.requests, {
        first_name: 'Guest',
        email: 'guest@example.in',
        phone: '9876543210',
        way: 'quickContact',
        handled_by: holder,
        created_at: 1,
        updated_at: 1,
      });
    }
    await migrate(database.db, 'leads', leadsService.migrations);
  });
  afterAll(() => database.drop());

  it("gives each held request the id of the account that has its holder's username", async () => {
    const holderOf = async (id: number) => (await database.db(TABLES.requests).where({ id }).first()).handled_by_id;
    expect(Number(await holderOf(rows.meera))).toBe(12);
    // ravi's account is gone: a former employee's request, held by no account.
    expect(await holderOf(rows.ravi)).toBeNull();
    expect(await holderOf(rows[PUBLIC_HANDLER])).toBeNull();
  });
});

describe.each(testDatabaseKinds())("a former employee's request in the lists, on %s", (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  it('is held by no account: shown under its name, acted on only by an administrator', async () => {
    // As 005 leaves a request whose holder's account was gone.
    const id = await service.submitted(callback);
    await service.db(TABLES.requests).where({ id }).update({ handled_by: 'ravi', handled_by_id: null });
    const ravi = service.token('ravi');
    const lead = (await service.get(LIST.all, ravi)).json().find((l: { id: number }) => l.id === id);
    expect(lead.handleby).toBe('ravi');
    expect(lead).not.toHaveProperty('handleby_id');
    expect(idsOf(await service.get(heldBy('ravi'), ravi))).not.toContain(id);
    expect((await service.post(UPDATE.status, ravi, { id, status: 'Confirm' })).statusCode).toBe(403);
    expect((await service.post(UPDATE.handleby, ravi, { id, handleby: PUBLIC_HANDLER })).statusCode).toBe(403);
    const admin = service.token('chief', 'admin');
    expect((await service.post(UPDATE.handleby, admin, { id, handleby: PUBLIC_HANDLER })).json().data.handleby).toBe(PUBLIC_HANDLER);
  });
});

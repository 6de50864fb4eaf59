/**
 * The staff's three lists on each database: what each holds, newest first, the guard in
 * front of them, and conditional requests (ETag/304) that change with every write, made
 * through this instance or another one on the same database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_REQUIRED, ROLES, SESSION_EXPIRED } from '@agency/contracts';
import { createDatabase, createServer, type DatabaseKind, prepareDatabase, servicePlugin } from '@agency/service-common';
import { createTestDatabase, openTestSession, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import { tokenMinter } from '@agency/test-kit/tokens';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createLeadsService } from '../src';
import {
  buildLeadsService,
  callback,
  fullForm,
  heldBy,
  idsOf,
  type LeadsHarness,
  LIST,
  pool,
  quickContact,
  UNREACHED_LIMITS,
  UPDATE,
} from './support/harness';

describe.each(testDatabaseKinds())('staff lists on %s', (kind) => {
  let service: LeadsHarness;
  let admin: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    service = await buildLeadsService(kind);
    admin = service.token('chief', 'admin');
    const submit = async (payload: object) => {
      service.advance(60_000);
      return service.submitted(payload);
    };
    // Six requests a minute apart, then: two claimed by meera (one confirmed), one by ravi, one deleted.
    ids = {
      a: await submit(quickContact),
      b: await submit(fullForm),
      c: await submit(callback),
      d: await submit(quickContact),
      e: await submit(fullForm),
      f: await submit(callback),
    };
    const meera = service.token('meera');
    const ravi = service.token('ravi');
    for (const [token, username, id] of [
      [meera, 'meera', ids.b],
      [meera, 'meera', ids.d],
      [ravi, 'ravi', ids.e],
      [meera, 'meera', ids.f],
    ] as const) {
      expect((await service.post(UPDATE.handleby, token, { id, handleby: username })).statusCode).toBe(200);
    }
    expect((await service.post(UPDATE.status, meera, { id: ids.d, status: 'Confirm' })).statusCode).toBe(200);
    expect((await service.post(UPDATE.status, meera, { id: ids.f, status: 'Deleted' })).statusCode).toBe(200);
  });
  afterAll(() => service.close());

  it('lists every request not deleted, newest first', async () => {
    const res = await service.get(LIST.all, admin);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
  });

  it("lists the unassigned pool with handleby 'Public', newest first", async () => {
    expect(idsOf(await service.get(pool, admin))).toEqual([ids.c, ids.a]);
  });

  it("lists one employee's requests (confirmed ones included, deleted ones not)", async () => {
    expect(idsOf(await service.get(heldBy('meera'), admin))).toEqual([ids.d, ids.b]);
    expect(idsOf(await service.get(heldBy('ravi'), admin))).toEqual([ids.e]);
    expect(idsOf(await service.get(heldBy('nobody'), admin))).toEqual([]);
  });

  it('lists confirmed and deleted requests apart', async () => {
    const confirmed = (await service.get(LIST.confirmed, admin)).json();
    expect(confirmed.map((l: { id: number }) => l.id)).toEqual([ids.d]);
    expect(confirmed[0]).toMatchObject({ Status: 'Confirm', handleby: 'meera' });
    const deleted = (await service.get(LIST.deleted, admin)).json();
    expect(deleted.map((l: { id: number }) => l.id)).toEqual([ids.f]);
    expect(deleted[0]).toMatchObject({ Status: 'Deleted', handleby: 'meera' });
  });

  it('orders requests received in the same millisecond by arrival', async () => {
    const scratch = await buildLeadsService(kind);
    try {
      const first = await scratch.submitted(quickContact);
      const second = await scratch.submitted(callback);
      expect(idsOf(await scratch.get(LIST.all, scratch.token('chief', 'admin')))).toEqual([second, first]);
    } finally {
      await scratch.close();
    }
  });

  it.each(ROLES)('lets a %s read every list', async (role) => {
    const token = service.token(`someone-${role}`, role);
    for (const url of [LIST.all, pool, LIST.confirmed, LIST.deleted]) expect((await service.get(url, token)).statusCode).toBe(200);
  });

  describe('the guard', () => {
    const urls = [LIST.all, pool, LIST.confirmed, LIST.deleted];
    it.each(urls)('answers 401 to %s without a token', async (url) => {
      const res = await service.get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: LOGIN_REQUIRED });
    });

    it.each(urls)('answers 401 to %s with an expired, edited or foreign token', async (url) => {
      const minter = await tokenMinter(service.config.jwtSecret);
      const foreign = await tokenMinter('another-secret-of-enough-length-for-hs256!');
      try {
        const expired = minter.sign({ sub: 1, username: 'chief', role: 'admin', sid: 'never-opened' }, { expiresIn: -60 });
        const [header, , signature] = service.token('meera').split('.');
        const edited = [
          header,
          Buffer.from(JSON.stringify({ sub: 1, username: 'chief', role: 'admin', exp: 4102444800 })).toString('base64url'),
          signature,
        ].join('.');
        for (const token of [
          expired,
          edited,
          foreign.sign({ sub: 1, username: 'chief', role: 'admin', sid: 'never-opened' }),
          'not-a-token',
        ]) {
          const res = await service.get(url, token);
          expect(res.statusCode).toBe(401);
          expect(res.json().message).toBe(SESSION_EXPIRED);
        }
      } finally {
        await minter.close();
        await foreign.close();
      }
    });

    it('never shows a list, not even its ETag, to a caller without a token', async () => {
      const res = await service.get(LIST.all, undefined, { 'if-none-match': '*' });
      expect(res.statusCode).toBe(401);
      expect(res.headers.etag).toBeUndefined();
    });
  });

  it('refuses an empty handleby and unknown parameters', async () => {
    const empty = await service.get(`${LIST.all}?handleby=`, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.handleby).toBe('handleby must be a name of 1 to 100 characters');
    expect((await service.get(`${LIST.all}?status=Confirm`, admin)).statusCode).toBe(400);
  });

  describe('conditional requests', () => {
    it('answers each list with a weak ETag that the browser must revalidate, and 304 while nothing changed', async () => {
      for (const url of [LIST.all, pool, heldBy('meera'), LIST.confirmed, LIST.deleted]) {
        const first = await service.get(url, admin);
        expect(first.statusCode).toBe(200);
        expect(first.headers.etag).toMatch(/^W\/"leads-/);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        const again = await service.get(url, admin, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(first.headers.etag);
        // Any of several tags, as a browser may send.
        expect((await service.get(url, admin, { 'if-none-match': `W/"other", ${first.headers.etag}` })).statusCode).toBe(304);
      }
    });

    it('gives each list and each filter its own ETag', async () => {
      const tags = new Set<string>();
      for (const url of [LIST.all, pool, heldBy('meera'), heldBy('ravi'), LIST.confirmed, LIST.deleted])
        tags.add(String((await service.get(url, admin)).headers.etag));
      expect(tags.size).toBe(6);
    });

    it('changes every ETag with every write: a submission, a claim, a reject, a confirmation, a deletion', async () => {
      const meera = service.token('meera');
      let id = 0;
      const writes: [string, () => Promise<unknown>][] = [
        ['a submission', async () => (id = await service.submitted(callback))],
        ['a claim', () => service.post(UPDATE.handleby, meera, { id, handleby: 'meera' })],
        ['a confirmation', () => service.post(UPDATE.status, meera, { id, status: 'Confirm' })],
        ['a reject', () => service.post(UPDATE.handleby, meera, { id, handleby: 'Public' })],
        ['a deletion', () => service.post(UPDATE.status, admin, { id, status: 'Deleted' })],
      ];
      for (const [what, write] of writes) {
        const before = await Promise.all([LIST.all, pool, LIST.confirmed, LIST.deleted].map((url) => service.get(url, admin)));
        await write();
        for (const [i, url] of [LIST.all, pool, LIST.confirmed, LIST.deleted].entries()) {
          const after = await service.get(url, admin, { 'if-none-match': String(before[i].headers.etag) });
          expect([what, url, after.statusCode]).toEqual([what, url, 200]);
        }
      }
    });

    it('keeps the ETag when a call changes nothing (claiming what one already holds) or fails', async () => {
      const meera = service.token('meera');
      const tag = String((await service.get(LIST.all, admin)).headers.etag);
      expect((await service.post(UPDATE.handleby, meera, { id: ids.b, handleby: 'meera' })).statusCode).toBe(200);
      expect((await service.post(UPDATE.handleby, meera, { id: ids.e, handleby: 'meera' })).statusCode).toBe(409);
      expect((await service.submit({ ...quickContact, Emailaddress: 'nope' })).statusCode).toBe(400);
      expect((await service.get(LIST.all, admin, { 'if-none-match': tag })).statusCode).toBe(304);
    });
  });
});

/** Two instances of the service over one database, as behind a load balancer. */
describe.each(testDatabaseKinds())('ETag across instances on %s', (kind: DatabaseKind) => {
  let dir: string;
  let drop: () => Promise<void>;
  let instances: FastifyInstance[];
  let token: string;
  const config = testConfig({ enquiryLimits: UNREACHED_LIMITS });

  beforeAll(async () => {
    let url: string;
    dir = await mkdtemp(path.join(os.tmpdir(), 'leads-etag-'));
    if (kind === 'sqlite') {
      // Two connections to one file (an in-memory database cannot be shared).
      url = `sqlite:${path.join(dir, 'leads.sqlite')}`;
      drop = async () => {};
    } else {
      const database = await createTestDatabase('mysql');
      await database.db.destroy();
      url = database.url;
      drop = database.drop;
    }
    instances = [];
    let firstDb: Knex | undefined;
    for (let i = 0; i < 2; i += 1) {
      const db = createDatabase(url);
      const service = createLeadsService();
      await prepareDatabase(service, db, config);
      firstDb ??= db;
      const app = createServer({ logger: false });
      await app.register(servicePlugin(service), { db, config });
      app.addHook('onClose', () => db.destroy());
      await app.ready();
      instances.push(app);
    }
    const minter = await tokenMinter(config.jwtSecret);
    const sid = await openTestSession(firstDb!, { sub: 1, role: 'admin' });
    token = minter.sign({ sub: 1, username: 'chief', role: 'admin', sid });
    await minter.close();
  });
  afterAll(async () => {
    for (const app of instances ?? []) await app.close();
    await drop?.();
    await rm(dir, { recursive: true, force: true });
  });

  it('sees a write made through the other instance at the next poll (no 304 over a stale list)', async () => {
    const [a, b] = instances;
    const headers = { authorization: `Bearer ${token}` };
    const first = await a.inject({ method: 'GET', url: LIST.all, headers });
    const tag = String(first.headers.etag);
    expect((await a.inject({ method: 'GET', url: LIST.all, headers: { ...headers, 'if-none-match': tag } })).statusCode).toBe(304);

    const submitted = await b.inject({ method: 'POST', url: '/api/requests/submit', payload: quickContact });
    expect(submitted.statusCode).toBe(200);
    const after = await a.inject({ method: 'GET', url: LIST.all, headers: { ...headers, 'if-none-match': tag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((l: { id: number }) => l.id)).toContain(submitted.json().id);

    const claimed = await b.inject({
      method: 'POST',
      url: UPDATE.handleby,
      headers,
      payload: { id: submitted.json().id, handleby: 'chief' },
    });
    expect(claimed.statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'GET', url: LIST.all, headers: { ...headers, 'if-none-match': String(after.headers.etag) } })).statusCode,
    ).toBe(200);
  });
});

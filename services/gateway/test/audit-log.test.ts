/**
 * The audit log of staff actions, with the four services in the gateway (each writes its own
 * entries; the auth service serves them), on each database: every covered action writes one
 * entry with the right who, what and where; no secret is ever stored; only administrators read
 * it, filtered and paged; and the database refuses to change or remove an entry.
 */

import type { AuditEntry, AuditPage, ServiceName } from '@agency/contracts';
import { createServer, prepareDatabase, servicePlugin } from '@agency/service-common';
import { AUDIT_APPEND_ONLY, AUDIT_TABLE } from '@agency/service-common/audit';
import { formBody, validForm } from '@agency/test-kit/package-writes';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, services } from '../src';

const ADMIN_PASSWORD = 'Audit#Admin12x';
const STAFF_PASSWORD = 'Audit#Staff34y';
const CLIENT = '203.0.113.77';
const BROWSER = 'AuditTest/1.0 (X11; Linux x86_64)';

const enquiry = {
  Firstname: 'Asha Menon',
  Emailaddress: 'asha@example.in',
  PhoneNumber: '+91 98450 12345',
  travelplans: 'Two weeks in Bali in December',
  way: 'quickContact',
  handleby: 'Public',
  Status: 'Active',
} as const;

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  const config = testConfig({ adminUsername: 'auditor', adminPassword: ADMIN_PASSWORD });
  let db: TestDatabase;
  let gateway: FastifyInstance;
  let adminToken: string;
  const tokens: string[] = [];

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    gateway.inject({
      method,
      url,
      remoteAddress: CLIENT,
      headers: { 'user-agent': BROWSER, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  const signIn = async (username: string, password: string): Promise<string> => {
    const res = await call('POST', '/api/auth/login', undefined, { username, password });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    tokens.push(token);
    return token;
  };
  const read = async (query: Record<string, string | number> = {}, token = adminToken): Promise<AuditPage> => {
    const res = await call('GET', `/api/audit?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as AuditPage;
  };
  /** The one entry of an action on a target, newest first; fails unless there is exactly one. */
  const onlyEntry = async (action: string, target?: string | number): Promise<AuditEntry> => {
    const page = await read({ action, ...(target === undefined ? {} : { target: String(target) }) });
    expect(page.data).toHaveLength(1);
    return page.data[0];
  };
  const createUser = async (username: string, role: string): Promise<number> => {
    const res = await call('POST', '/api/auth/create', adminToken, { username, password: STAFF_PASSWORD, role });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as number;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind, { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    gateway = await buildGateway({ config, mode: { kind: 'embedded', db: db.db }, logger: false });
    adminToken = await signIn(config.adminUsername, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('records a sign-in with who, when and from where, and a refused one with the client only', async () => {
    const before = Date.now();
    await signIn(config.adminUsername, ADMIN_PASSWORD);
    const refused = await call('POST', '/api/auth/login', undefined, { username: 'auditor-typo', password: 'wrong-password-typed' });
    expect(refused.statusCode).toBe(401);

    const { data } = await read({ action: 'auth.signIn', limit: 2 });
    const [failed, succeeded] = data;
    expect(failed).toMatchObject({
      action: 'auth.signIn',
      outcome: 'refused',
      actor: null,
      ip: CLIENT,
      userAgent: BROWSER,
      target: null,
      changes: [],
    });
    expect(succeeded).toMatchObject({
      action: 'auth.signIn',
      outcome: 'succeeded',
      actor: { username: 'auditor', role: 'admin' },
      ip: CLIENT,
      userAgent: BROWSER,
      changes: [],
    });
    expect(Date.parse(succeeded.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(succeeded.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // The refused attempt's typed username is nowhere in the table (it may be a password).
    expect(JSON.stringify(await db.db(AUDIT_TABLE).select())).not.toContain('auditor-typo');
  });

  it('records user create, role change, sign-out everywhere and delete, with the fields before and after', async () => {
    const id = await createUser('audit.emp', 'employee');
    expect(await onlyEntry('user.create', id)).toMatchObject({
      outcome: 'succeeded',
      actor: { username: 'auditor', role: 'admin' },
      target: String(id),
      changes: [
        { field: 'username', after: 'audit.emp' },
        { field: 'role', after: 'employee' },
      ],
    });

    expect((await call('POST', `/api/auth/users/${id}/role`, adminToken, { role: 'manager' })).statusCode).toBe(200);
    expect((await onlyEntry('user.changeRole', id)).changes).toEqual([{ field: 'role', before: 'employee', after: 'manager' }]);

    expect((await call('POST', `/api/auth/users/${id}/sign-out`, adminToken)).statusCode).toBe(200);
    expect(await onlyEntry('user.signOutEverywhere', id)).toMatchObject({ actor: { username: 'auditor' }, target: String(id), ip: CLIENT });

    expect((await call('DELETE', `/api/auth/delete/${id}`, adminToken)).statusCode).toBe(200);
    expect((await onlyEntry('user.delete', id)).changes).toEqual([
      { field: 'username', before: 'audit.emp' },
      { field: 'role', before: 'manager' },
    ]);
  });

  it('records a sign-out as the account that signed out, and nothing for a refused call', async () => {
    await createUser('audit.leaver', 'employee');
    const token = await signIn('audit.leaver', STAFF_PASSWORD);
    expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    expect(await onlyEntry('auth.signOut')).toMatchObject({ outcome: 'succeeded', actor: { username: 'audit.leaver', role: 'employee' } });
    // Deleting one's own account is refused (409): no entry.
    const admins = await read({ action: 'user.delete', actor: 'auditor' });
    expect((await call('DELETE', '/api/auth/delete/1', adminToken)).statusCode).toBe(409);
    expect((await read({ action: 'user.delete', actor: 'auditor' })).pagination.totalEntries).toBe(admins.pagination.totalEntries);
  });

  it('records package create, update and delete with the changed fields', async () => {
    const created = await formBody(validForm({ packageName: 'Audit Siam Escape', duration: 6 }));
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/packages',
      remoteAddress: CLIENT,
      payload: created.payload,
      headers: { ...created.headers, authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as number;
    const create = await onlyEntry('package.create', id);
    expect(create.changes).toContainEqual({ field: 'packageName', after: 'Audit Siam Escape' });
    expect(create.changes).toContainEqual({ field: 'duration', after: '6' });

    const updated = await formBody(validForm({ packageName: 'Audit Siam Escape Plus', duration: 6 }));
    const put = await gateway.inject({
      method: 'PUT',
      url: `/api/packages/${id}`,
      remoteAddress: CLIENT,
      payload: updated.payload,
      headers: { ...updated.headers, authorization: `Bearer ${adminToken}` },
    });
    expect(put.statusCode).toBe(200);
    const update = await onlyEntry('package.update', id);
    expect(update.changes).toEqual([{ field: 'packageName', before: 'Audit Siam Escape', after: 'Audit Siam Escape Plus' }]);

    expect((await call('DELETE', `/api/packages/${id}`, adminToken)).statusCode).toBe(200);
    const removal = await onlyEntry('package.delete', id);
    expect(removal).toMatchObject({ actor: { username: 'auditor', role: 'admin' }, ip: CLIENT, target: String(id) });
    expect(removal.changes).toContainEqual({ field: 'packageName', before: 'Audit Siam Escape Plus' });
    expect(removal.changes.every((change) => change.after === undefined)).toBe(true);
  });

  it('records lead claim, reject, confirm and delete with the holder and status before and after', async () => {
    await createUser('audit.agent', 'employee');
    const agent = await signIn('audit.agent', STAFF_PASSWORD);
    const submitted = await call('POST', '/api/requests/submit', undefined, enquiry);
    expect(submitted.statusCode).toBe(200);
    const id = submitted.json().id as number;
    const handleby = (who: string) => call('POST', '/api/requests/update-handleby', agent, { id, handleby: who });
    const status = (to: string) => call('POST', '/api/requests/update-status', agent, { id, status: to });

    expect((await handleby('audit.agent')).statusCode).toBe(200);
    expect((await handleby('Public')).statusCode).toBe(200);
    expect((await handleby('audit.agent')).statusCode).toBe(200);
    expect((await status('Confirm')).statusCode).toBe(200);
    expect((await status('Deleted')).statusCode).toBe(200);

    const assigns = (await read({ action: 'lead.assign', target: id })).data.map((entry) => entry.changes);
    expect(assigns).toEqual([
      [{ field: 'handleby', before: 'Public', after: 'audit.agent' }],
      [{ field: 'handleby', before: 'audit.agent', after: 'Public' }],
      [{ field: 'handleby', before: 'Public', after: 'audit.agent' }],
    ]);
    const statuses = await read({ action: 'lead.status', target: id });
    expect(statuses.data.map((entry) => entry.changes)).toEqual([
      [{ field: 'Status', before: 'Confirm', after: 'Deleted' }],
      [{ field: 'Status', before: 'Active', after: 'Confirm' }],
    ]);
    expect(statuses.data[0].actor).toMatchObject({ username: 'audit.agent', role: 'employee' });
    // The visitor's enquiry is not a staff action.
    expect((await read({ target: id })).pagination.totalEntries).toBe(5);
  });

  it('never stores a password or a token', async () => {
    const stored = JSON.stringify(await db.db(AUDIT_TABLE).select());
    expect(stored.length).toBeGreaterThan(100);
    for (const secret of [ADMIN_PASSWORD, STAFF_PASSWORD, 'wrong-password-typed', ...tokens]) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/password|Bearer|eyJ/i);
  });

  it('is read by administrators only', async () => {
    await createUser('audit.mgr', 'manager');
    await createUser('audit.emp2', 'employee');
    for (const username of ['audit.mgr', 'audit.emp2']) {
      const token = await signIn(username, STAFF_PASSWORD);
      expect((await call('GET', '/api/audit', token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/audit', undefined)).statusCode).toBe(401);
  });

  it('filters by actor (any letter case), action, target and day, newest first, paged with the total', async () => {
    const all = await read({ limit: 100 });
    expect(all.pagination.totalEntries).toBe(all.data.length);
    const times = all.data.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byAgent = await read({ actor: 'AUDIT.Agent' });
    expect(byAgent.data.length).toBeGreaterThan(0);
    expect(byAgent.data.every((entry) => entry.actor?.username === 'audit.agent')).toBe(true);

    const pageOne = await read({ actor: 'auditor', limit: 3 });
    const pageTwo = await read({ actor: 'auditor', limit: 3, page: 2 });
    expect(pageOne.pagination).toMatchObject({ currentPage: 1, limit: 3, totalPages: Math.ceil(pageOne.pagination.totalEntries / 3) });
    expect(pageOne.pagination.totalEntries).toBeGreaterThan(6);
    expect(pageTwo.data.map((e) => e.id)).not.toEqual(expect.arrayContaining(pageOne.data.map((e) => e.id)));
    expect(Math.min(...pageOne.data.map((e) => e.id))).toBeGreaterThan(Math.max(...pageTwo.data.map((e) => e.id)));

    // Days are India's: today there is everything, tomorrow nothing yet.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + 86_400_000));
    expect((await read({ from: today, to: today, limit: 100 })).pagination.totalEntries).toBe(all.pagination.totalEntries);
    expect((await read({ from: tomorrow })).pagination.totalEntries).toBe(0);
    expect((await read({ action: 'package.delete', actor: 'audit.agent' })).data).toEqual([]);

    expect((await call('GET', '/api/audit?from=yesterday', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?limit=1000', adminToken)).statusCode).toBe(400);
  });

  it('cannot be changed or removed, not even by a query in a service', async () => {
    const [first] = await db.db(AUDIT_TABLE).select('id').orderBy('id').limit(1);
    await expect(db.db(AUDIT_TABLE).where({ id: first.id }).update({ action: 'nothing.happened' })).rejects.toThrow(AUDIT_APPEND_ONLY);
    await expect(db.db(AUDIT_TABLE).where({ id: first.id }).delete()).rejects.toThrow(AUDIT_APPEND_ONLY);
    await expect(db.db(AUDIT_TABLE).delete()).rejects.toThrow(AUDIT_APPEND_ONLY);
    expect(await db.db(AUDIT_TABLE).where({ id: first.id }).first()).toMatchObject({ action: 'auth.signIn' });
  });
});

describe('the audit log in split mode', () => {
  const config = testConfig({ adminUsername: 'auditor', adminPassword: ADMIN_PASSWORD });
  let db: TestDatabase;
  const apps: FastifyInstance[] = [];
  let gateway: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    // Each service as runStandalone starts it: behind the gateway, trusting its X-Forwarded-For on loopback.
    const upstreams = {} as Record<ServiceName, string>;
    for (const service of services) {
      const app = createServer({ logger: false, trustProxy: 'loopback' });
      await app.register(servicePlugin(service), { db: db.db, config });
      upstreams[service.name] = await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    gateway = await buildGateway({ config, mode: { kind: 'split', upstreams, db: db.db }, logger: false });
  });
  afterAll(async () => {
    await gateway?.close();
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it('routes GET /api/audit to the auth service, which reads what every service wrote, with the client the gateway saw', async () => {
    const login = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: CLIENT,
      payload: { username: 'auditor', password: ADMIN_PASSWORD },
    });
    const token = login.json().token as string;
    const headers = { authorization: `Bearer ${token}`, 'user-agent': BROWSER };
    expect((await gateway.inject({ method: 'DELETE', url: '/api/packages/1', remoteAddress: CLIENT, headers })).statusCode).toBe(200);
    const res = await gateway.inject({ method: 'GET', url: '/api/audit?action=package.delete', headers });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AuditPage).data).toMatchObject([
      { action: 'package.delete', target: '1', actor: { username: 'auditor' }, ip: CLIENT, userAgent: BROWSER },
    ]);
    const signIns = await gateway.inject({ method: 'GET', url: '/api/audit?action=auth.signIn', headers });
    expect((signIns.json() as AuditPage).data).toMatchObject([{ outcome: 'succeeded', ip: CLIENT }]);
  });
});

/**
 * A staff token ends with its session on every service that has staff calls, within 5 seconds
 * of the change (each process trusts what it read of a session for SESSION_CHECK_CACHE_MS),
 * on each database, with the services inside the gateway and behind it as separate instances.
 * Each token is used on every service first, so every cache holds it as live when it ends.
 */

import { REFRESH_COOKIE, type Role } from '@agency/contracts';
import { prepareDatabase, SESSION_EXPIRED } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway, services } from '../src';
import { type SeparateServices, startSeparateServices } from './support/separate-services';

const PASSWORD = 'Revoke#Pass12';
const LIMIT_MS = 5_000;

/** One staff call of each service that has any (payment has none); 'through' is anything but 401/403. */
const STAFF_CALLS: { service: string; method: 'GET' | 'DELETE'; url: string }[] = [
  { service: 'auth', method: 'GET', url: '/api/auth/verify' },
  { service: 'leads', method: 'GET', url: '/api/requests/data' },
  { service: 'catalogue', method: 'DELETE', url: '/api/packages/987654' },
];

const CHANGES: [string, Role, (admin: Admin, id: number, token: string) => Promise<LightMyRequestResponse>][] = [
  ['signs out', 'manager', (admin, _id, token) => admin.call('POST', '/api/auth/logout', token)],
  ['is signed out everywhere by an admin', 'manager', (admin, id) => admin.call('POST', `/api/auth/users/${id}/sign-out`)],
  ['is deleted', 'manager', (admin, id) => admin.call('DELETE', `/api/auth/delete/${id}`)],
  [
    'is suspended by an admin',
    'manager',
    (admin, id) => admin.call('POST', `/api/auth/users/${id}/suspend`, undefined, { reason: 'On leave' }),
  ],
  [
    'is demoted from manager to employee',
    'manager',
    (admin, id) => admin.call('POST', `/api/auth/users/${id}/role`, undefined, { role: 'employee' }),
  ],
  [
    'changes its own password',
    'manager',
    (admin, _id, token) => admin.call('POST', '/api/auth/password', token, { currentPassword: PASSWORD, newPassword: 'Changed#Pass-77' }),
  ],
  [
    'has its password reset by an admin',
    'manager',
    (admin, id) => admin.call('POST', `/api/auth/users/${id}/password`, undefined, { password: 'Temporary#Pass-88' }),
  ],
];

interface Admin {
  call(method: 'POST' | 'DELETE', url: string, token?: string, payload?: object): Promise<LightMyRequestResponse>;
}

const modes = ['embedded', 'split'] as const;

describe.each(testDatabaseKinds().flatMap((kind) => modes.map((mode) => [kind, mode] as const)))(
  'ending a session on %s, %s',
  (kind, mode) => {
    const config = testConfig({ adminUsername: 'revoker', adminPassword: PASSWORD });
    let db: TestDatabase;
    let gateway: FastifyInstance;
    let separate: SeparateServices | undefined;
    let adminToken: string;

    const signIn = async (username: string): Promise<string> => {
      const res = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
      return res.json().token as string;
    };
    const admin: Admin = {
      call: (method, url, token, payload) =>
        gateway.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token ?? adminToken}` },
          ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
        }),
    };
    const use = (token: string, call: (typeof STAFF_CALLS)[number]) =>
      gateway.inject({ method: call.method, url: call.url, headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      db = await createTestDatabase(kind, { migratedFor: services });
      for (const service of services) await prepareDatabase(service, db.db, config);
      if (mode === 'split') separate = await startSeparateServices(db.db, config);
      gateway = await buildGateway({
        config,
        mode: separate ? { kind: 'split', upstreams: separate.upstreams, db: db.db } : { kind: 'embedded', db: db.db },
        logger: false,
      });
      adminToken = await signIn(config.adminUsername);
    });
    afterAll(async () => {
      await gateway?.close();
      await separate?.close();
      await db?.drop();
    });

    it.each(CHANGES)('refuses the token of an account that %s on every service within 5 seconds', async (change, role, act) => {
      const username = `r-${CHANGES.findIndex(([name]) => name === change)}-${mode}`;
      const created = await admin.call('POST', '/api/auth/create', undefined, { username, password: PASSWORD, role });
      expect(created.statusCode).toBe(200);
      const token = await signIn(username);
      for (const call of STAFF_CALLS) expect([(await use(token, call)).statusCode, call.url]).not.toEqual([401, call.url]);

      expect((await act(admin, created.json().data._id, token)).statusCode).toBe(200);
      const changedAt = Date.now();
      for (const call of STAFF_CALLS) {
        let res = await use(token, call);
        while (res.statusCode !== 401 && Date.now() - changedAt < LIMIT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          res = await use(token, call);
        }
        expect({ call: call.url, status: res.statusCode, message: res.json().message }).toEqual({
          call: call.url,
          status: 401,
          message: SESSION_EXPIRED,
        });
      }
      expect(Date.now() - changedAt).toBeLessThan(LIMIT_MS);
    });

    it('renews an access token through the gateway with the refresh cookie, until the session ends', async () => {
      const username = `r-renew-${modes.indexOf(mode)}`;
      const created = await admin.call('POST', '/api/auth/create', undefined, { username, password: PASSWORD, role: 'manager' });
      const signedIn = await gateway.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
      const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      const renewed = await gateway.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie!.value } });
      expect(renewed.statusCode).toBe(200);
      for (const call of STAFF_CALLS) expect((await use(renewed.json().token, call)).statusCode).not.toBe(401);
      const next = renewed.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
      expect((await admin.call('POST', `/api/auth/users/${created.json().data._id}/sign-out`)).statusCode).toBe(200);
      expect((await gateway.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: next } })).statusCode).toBe(
        401,
      );
    });

    it("keeps other accounts' sessions, and a new sign-in after the change works at once", async () => {
      const created = await admin.call('POST', '/api/auth/create', undefined, {
        username: `r-keep-${modes.indexOf(mode)}`,
        password: PASSWORD,
        role: 'manager',
      });
      const id = created.json().data._id as number;
      const first = await signIn(`r-keep-${modes.indexOf(mode)}`);
      expect((await admin.call('POST', `/api/auth/users/${id}/sign-out`)).statusCode).toBe(200);
      const again = await signIn(`r-keep-${modes.indexOf(mode)}`);
      for (const call of STAFF_CALLS) {
        expect((await use(again, call)).statusCode).not.toBe(401);
        expect((await use(adminToken, call)).statusCode).not.toBe(401);
      }
      expect(first).not.toBe(again);
    });
  },
);

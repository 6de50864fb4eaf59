/**
 * Suspending and reinstating staff accounts on each database: a suspended account keeps its
 * row but cannot sign in or refresh, its tokens are refused as a deleted account's are, it
 * leaves the staff directory (the accounts a request can be handed to), and each change is
 * in the audit log with the username, the state before and after and the reason given.
 */
import {
  ACCOUNT_SUSPENDED,
  OWN_ACCOUNT_UNSUSPENDABLE,
  REFRESH_COOKIE,
  SESSION_EXPIRED,
  USER_REINSTATED,
  USER_SUSPENDED,
} from '@agency/contracts';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { staffSessions } from '@agency/service-common/sessions';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { authService } from '../src';
import { setSuspended } from '../src/accounts';
import { TABLES, type UserRow } from '../src/db/rows';
import { bearer, createUser, listUsers, login, tokenFor, verify } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const PASSWORD = 'Munnar#Tea-Hills9';

describe.each(testDatabaseKinds())('account suspension on %s', (kind) => {
  let service: TestService;
  let adminToken: string;
  beforeAll(async () => {
    service = await buildTestService(authService, kind, { config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password } });
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(() => service.close());

  const create = async (username: string, role = 'employee'): Promise<number> => {
    const res = await createUser(service.app, adminToken, { username, password: PASSWORD, role });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as number;
  };
  const post = (url: string, token: string, payload: object = {}) =>
    service.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const suspend = (id: number, token = adminToken, payload: object = {}) => post(`/api/auth/users/${id}/suspend`, token, payload);
  const reinstate = (id: number, token = adminToken, payload: object = {}) => post(`/api/auth/users/${id}/reinstate`, token, payload);
  const staff = (token = adminToken) => service.app.inject({ method: 'GET', url: '/api/auth/staff', headers: bearer(token) });
  const row = (id: number): Promise<UserRow | undefined> => service.db<UserRow>(TABLES.users).where({ id }).first();

  it('suspends an account: its token and refresh cookie stop working and it cannot sign in, with a clear word only after the right password', async () => {
    const id = await create('kiran');
    const signedIn = await login(service.app, 'kiran', PASSWORD);
    const token = signedIn.json().token as string;
    const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    expect((await verify(service.app, bearer(token))).statusCode).toBe(200);

    const res = await suspend(id, adminToken, { reason: 'On leave until March' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: USER_SUSPENDED }]);
    expect((await row(id))?.suspended_at).not.toBeNull();

    const refused = await verify(service.app, bearer(token));
    expect([refused.statusCode, refused.json().message]).toEqual([401, SESSION_EXPIRED]);
    const refreshed = await service.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
    expect(refreshed.statusCode).toBe(401);
    const again = await login(service.app, 'kiran', PASSWORD);
    expect([again.statusCode, again.json()]).toEqual([403, expect.objectContaining({ success: false, error: ACCOUNT_SUSPENDED })]);
    expect(again.json().token).toBeUndefined();
    // A wrong password says only that it is wrong: the state is told to whoever knows the password.
    const wrong = await login(service.app, 'kiran', 'Not#The-Password1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('suspended');
  });

  it('refuses a refresh of a session that outlived the suspension (the account is checked, not only the session)', async () => {
    const id = await create('lalit');
    const signedIn = await login(service.app, 'lalit', PASSWORD);
    const cookie = signedIn.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    // As if the sessions had not been ended: only the account's state stands in the way.
    await service.db(TABLES.users).where({ id }).update({ suspended_at: Date.now() });
    const refreshed = await service.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: cookie } });
    expect([refreshed.statusCode, refreshed.json().message]).toEqual([401, SESSION_EXPIRED]);
  });

  it('reinstates an account, which signs in again with its password; both changes are audited with the name, state and reason', async () => {
    const id = await create('nisha');
    expect((await suspend(id, adminToken, { reason: 'Laptop stolen' })).statusCode).toBe(200);
    const res = await reinstate(id, adminToken, { reason: 'New laptop issued' });
    expect([res.statusCode, res.json()]).toEqual([200, { message: USER_REINSTATED }]);
    expect((await row(id))?.suspended_at).toBeNull();
    expect((await login(service.app, 'nisha', PASSWORD)).statusCode).toBe(200);

    const entries = await service
      .db(AUDIT_TABLE)
      .whereIn('action', ['user.suspend', 'user.reinstate'])
      .where({ target: String(id) })
      .orderBy('id');
    expect(entries.map((e) => [e.action, e.actor_username, JSON.parse(e.changes)])).toEqual([
      [
        'user.suspend',
        'chief',
        [
          { field: 'state', before: 'active', after: 'suspended' },
          { field: 'reason', after: 'Laptop stolen' },
        ],
      ],
      [
        'user.reinstate',
        'chief',
        [
          { field: 'state', before: 'suspended', after: 'active' },
          { field: 'reason', after: 'New laptop issued' },
        ],
      ],
    ]);
  });

  it('shows the state in the user list, and leaves suspended accounts out of the staff directory', async () => {
    const id = await create('omkar');
    const manager = await create('mohan', 'manager');
    expect((await suspend(id)).statusCode).toBe(200);
    const listed = (await listUsers(service.app, adminToken)).json() as { _id: number; suspended: boolean }[];
    expect(listed.find((u) => u._id === id)?.suspended).toBe(true);
    expect(listed.find((u) => u._id === manager)?.suspended).toBe(false);

    const managerToken = await tokenFor(service.app, 'mohan', PASSWORD);
    const directory = await staff(managerToken);
    expect(directory.statusCode).toBe(200);
    const names = (directory.json() as { _id: number; username: string; role: string }[]).map((m) => m.username);
    expect(names).toContain('mohan');
    expect(names).toContain('chief');
    expect(names).not.toContain('omkar');
    expect(directory.body).not.toMatch(/scrypt|password|suspended/);
    // Employees do not hand requests around.
    const employee = await create('eshan');
    expect(employee).toBeGreaterThan(0);
    expect((await staff(await tokenFor(service.app, 'eshan', PASSWORD))).statusCode).toBe(403);
  });

  it('keeps the reason of a role change in the audit log beside the role before and after', async () => {
    const id = await create('rohit');
    const res = await post(`/api/auth/users/${id}/role`, adminToken, { role: 'manager', reason: 'Leads the Kerala desk' });
    expect(res.statusCode).toBe(200);
    const [entry] = await service.db(AUDIT_TABLE).where({ action: 'user.changeRole', target: String(id) });
    expect(JSON.parse(entry.changes)).toEqual([
      { field: 'role', before: 'employee', after: 'manager' },
      { field: 'reason', after: 'Leads the Kerala desk' },
    ]);
  });

  it("refuses one's own account, managers, unknown ids and a reason of invisible text, changing nothing", async () => {
    const id = await create('priya');
    const own = await suspend(1);
    expect([own.statusCode, own.json().message]).toEqual([409, OWN_ACCOUNT_UNSUSPENDABLE]);
    await create('manju', 'manager');
    expect((await suspend(id, await tokenFor(service.app, 'manju', PASSWORD))).statusCode).toBe(403);
    const missing = await suspend(987_654);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'No user has the id 987654']);
    const hidden = await suspend(id, adminToken, { reason: 'on\u202eleave' });
    expect(hidden.statusCode).toBe(400);
    expect((await suspend(id, adminToken, { reason: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await row(id))?.suspended_at).toBeNull();
  });

  it('keeps the last active administrator active, and a suspended administrator cannot act with its old token', async () => {
    const secondId = await create('deputy', 'admin');
    const second = await tokenFor(service.app, 'deputy', PASSWORD);
    expect((await suspend(secondId)).statusCode).toBe(200);
    const refused = await suspend(1, second);
    expect([refused.statusCode, refused.json().message]).toEqual([401, SESSION_EXPIRED]);
    // The rule behind it: with the deputy suspended, chief is the last active administrator.
    expect(await setSuspended(service.db, staffSessions(service.db), 1, true, secondId, Date.now())).toBe('last-admin');
    expect((await row(1))?.suspended_at).toBeNull();
    expect((await reinstate(secondId)).statusCode).toBe(200);
    expect((await suspend(1, await tokenFor(service.app, 'deputy', PASSWORD))).statusCode).toBe(200);
    expect((await reinstate(1, await tokenFor(service.app, 'deputy', PASSWORD))).statusCode).toBe(200);
  });
});

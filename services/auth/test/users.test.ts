/**
 * The admin portal's calls on each database: create, list and delete staff accounts, with
 * the stored password a scrypt hash that no answer ever carries.
 */
import {
  CREATE_USER_MESSAGES,
  OWN_ACCOUNT_UNDELETABLE,
  SESSION_EXPIRED,
  USER_CREATED,
  USER_DELETED,
  USERNAME_TAKEN,
} from '@agency/contracts';
import { ROLE_NOT_ALLOWED } from '@agency/service-common';
import { staffSessions } from '@agency/service-common/sessions';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { authService } from '../src';
import { deleteAccount } from '../src/accounts';
import { TABLES, type UserRow } from '../src/db/rows';
import { verifyPassword } from '../src/passwords';
import { bearer, createUser, deleteUser, listUsers, login, tokenFor, verify } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };

describe.each(testDatabaseKinds())('auth user management on %s', (kind) => {
  let service: TestService;
  let adminToken: string;
  beforeAll(async () => {
    service = await buildTestService(authService, kind, { config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password } });
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(() => service.close());

  const storedRow = (username: string): Promise<UserRow | undefined> => service.db<UserRow>(TABLES.users).where({ username }).first();

  describe('create', () => {
    it('creates an account, answers it without a password, and stores only a scrypt hash', async () => {
      const res = await createUser(service.app, adminToken, { username: 'asha', password: 'kN8#pq2-Ganges', role: 'employee' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: USER_CREATED, data: { _id: expect.any(Number), username: 'asha', role: 'employee' } });
      expect(res.body).not.toMatch(/kN8#pq2|password|scrypt/);

      const row = await storedRow('asha');
      expect(row?.password_hash).toMatch(new RegExp(`^scrypt\\$${service.config.passwordHashCost}\\$8\\$1\\$`));
      expect(row?.password_hash).not.toContain('kN8#pq2-Ganges');
      await expect(verifyPassword('kN8#pq2-Ganges', row!.password_hash)).resolves.toBe(true);
      expect((await login(service.app, 'asha', 'kN8#pq2-Ganges')).json()).toMatchObject({
        success: true,
        username: 'asha',
        role: 'employee',
      });
    });

    it('trims the username and password, so the account signs in with what was typed', async () => {
      const res = await createUser(service.app, adminToken, { username: '  meera ', password: ' Kochi#Lagoon-123 ', role: 'manager' });
      expect(res.json().data).toMatchObject({ username: 'meera', role: 'manager' });
      expect((await login(service.app, 'meera', 'Kochi#Lagoon-123')).statusCode).toBe(200);
    });

    it.each(['asha', 'ASHA', ' Asha '])("answers 409 '%s' for a username that exists, in any letter case", async (username) => {
      const res = await createUser(service.app, adminToken, { username, password: 'another1-Munnar', role: 'user' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(USERNAME_TAKEN);
    });

    it.each([
      [{ username: '', password: 'Secret#Ganges1', role: 'user' }, CREATE_USER_MESSAGES.fillInAll],
      [{ username: 'kiran', password: '   ', role: 'user' }, CREATE_USER_MESSAGES.fillInAll],
      [{ username: 'k'.repeat(16), password: 'Secret#Ganges1', role: 'user' }, CREATE_USER_MESSAGES.usernameTooLong],
      [{ username: 'kiran', password: 'p'.repeat(129), role: 'user' }, CREATE_USER_MESSAGES.passwordTooLong],
      [{ username: 'kiran', password: 'Short#1', role: 'user' }, CREATE_USER_MESSAGES.passwordTooShort],
      [{ username: 'kiran', password: 'Secret#Ganges1', role: 'owner' }, CREATE_USER_MESSAGES.selectRole],
      [{ username: 'kiran', password: 'Secret#Ganges1' }, CREATE_USER_MESSAGES.selectRole],
      [{ username: ' public ', password: 'Secret#Ganges1', role: 'user' }, CREATE_USER_MESSAGES.reservedName],
    ])('answers 400 for %j', async (payload, message) => {
      const res = await service.app.inject({ method: 'POST', url: '/api/auth/create', payload, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await storedRow('kiran')).toBeUndefined();
    });

    it.each([
      { username: ['kiran'], password: 'Secret#Ganges1', role: 'user' },
      { username: 'kiran', password: 123456, role: 'user' },
      { username: 'kiran', password: 'Secret#Ganges1', role: ['user'] },
    ])('answers 400 for %j instead of coercing a value of the wrong JSON type', async (payload) => {
      const res = await service.app.inject({ method: 'POST', url: '/api/auth/create', payload, headers: bearer(adminToken) });
      expect(res.statusCode).toBe(400);
      expect(await storedRow('kiran')).toBeUndefined();
    });

    it.each([
      ['a zero-width space', 'chief\u200b'],
      ['full-width letters', 'ｃｈｉｅｆ'],
      ["'Public' with a zero-width space", 'Public\u200b'],
      ['a NUL byte', 'kir\u0000an'],
      ['a right-to-left override', 'kiran\u202egpj'],
      ['a space inside', 'kir an'],
    ])('refuses a username with %s, storing nothing', async (_case, username) => {
      const before = (await listUsers(service.app, adminToken)).json().length;
      const res = await createUser(service.app, adminToken, { username, password: 'Look#alike12', role: 'employee' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.username).toBe(CREATE_USER_MESSAGES.usernameCharacters);
      expect((await listUsers(service.app, adminToken)).json()).toHaveLength(before);
    });

    it('accepts usernames of exactly 15 characters, passwords of 12 and of 128, and every role', async () => {
      for (const [index, role] of (['admin', 'user', 'manager', 'employee'] as const).entries()) {
        const res = await createUser(service.app, adminToken, {
          username: `fifteen-chars-${index}`,
          password: index % 2 ? `Twelve#chars${index}`.slice(0, 12) : `${'Long passphrase '.repeat(8)}`.slice(0, 128),
          role,
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it('answers 403 to a role other than admin', async () => {
      const managerToken = await tokenFor(service.app, 'meera', 'Kochi#Lagoon-123');
      const res = await createUser(service.app, managerToken, { username: 'sneaky', password: 'Secret#Ganges1', role: 'admin' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ROLE_NOT_ALLOWED);
      expect(await storedRow('sneaky')).toBeUndefined();
    });
  });

  describe('list', () => {
    it('lists every account with id, username, role and whether it is suspended, and never a password or its hash', async () => {
      const res = await listUsers(service.app, adminToken);
      expect(res.statusCode).toBe(200);
      const users = res.json() as Record<string, unknown>[];
      expect(users.map((user) => user.username)).toEqual(expect.arrayContaining(['chief', 'asha', 'meera']));
      expect(users[0]).toEqual({ _id: 1, username: 'chief', role: 'admin', suspended: false });
      for (const user of users) expect(Object.keys(user).sort()).toEqual(['_id', 'role', 'suspended', 'username']);
      expect(res.body).not.toMatch(/scrypt|password/);
    });

    it('answers 403 to an employee', async () => {
      const employeeToken = await tokenFor(service.app, 'asha', 'kN8#pq2-Ganges');
      expect((await listUsers(service.app, employeeToken)).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes an account, whose token then stops working', async () => {
      await createUser(service.app, adminToken, { username: 'leaving', password: 'Ooty#Hills-2024', role: 'employee' });
      const leaverToken = await tokenFor(service.app, 'leaving', 'Ooty#Hills-2024');
      const row = await storedRow('leaving');
      const res = await deleteUser(service.app, adminToken, row!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: USER_DELETED });
      expect(await storedRow('leaving')).toBeUndefined();
      expect((await verify(service.app, bearer(leaverToken))).statusCode).toBe(401);
      expect((await login(service.app, 'leaving', 'Ooty#Hills-2024')).statusCode).toBe(401);
    });

    it('answers 404 for an id that does not exist, and 400 for one that is not an id', async () => {
      const missing = await deleteUser(service.app, adminToken, 987654);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No user has the id 987654');
      expect((await deleteUser(service.app, adminToken, 'abc')).statusCode).toBe(400);
    });

    it("refuses an administrator's own account", async () => {
      const res = await deleteUser(service.app, adminToken, 1);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(OWN_ACCOUNT_UNDELETABLE);
      expect(await storedRow('chief')).toBeDefined();
    });

    it('never deletes the last administrator, and refuses a token whose account is gone', async () => {
      // A fresh service with one administrator, who appoints a second; the second removes the first.
      const fresh = await buildTestService(authService, kind, { config: { adminUsername: 'first', adminPassword: 'First#Admin1' } });
      try {
        const first = await tokenFor(fresh.app, 'first', 'First#Admin1');
        const created = await createUser(fresh.app, first, { username: 'second', password: 'Deputy#Admin-21', role: 'admin' });
        const secondId = created.json().data._id as number;
        await createUser(fresh.app, first, { username: 'helper', password: 'Hampi#Ruins-77', role: 'employee' });
        const helperId = ((await listUsers(fresh.app, first)).json() as { _id: number; username: string }[]).find(
          (u) => u.username === 'helper',
        )!._id;
        const second = await tokenFor(fresh.app, 'second', 'Deputy#Admin-21');
        expect((await deleteUser(fresh.app, second, 1)).statusCode).toBe(200);

        // The first administrator's token is still signed and unexpired, but the account and
        // its sessions are gone: every call refuses it before any rule is looked at.
        for (const res of [
          await deleteUser(fresh.app, first, secondId),
          await deleteUser(fresh.app, first, helperId),
          await listUsers(fresh.app, first),
          await createUser(fresh.app, first, { username: 'x', password: 'Yamuna#Ghats-9', role: 'admin' }),
        ]) {
          expect(res.statusCode).toBe(401);
          expect(res.json().message).toBe(SESSION_EXPIRED);
        }
        // The rule behind the token check: a removed administrator's last moment of a cached
        // session still cannot take the last administrator with it.
        expect(await deleteAccount(fresh.db, staffSessions(fresh.db), secondId, 1)).toBe('last-admin');
        expect((await listUsers(fresh.app, second)).json()).toEqual([
          { _id: secondId, username: 'second', role: 'admin', suspended: false },
          { _id: helperId, username: 'helper', role: 'employee', suspended: false },
        ]);
      } finally {
        await fresh.close();
      }
    });

    it('answers 403 to a manager', async () => {
      const managerToken = await tokenFor(service.app, 'meera', 'Kochi#Lagoon-123');
      const row = await storedRow('asha');
      expect((await deleteUser(service.app, managerToken, row!.id)).statusCode).toBe(403);
      expect(await storedRow('asha')).toBeDefined();
    });
  });
});

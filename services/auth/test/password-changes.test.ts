/**
 * The password policy (12 to 128 characters, no common password, not the username) on every
 * call that gives an account a password, and the two ways a password changes: an
 * administrator's reset (the next sign-in must choose a new one) and an account changing its
 * own. Each change ends the account's sessions: tokens issued before it answer 401.
 */
import {
  CREATE_USER_MESSAGES,
  NO_PASSWORD_CHANGE_PENDING,
  OWN_PASSWORD_RESET,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_POLICY_MESSAGES,
  PASSWORD_RESET,
  SESSION_EXPIRED,
  WRONG_CURRENT_PASSWORD,
} from '@agency/contracts';
import { ROLE_NOT_ALLOWED } from '@agency/service-common';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { authService } from '../src';
import { TABLES, type UserRow } from '../src/db/rows';
import { passwordProblem } from '../src/password-policy';
import { verifyPassword } from '../src/passwords';
import {
  bearer,
  changePassword,
  createUser,
  listUsers,
  login,
  newPasswordAtSignIn,
  resetPassword,
  tokenFor,
  verify,
} from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };

describe('the password policy', () => {
  it.each([
    ['Password1234', PASSWORD_POLICY_MESSAGES.common],
    ['qwerty123456', PASSWORD_POLICY_MESSAGES.common],
    ['1q2w3e4r5t6y', PASSWORD_POLICY_MESSAGES.common],
    ['!!Sunshine2026', PASSWORD_POLICY_MESSAGES.common],
    ['abababababab', PASSWORD_POLICY_MESSAGES.common],
    ['Ravi-Kumar-1990', PASSWORD_POLICY_MESSAGES.containsUsername],
    ['short#Pass1', CREATE_USER_MESSAGES.passwordTooShort],
  ])('refuses %p for user ravi: %p', (password, message) => {
    expect(passwordProblem(password, 'ravi')).toBe(message);
  });

  it.each(['Backwater-Houseboat-7', 'kN8#pq2-Ganges', 'monsoon tea on the verandah'])('accepts %p', (password) => {
    expect(passwordProblem(password, 'ravi')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds())('password changes on %s', (kind) => {
  let service: TestService;
  let adminToken: string;
  const row = (username: string): Promise<UserRow | undefined> => service.db<UserRow>(TABLES.users).where({ username }).first();

  beforeAll(async () => {
    service = await buildTestService(authService, kind, { config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password } });
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(() => service.close());

  it('refuses a common password, or one holding the username, at account creation, and stores nothing', async () => {
    const before = (await listUsers(service.app, adminToken)).json().length;
    for (const [password, message] of [
      ['Password1234', PASSWORD_POLICY_MESSAGES.common],
      ['anil-the-great-1', PASSWORD_POLICY_MESSAGES.containsUsername],
      ['a', CREATE_USER_MESSAGES.passwordTooShort],
    ]) {
      const res = await createUser(service.app, adminToken, { username: 'anil', password, role: 'employee' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { password: message } });
    }
    expect((await listUsers(service.app, adminToken)).json()).toHaveLength(before);
    expect(await row('anil')).toBeUndefined();
  });

  describe("an administrator's reset", () => {
    const ASHA = { username: 'asha', password: 'Bright#first-pass' };
    const TEMPORARY = 'Temporary#Ganga-42';
    let ashaId: number;
    let ashaToken: string;
    beforeAll(async () => {
      ashaId = (await createUser(service.app, adminToken, { ...ASHA, role: 'employee' })).json().data._id;
      ashaToken = await tokenFor(service.app, ASHA.username, ASHA.password);
    });

    it('is for administrators only, never for their own account, and refuses a weak temporary password', async () => {
      expect((await resetPassword(service.app, ashaToken, 1, TEMPORARY)).json().message).toBe(ROLE_NOT_ALLOWED);
      const own = await resetPassword(service.app, adminToken, 1, TEMPORARY);
      expect([own.statusCode, own.json().message]).toEqual([409, OWN_PASSWORD_RESET]);
      expect((await resetPassword(service.app, adminToken, 9999, TEMPORARY)).statusCode).toBe(404);
      const weak = await resetPassword(service.app, adminToken, ashaId, 'qwerty123456');
      expect([weak.statusCode, weak.json().message]).toEqual([400, PASSWORD_POLICY_MESSAGES.common]);
      // Nothing changed: the account still signs in with its password, and its token works.
      expect((await verify(service.app, bearer(ashaToken))).statusCode).toBe(200);
      expect((await login(service.app, ASHA.username, ASHA.password)).statusCode).toBe(200);
    });

    it("ends the account's sessions, and its next sign-in must choose a new password before any token", async () => {
      const res = await resetPassword(service.app, adminToken, ashaId, TEMPORARY);
      expect(res.json()).toEqual({ message: PASSWORD_RESET });
      const stale = await verify(service.app, bearer(ashaToken));
      expect([stale.statusCode, stale.json().message]).toEqual([401, SESSION_EXPIRED]);
      expect((await login(service.app, ASHA.username, ASHA.password)).statusCode).toBe(401);

      const signIn = await login(service.app, ASHA.username, TEMPORARY);
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({
        success: false,
        statusCode: 403,
        error: PASSWORD_CHANGE_REQUIRED,
        message: PASSWORD_CHANGE_REQUIRED,
        passwordChangeRequired: true,
      });
      expect(signIn.body).not.toContain('token');
    });

    it('the new-password step checks the credentials and the policy, then signs in; the temporary password is gone', async () => {
      const wrong = await newPasswordAtSignIn(service.app, {
        username: ASHA.username,
        password: 'not-the-temporary',
        newPassword: 'Bright#second-pass',
      });
      expect(wrong.statusCode).toBe(401);
      const same = await newPasswordAtSignIn(service.app, { username: ASHA.username, password: TEMPORARY, newPassword: TEMPORARY });
      expect([same.statusCode, same.json().message]).toEqual([400, PASSWORD_POLICY_MESSAGES.unchanged]);
      const common = await newPasswordAtSignIn(service.app, { username: ASHA.username, password: TEMPORARY, newPassword: 'Password1234' });
      expect(common.json().fields).toEqual({ newPassword: PASSWORD_POLICY_MESSAGES.common });
      expect((await row(ASHA.username))?.must_change_password).toBeTruthy();

      const done = await newPasswordAtSignIn(service.app, {
        username: ASHA.username,
        password: TEMPORARY,
        newPassword: 'Bright#second-pass',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ success: true, username: 'asha', role: 'employee' });
      expect((await verify(service.app, bearer(done.json().token))).statusCode).toBe(200);
      expect((await login(service.app, ASHA.username, TEMPORARY)).statusCode).toBe(401);
      expect((await login(service.app, ASHA.username, 'Bright#second-pass')).statusCode).toBe(200);
      const again = await newPasswordAtSignIn(service.app, {
        username: ASHA.username,
        password: 'Bright#second-pass',
        newPassword: 'Bright#third-pass',
      });
      expect([again.statusCode, again.json().message]).toEqual([409, NO_PASSWORD_CHANGE_PENDING]);
    });

    it('is in the audit log (who reset whose password, who chose a new one), and no password is', async () => {
      const entries: { action: string; outcome: string; actor_username: string | null; target: string | null }[] = await service
        .db(AUDIT_TABLE)
        .whereIn('action', ['user.resetPassword', 'auth.newPasswordAtSignIn'])
        .orderBy('id');
      // The refused attempt (a wrong temporary password) names no one: only its client is kept.
      expect(entries.map(({ action, outcome, actor_username, target }) => ({ action, outcome, actor_username, target }))).toEqual([
        { action: 'user.resetPassword', outcome: expect.any(String), actor_username: ADMIN.username, target: String(ashaId) },
        { action: 'auth.newPasswordAtSignIn', outcome: expect.any(String), actor_username: null, target: null },
        { action: 'auth.newPasswordAtSignIn', outcome: expect.any(String), actor_username: ASHA.username, target: null },
      ]);
      expect(entries[1].outcome).not.toBe(entries[2].outcome);
      const everything = JSON.stringify(await service.db(AUDIT_TABLE).select('*'));
      for (const secret of [ASHA.password, TEMPORARY, 'Bright#second-pass', 'Password1234']) expect(everything).not.toContain(secret);
    });
  });

  describe('an account changing its own password', () => {
    const MEERA = { username: 'meera', password: 'Lotus#first-pass' };
    beforeAll(async () => {
      await createUser(service.app, adminToken, { ...MEERA, role: 'manager' });
    });

    it('needs the current password (400, not 401: the browser stays signed in) and a good new one; nothing changes otherwise', async () => {
      const token = await tokenFor(service.app, MEERA.username, MEERA.password);
      const wrong = await changePassword(service.app, token, { currentPassword: 'Meera#guess-pass', newPassword: 'Lotus#second-pass' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
      const weak = await changePassword(service.app, token, { currentPassword: MEERA.password, newPassword: 'meera-meera-meera' });
      expect(weak.json().fields).toEqual({ newPassword: PASSWORD_POLICY_MESSAGES.containsUsername });
      expect((await verify(service.app, bearer(token))).statusCode).toBe(200);
      await expect(verifyPassword(MEERA.password, (await row(MEERA.username))!.password_hash)).resolves.toBe(true);
    });

    it('ends every other session of the account, and answers a new sign-in for this one', async () => {
      const here = await tokenFor(service.app, MEERA.username, MEERA.password);
      const elsewhere = await tokenFor(service.app, MEERA.username, MEERA.password);
      const res = await changePassword(service.app, here, { currentPassword: MEERA.password, newPassword: 'Lotus#second-pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, username: 'meera', role: 'manager' });
      for (const old of [here, elsewhere]) expect((await verify(service.app, bearer(old))).statusCode).toBe(401);
      expect((await verify(service.app, bearer(res.json().token))).statusCode).toBe(200);
      expect((await login(service.app, MEERA.username, MEERA.password)).statusCode).toBe(401);
      expect((await login(service.app, MEERA.username, 'Lotus#second-pass')).statusCode).toBe(200);
    });
  });
});

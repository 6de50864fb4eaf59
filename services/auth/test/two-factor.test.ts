/**
 * Two-factor sign-in (TOTP) against the real auth service on each database: enrolment,
 * the code step of sign-in (drift, replay, wrong codes counted by the sign-in limits),
 * recovery codes, turning it off, the challenge's single purpose, and the requirement for
 * administrators. The codes are computed here with otpauth from the secret the service
 * hands out; the service's clock is the test's, so each sign-in can move to a fresh step.
 */

import {
  allCalls,
  type CallContract,
  PASSWORD_FORM_MESSAGES,
  TOO_MANY_SIGN_IN_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  WRONG_CURRENT_PASSWORD,
} from '@agency/contracts';
import { registerCall, type ServiceModule } from '@agency/service-common';
import { buildTestService, openTestSession, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { type TokenMinter, tokenMinter } from '@agency/test-kit/tokens';
import { Secret, TOTP } from 'otpauth';
import { authService, createAuthRoutes, LOGIN_LIMITS } from '../src';
import { delayAfter } from '../src/login-limiter';
import { TWO_FACTOR_TABLES } from '../src/two-factor/schema';
import { bearer, createUser, deleteUser, login, tokenFor, verify } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const STEP_MS = 30_000;

/** The service's clock: the middle of a time step, moved on by the tests. */
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
const nextStep = () => (now += STEP_MS);

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

/**
 * A six-digit code the service cannot accept at `now`, a different one for each `attempt`: none
 * of the codes of the steps around it (wider than its drift window). A fixed or offset guess
 * was, once in a long while, one of them, and the "wrong" code signed in (a CI run saw 200).
 */
function wrongCode(secret: string, attempt: number): string {
  const accepted = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, now + step * STEP_MS)));
  let candidate = (Number(codeAt(secret, now)) + 500_000 + attempt) % 1_000_000;
  while (accepted.has(String(candidate).padStart(6, '0'))) candidate = (candidate + 7) % 1_000_000;
  return String(candidate).padStart(6, '0');
}

type Service = TestService;

/** A new client address for a call whose client does not matter (the sign-in limits count per client). */
let clients = 0;
const anyClient = () => `192.0.2.${(clients = (clients % 250) + 1)}`;

function call(service: Service, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, client?: string) {
  return service.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
    remoteAddress: client ?? anyClient(),
  });
}

/** Turns two-factor sign-in on for the token's account through the staff calls (with its password); answers the secret and recovery codes. */
async function enrol(service: Service, token: string, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await call(service, 'POST', '/api/auth/two-factor/start', token);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await call(service, 'POST', '/api/auth/two-factor/confirm', token, {
    code: codeAt(secret, now),
    currentPassword: password,
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}

async function challengeOf(service: Service, username: string, password: string, client?: string): Promise<string> {
  const res = await login(service.app, username, password, client);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ success: false, twoFactorRequired: true, enrolmentRequired: false });
  expect(body.token).toBeUndefined();
  return body.challenge as string;
}

const secondStep = (service: Service, challenge: string, code: string, client?: string) =>
  call(service, 'POST', '/api/auth/login/totp', undefined, { challenge, code }, client);

describe.each(testDatabaseKinds())('two-factor sign-in on %s', (kind) => {
  let service: Service;
  let adminToken: string;
  let counter = 0;
  /** A new account of `role`, signed in (before it has two-factor sign-in). */
  async function account(role: 'admin' | 'manager' | 'employee' | 'user' = 'employee') {
    counter += 1;
    const user = { username: `tf-${kind}-${counter}`, password: `Lotus#Verandah-${counter}` };
    const created = await createUser(service.app, adminToken, { ...user, role });
    expect(created.statusCode).toBe(200);
    // Each account signs in from an address of its own: the sign-in limits count per client too.
    const client = `198.51.100.${counter}`;
    const signedIn = await login(service.app, user.username, user.password, client);
    expect(signedIn.statusCode).toBe(200);
    return { ...user, client, id: created.json().data._id as number, token: signedIn.json().token as string };
  }

  beforeAll(async () => {
    service = await buildTestService({ ...authService, routes: createAuthRoutes({ clock: () => now }) }, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    });
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(() => service.close());

  it('enrols: a pending secret (otpauth URI and text), on only after a current code, ten recovery codes shown once', async () => {
    const ravi = await account();
    expect((await call(service, 'GET', '/api/auth/two-factor', ravi.token)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForRole: false,
    });
    const started = await call(service, 'POST', '/api/auth/two-factor/start', ravi.token);
    expect(started.statusCode).toBe(200);
    const { otpauthUri, secret } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toContain(ravi.username);

    // Pending: sign-in still needs only the password, and a wrong code turns nothing on.
    expect((await login(service.app, ravi.username, ravi.password, ravi.client)).json().token).toEqual(expect.any(String));
    const wrong = await call(service, 'POST', '/api/auth/two-factor/confirm', ravi.token, {
      code: codeAt(secret, now + 10 * STEP_MS),
      currentPassword: ravi.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect((await call(service, 'GET', '/api/auth/two-factor', ravi.token)).json().enabled).toBe(false);

    const confirmed = await call(service, 'POST', '/api/auth/two-factor/confirm', ravi.token, {
      code: codeAt(secret, now),
      currentPassword: ravi.password,
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call(service, 'GET', '/api/auth/two-factor', ravi.token)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForRole: false,
    });
    // Starting again cannot swap the secret of an account that has it on.
    expect((await call(service, 'POST', '/api/auth/two-factor/start', ravi.token)).statusCode).toBe(409);

    // The database alone reveals neither the secret nor a recovery code.
    const row = await service.db(TWO_FACTOR_TABLES.twoFactor).where({ account_id: ravi.id }).first();
    expect(row.secret).not.toContain(secret);
    const hashes: { code_hash: string }[] = await service
      .db(TWO_FACTOR_TABLES.recoveryCodes)
      .where({ account_id: ravi.id })
      .select('code_hash');
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(recoveryCodes.map((c: string) => c.replace('-', ''))).not.toContain(code_hash);
  });

  it('turns it on only with the account’s password too: a stolen token and the thief’s authenticator are not enough', async () => {
    const victim = await account();
    const { secret } = (await call(service, 'POST', '/api/auth/two-factor/start', victim.token)).json() as { secret: string };
    const missing = await call(service, 'POST', '/api/auth/two-factor/confirm', victim.token, { code: codeAt(secret, now) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: PASSWORD_FORM_MESSAGES.currentMissing });
    const wrong = await call(service, 'POST', '/api/auth/two-factor/confirm', victim.token, {
      code: codeAt(secret, now),
      currentPassword: 'guessed-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: WRONG_CURRENT_PASSWORD, fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
    expect((await call(service, 'GET', '/api/auth/two-factor', victim.token)).json().enabled).toBe(false);
    // The password alone still signs the owner in.
    expect((await login(service.app, victim.username, victim.password, victim.client)).json().token).toEqual(expect.any(String));
    const right = await call(service, 'POST', '/api/auth/two-factor/confirm', victim.token, {
      code: codeAt(secret, now),
      currentPassword: victim.password,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().recoveryCodes).toHaveLength(10);
  });

  it('asks for the code after the right password: no token, a challenge, and the token for a current code', async () => {
    const asha = await account('manager');
    const { secret } = await enrol(service, asha.token, asha.password);
    // A wrong password is refused as before, without a challenge.
    expect((await login(service.app, asha.username, 'wrong-password')).statusCode).toBe(401);

    nextStep();
    const challenge = await challengeOf(service, asha.username, asha.password, asha.client);
    const signedIn = await secondStep(service, challenge, codeAt(secret, now));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ success: true, token: expect.any(String), username: asha.username, role: 'manager' });
    expect((await verify(service.app, bearer(signedIn.json().token))).json().data).toMatchObject({
      username: asha.username,
      role: 'manager',
    });
  });

  it('accepts one step of clock drift either way, not two', async () => {
    const meera = await account();
    const { secret } = await enrol(service, meera.token, meera.password);
    // Two steps on: the step before now is one no code has been used for yet (enrolment used one).
    nextStep();
    nextStep();
    const challenge = await challengeOf(service, meera.username, meera.password, meera.client);
    expect((await secondStep(service, challenge, codeAt(secret, now - 2 * STEP_MS))).statusCode).toBe(401);
    expect((await secondStep(service, challenge, codeAt(secret, now + 2 * STEP_MS))).statusCode).toBe(401);
    expect((await secondStep(service, challenge, codeAt(secret, now - STEP_MS))).statusCode).toBe(200);
    expect((await secondStep(service, challenge, codeAt(secret, now + STEP_MS))).statusCode).toBe(200);
  });

  it('refuses a code used once already (replay within its window), and any older one', async () => {
    const dev = await account();
    const { secret } = await enrol(service, dev.token, dev.password);
    nextStep();
    const code = codeAt(secret, now);
    const first = await secondStep(service, await challengeOf(service, dev.username, dev.password, dev.client), code);
    expect(first.statusCode).toBe(200);
    const again = await secondStep(service, await challengeOf(service, dev.username, dev.password, dev.client), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      success: false,
      statusCode: 401,
      error: TWO_FACTOR_MESSAGES.wrongCode,
      message: TWO_FACTOR_MESSAGES.wrongCode,
    });
    // The step before is within the drift window but older than the one used: refused too.
    expect(
      (await secondStep(service, await challengeOf(service, dev.username, dev.password, dev.client), codeAt(secret, now - STEP_MS)))
        .statusCode,
    ).toBe(401);
    // Two requests with the same fresh code at once: exactly one gets a token.
    nextStep();
    const fresh = codeAt(secret, now);
    const challenge = await challengeOf(service, dev.username, dev.password, dev.client);
    const answers = await Promise.all([
      secondStep(service, challenge, fresh),
      secondStep(service, challenge, fresh),
      secondStep(service, challenge, fresh),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('counts wrong codes toward the sign-in limits: past them even the right code waits', async () => {
    const kiran = await account();
    const { secret } = await enrol(service, kiran.token, kiran.password);
    nextStep();
    const client = '203.0.113.55';
    // The right password counts as no failure (and makes nobody known: the sign-in is not complete).
    const challenge = await challengeOf(service, kiran.username, kiran.password, client);
    for (let attempt = 1; attempt <= LOGIN_LIMITS.perAccount.max; attempt += 1) {
      // The account's own delays between wrong codes (past the free ones) are waited out here; the per-client count is what is tested.
      now += delayAfter(attempt - 1, LOGIN_LIMITS.perUsername);
      const wrong = await secondStep(service, challenge, wrongCode(secret, attempt), client);
      expect(wrong.statusCode).toBe(401);
    }
    now += delayAfter(LOGIN_LIMITS.perAccount.max, LOGIN_LIMITS.perUsername);
    const limited = await secondStep(service, challenge, codeAt(secret, now), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same account's password step from that client waits as well: one counter.
    expect((await login(service.app, kiran.username, kiran.password, client)).statusCode).toBe(429);
    // Another client is not held back by those attempts.
    expect(
      (
        await secondStep(
          service,
          await challengeOf(service, kiran.username, kiran.password, kiran.client),
          codeAt(secret, now),
          kiran.client,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('counts the codes tried on the staff calls too, so a stolen session cannot guess its way to turning it off', async () => {
    const ravi2 = await account();
    const { secret } = await enrol(service, ravi2.token, ravi2.password);
    // From the client the session signed in from (a new one would be slowed down even sooner).
    const client = ravi2.client;
    for (let attempt = 1; attempt <= LOGIN_LIMITS.perAccount.max; attempt += 1) {
      const wrong = await call(service, 'POST', '/api/auth/two-factor/disable', ravi2.token, { code: wrongCode(secret, attempt) }, client);
      expect(wrong.statusCode).toBe(400);
    }
    nextStep();
    const limited = await call(service, 'POST', '/api/auth/two-factor/disable', ravi2.token, { code: codeAt(secret, now) }, client);
    expect(limited.statusCode).toBe(429);
    expect((await call(service, 'GET', '/api/auth/two-factor', ravi2.token)).json().enabled).toBe(true);
  });

  it('takes each recovery code once, and says how many are left', async () => {
    const lata = await account();
    const { recoveryCodes } = await enrol(service, lata.token, lata.password);
    const [first, second] = recoveryCodes;
    const used = await secondStep(service, await challengeOf(service, lata.username, lata.password, lata.client), first);
    expect(used.statusCode).toBe(200);
    expect(used.json().token).toEqual(expect.any(String));
    expect((await secondStep(service, await challengeOf(service, lata.username, lata.password, lata.client), first)).statusCode).toBe(401);
    // As people type them: capitals and no dash.
    expect(
      (
        await secondStep(
          service,
          await challengeOf(service, lata.username, lata.password, lata.client),
          second.replace('-', '').toUpperCase(),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(service, 'GET', '/api/auth/two-factor', lata.token)).json().recoveryCodesLeft).toBe(8);
    // Another account's code is not this one's.
    const other = await account();
    const { recoveryCodes: others } = await enrol(service, other.token, other.password);
    expect((await secondStep(service, await challengeOf(service, lata.username, lata.password, lata.client), others[0])).statusCode).toBe(
      401,
    );
  });

  it('makes new recovery codes only with a current code, and the old ones stop working', async () => {
    const sam = await account();
    const { secret, recoveryCodes } = await enrol(service, sam.token, sam.password);
    expect((await call(service, 'POST', '/api/auth/two-factor/recovery-codes', sam.token, { code: recoveryCodes[0] })).statusCode).toBe(
      400,
    );
    nextStep();
    const renewed = await call(service, 'POST', '/api/auth/two-factor/recovery-codes', sam.token, { code: codeAt(secret, now) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect(
      (await secondStep(service, await challengeOf(service, sam.username, sam.password, sam.client), recoveryCodes[1])).statusCode,
    ).toBe(401);
    expect(
      (await secondStep(service, await challengeOf(service, sam.username, sam.password, sam.client), renewed.json().recoveryCodes[0]))
        .statusCode,
    ).toBe(200);
  });

  it('never takes a challenge for a staff token, on any staff call, nor one purpose for the other', async () => {
    const uma = await account();
    const { secret } = await enrol(service, uma.token, uma.password);
    const challenge = await challengeOf(service, uma.username, uma.password, uma.client);
    const staffCalls = allCalls.filter((c: CallContract) => c.service === 'auth' && c.access !== 'public');
    expect(staffCalls.length).toBeGreaterThan(5);
    for (const staffCall of staffCalls) {
      const res = await service.app.inject({
        method: staffCall.method,
        url: staffCall.path.replace(/:[A-Za-z_]+/g, '1'),
        headers: bearer(challenge),
        payload: {},
      });
      expect([staffCall.id, res.statusCode]).toEqual([staffCall.id, 401]);
    }
    // A sign-in challenge is not an enrolment one, nor is an edited or expired one good.
    expect((await call(service, 'POST', '/api/auth/login/enrolment', undefined, { challenge })).statusCode).toBe(401);
    expect(
      (await call(service, 'POST', '/api/auth/login/enrolment/confirm', undefined, { challenge, code: codeAt(secret, now) })).statusCode,
    ).toBe(401);
    const [header, payload, signature] = challenge.split('.');
    const edited = [
      header,
      Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 1 })).toString('base64url'),
      signature,
    ].join('.');
    nextStep();
    expect((await secondStep(service, edited, codeAt(secret, now))).json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const later = now;
    now += 6 * 60_000;
    const expired = await secondStep(service, challenge, codeAt(secret, now));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    expect(later).toBeLessThan(now);
  });

  it('turns off with a current code or a recovery code, and then the password alone signs in', async () => {
    const neha = await account();
    const { secret, recoveryCodes } = await enrol(service, neha.token, neha.password);
    expect(
      (
        await call(service, 'POST', '/api/auth/two-factor/disable', neha.token, {
          code: '000000' === codeAt(secret, now + 5 * STEP_MS) ? '111111' : codeAt(secret, now + 5 * STEP_MS),
        })
      ).statusCode,
    ).toBe(400);
    const off = await call(service, 'POST', '/api/auth/two-factor/disable', neha.token, { code: recoveryCodes[3] });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect((await login(service.app, neha.username, neha.password, neha.client)).json()).toMatchObject({
      success: true,
      token: expect.any(String),
    });
    expect(await service.db(TWO_FACTOR_TABLES.recoveryCodes).where({ account_id: neha.id })).toEqual([]);
    // On again, then off with a current code.
    nextStep();
    const again = await enrol(service, neha.token, neha.password);
    nextStep();
    expect((await call(service, 'POST', '/api/auth/two-factor/disable', neha.token, { code: codeAt(again.secret, now) })).statusCode).toBe(
      200,
    );
    expect((await call(service, 'GET', '/api/auth/two-factor', neha.token)).json().enabled).toBe(false);
  });

  it('lets an administrator turn it off for an account that lost its phone and codes, and list who has it on', async () => {
    const lost = await account('manager');
    await enrol(service, lost.token, lost.password);
    const listed = await call(service, 'GET', '/api/auth/two-factor/accounts', adminToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual({ _id: lost.id, username: lost.username });
    expect((await call(service, 'GET', '/api/auth/two-factor/accounts', lost.token)).statusCode).toBe(403);
    expect((await call(service, 'POST', `/api/auth/users/${lost.id}/two-factor/off`, lost.token)).statusCode).toBe(403);

    const off = await call(service, 'POST', `/api/auth/users/${lost.id}/two-factor/off`, adminToken);
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.resetDone);
    expect((await call(service, 'GET', '/api/auth/two-factor/accounts', adminToken)).json()).not.toContainEqual({
      _id: lost.id,
      username: lost.username,
    });
    expect((await login(service.app, lost.username, lost.password, lost.client)).json()).toMatchObject({
      success: true,
      token: expect.any(String),
    });
    // Not twice, not an account that does not exist, not the administrator's own (that needs a code).
    expect((await call(service, 'POST', `/api/auth/users/${lost.id}/two-factor/off`, adminToken)).statusCode).toBe(409);
    expect((await call(service, 'POST', '/api/auth/users/987654/two-factor/off', adminToken)).statusCode).toBe(404);
    const own = await call(
      service,
      'POST',
      `/api/auth/users/${JSON.parse(Buffer.from(adminToken.split('.')[1], 'base64url').toString()).sub}/two-factor/off`,
      adminToken,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(TWO_FACTOR_MESSAGES.ownAccountReset);
  });

  it("forgets an account's two-factor sign-in when the account is deleted", async () => {
    const gone = await account();
    await enrol(service, gone.token, gone.password);
    expect((await deleteUser(service.app, adminToken, gone.id)).statusCode).toBe(200);
    expect(await service.db(TWO_FACTOR_TABLES.twoFactor).where({ account_id: gone.id })).toEqual([]);
    expect(await service.db(TWO_FACTOR_TABLES.recoveryCodes).where({ account_id: gone.id })).toEqual([]);
  });

  describe('required for administrators', () => {
    afterAll(async () => {
      await call(service, 'PUT', '/api/auth/two-factor/policy', adminToken, { requiredForAdmins: false });
    });

    it('sends an administrator without it to enrolment, with no staff token until enrolled; others sign in as before', async () => {
      const second = await account('admin');
      const employee = await account('employee');
      expect((await call(service, 'GET', '/api/auth/two-factor/policy', adminToken)).json()).toEqual({ requiredForAdmins: false });
      expect((await call(service, 'PUT', '/api/auth/two-factor/policy', employee.token, { requiredForAdmins: false })).statusCode).toBe(
        403,
      );
      const set = await call(service, 'PUT', '/api/auth/two-factor/policy', adminToken, { requiredForAdmins: true });
      expect(set.json()).toEqual({ requiredForAdmins: true });
      // The sessions administrators opened with a password alone are over (the caller's too); employees' are not.
      expect((await call(service, 'GET', '/api/auth/two-factor', second.token)).statusCode).toBe(401);
      expect((await verify(service.app, bearer(adminToken))).statusCode).toBe(401);
      expect((await call(service, 'GET', '/api/auth/two-factor', employee.token)).json()).toMatchObject({
        enabled: false,
        requiredForRole: false,
      });

      // Employees are not concerned.
      expect((await login(service.app, employee.username, employee.password, employee.client)).json().token).toEqual(expect.any(String));

      const res = await login(service.app, second.username, second.password, second.client);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: false, twoFactorRequired: true, enrolmentRequired: true });
      expect(body.token).toBeUndefined();
      // The enrolment challenge opens no staff call and is no sign-in challenge.
      expect((await verify(service.app, bearer(body.challenge))).statusCode).toBe(401);
      expect((await call(service, 'POST', '/api/auth/two-factor/start', body.challenge)).statusCode).toBe(401);
      expect((await secondStep(service, body.challenge, '123456')).statusCode).toBe(401);

      const started = await call(service, 'POST', '/api/auth/login/enrolment', undefined, { challenge: body.challenge });
      expect(started.statusCode).toBe(200);
      const { secret } = started.json();
      const wrong = await call(service, 'POST', '/api/auth/login/enrolment/confirm', undefined, {
        challenge: body.challenge,
        code: codeAt(secret, now + 4 * STEP_MS),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().token).toBeUndefined();
      const confirmed = await call(service, 'POST', '/api/auth/login/enrolment/confirm', undefined, {
        challenge: body.challenge,
        code: codeAt(secret, now),
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        success: true,
        token: expect.any(String),
        username: second.username,
        role: 'admin',
        recoveryCodes: expect.any(Array),
      });
      expect((await verify(service.app, bearer(confirmed.json().token))).statusCode).toBe(200);

      // From now on this administrator signs in with a code, and may not turn it off while it is required.
      nextStep();
      const challenge = await challengeOf(service, second.username, second.password, second.client);
      expect((await secondStep(service, challenge, codeAt(secret, now))).statusCode).toBe(200);
      const refused = await call(service, 'POST', '/api/auth/two-factor/disable', confirmed.json().token, {
        code: confirmed.json().recoveryCodes[0],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);
    });

    it('still lets the bootstrap administrator reach enrolment, then the setting', async () => {
      const res = await login(service.app, ADMIN.username, ADMIN.password, '198.51.100.250');
      expect(res.json()).toMatchObject({ twoFactorRequired: true, enrolmentRequired: true });
      const started = await call(service, 'POST', '/api/auth/login/enrolment', undefined, { challenge: res.json().challenge });
      const { secret } = started.json();
      nextStep();
      const confirmed = await call(service, 'POST', '/api/auth/login/enrolment/confirm', undefined, {
        challenge: res.json().challenge,
        code: codeAt(secret, now),
      });
      expect(confirmed.statusCode).toBe(200);
      const token = confirmed.json().token;
      expect((await call(service, 'PUT', '/api/auth/two-factor/policy', token, { requiredForAdmins: false })).json()).toEqual({
        requiredForAdmins: false,
      });
      adminToken = token;
    });

    it("requiring it again ends a password-only administrator's session, not the caller's who signed in with a code", async () => {
      // While it is not required, another administrator signs in with a password alone.
      const third = await account('admin');
      expect((await verify(service.app, bearer(third.token))).statusCode).toBe(200);
      expect((await call(service, 'PUT', '/api/auth/two-factor/policy', adminToken, { requiredForAdmins: true })).json()).toEqual({
        requiredForAdmins: true,
      });
      expect((await verify(service.app, bearer(third.token))).statusCode).toBe(401);
      expect((await login(service.app, third.username, third.password, third.client)).json()).toMatchObject({
        twoFactorRequired: true,
        enrolmentRequired: true,
      });
      expect((await verify(service.app, bearer(adminToken))).statusCode).toBe(200);
      // Turning it off ends nobody's session.
      expect((await call(service, 'PUT', '/api/auth/two-factor/policy', adminToken, { requiredForAdmins: false })).json()).toEqual({
        requiredForAdmins: false,
      });
      expect((await verify(service.app, bearer(adminToken))).statusCode).toBe(200);
    });
  });
});

describe("every service's guard", () => {
  /**
   * Every staff call of every service behind the shared guard (service-common's servicePlugin
   * and registerCall, as each service registers them), with a handler that only says it was
   * reached: a sign-in challenge must never get past the guard, wherever it is sent.
   */
  const everyStaffCall: ServiceModule = {
    name: 'leads',
    migrations: [],
    seed: async () => undefined,
    routes: async (app) => {
      // Calls that also take a deploy token need a verifier; here every token is unknown, so only staff tokens count.
      app.decorate('deployTokens', {
        async verify() {
          throw new Error('no deploy tokens here');
        },
      });
      for (const staffCall of allCalls.filter((c) => c.access !== 'public')) {
        registerCall(app, staffCall, async (_request, reply) => reply.status(299).send());
      }
    },
  };
  let auth: TestService;
  let guarded: TestService;
  let minter: TokenMinter;
  beforeAll(async () => {
    auth = await buildTestService({ ...authService, routes: createAuthRoutes({ clock: () => now }) }, 'sqlite', {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    });
    guarded = await buildTestService(everyStaffCall, 'sqlite');
    minter = await tokenMinter(guarded.config.jwtSecret);
  });
  afterAll(async () => {
    await minter.close();
    await Promise.all([auth.close(), guarded.close()]);
  });

  it('refuses a sign-in challenge and an enrolment challenge on every staff call, and lets a staff token through', async () => {
    const adminToken = await tokenFor(auth.app, ADMIN.username, ADMIN.password);
    const { secret } = await enrol(auth, adminToken, ADMIN.password);
    nextStep();
    const totpChallenge = await challengeOf(auth, ADMIN.username, ADMIN.password);
    expect((await secondStep(auth, totpChallenge, codeAt(secret, now))).statusCode).toBe(200);
    // An enrolment challenge: another administrator while administrators must have it.
    const admin2 = await createUser(auth.app, adminToken, { username: 'tf-guard-admin', password: 'Guard#Pass1234', role: 'admin' });
    expect(admin2.statusCode).toBe(200);
    expect((await call(auth, 'PUT', '/api/auth/two-factor/policy', adminToken, { requiredForAdmins: true })).statusCode).toBe(200);
    const enrolmentChallenge = (await login(auth.app, 'tf-guard-admin', 'Guard#Pass1234', '192.0.2.251')).json().challenge as string;
    expect(enrolmentChallenge).toEqual(expect.any(String));

    const staffCalls = allCalls.filter((c) => c.access !== 'public');
    for (const challenge of [totpChallenge, enrolmentChallenge]) {
      for (const staffCall of staffCalls) {
        const res = await guarded.app.inject({
          method: staffCall.method,
          url: staffCall.path.replace(/:[A-Za-z_]+/g, '1'),
          headers: bearer(challenge),
        });
        expect([staffCall.id, res.statusCode]).toEqual([staffCall.id, 401]);
      }
    }
    // The same guard lets a staff token of a live session through (the check above is not vacuous).
    const sid = await openTestSession(guarded.db, { sub: 1, role: 'admin' });
    const staff = minter.sign({ sub: 1, username: ADMIN.username, role: 'admin', sid });
    for (const staffCall of staffCalls) {
      const res = await guarded.app.inject({
        method: staffCall.method,
        url: staffCall.path.replace(/:[A-Za-z_]+/g, '1'),
        headers: bearer(staff),
      });
      expect([staffCall.id, res.statusCode]).not.toEqual([staffCall.id, 401]);
    }
  });
});

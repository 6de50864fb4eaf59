/**
 * The second factor's own limits on each database: wrong codes are counted per account,
 * whichever clients send them, before each code is checked, so a burst of codes after a
 * right password is refused past the free failures; and nobody is "known" (spared the
 * delays) until the whole sign-in is done. The service's clock is the test's.
 */

import { DEVICE_COOKIE, TOO_MANY_SIGN_IN_ATTEMPTS } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { authService, createAuthRoutes, LOGIN_LIMITS } from '../src';
import { delayAfter } from '../src/login-limiter';
import { bearer, createUser, login, tokenFor } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const STEP_MS = 30_000;
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });
/** A code the service cannot accept at `now` (none of the steps around it), a different one for each `k`. */
function wrongCode(secret: string, k: number): string {
  const accepted = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, now + step * STEP_MS)));
  let candidate = (Number(codeAt(secret, now)) + 1000 + k) % 1_000_000;
  while (accepted.has(String(candidate).padStart(6, '0'))) candidate = (candidate + 7) % 1_000_000;
  return String(candidate).padStart(6, '0');
}
const deviceCookieOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)?.value;

describe.each(testDatabaseKinds())('second-factor limits on %s', (kind) => {
  let service: TestService;
  let adminToken: string;
  let counter = 0;

  const secondStep = (challenge: string, code: string, client: string, device?: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/auth/login/totp',
      payload: { challenge, code },
      remoteAddress: client,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  const challengeOf = async (user: { username: string; password: string }, client: string) => {
    const res = await login(service.app, user.username, user.password, client);
    expect(res.statusCode).toBe(200);
    expect(deviceCookieOf(res)).toBeUndefined();
    return res.json().challenge as string;
  };

  /** A new account with two-factor sign-in on; `device` is the cookie of its one complete sign-in (before two-factor). */
  async function enrolledAccount() {
    counter += 1;
    const user = { username: `sf-${kind}-${counter}`, password: `Monsoon#Ghats-${counter}` };
    const created = await createUser(service.app, adminToken, { ...user, role: 'employee' });
    expect(created.statusCode).toBe(200);
    const first = await login(service.app, user.username, user.password, `198.51.100.${counter}`);
    const token = first.json().token as string;
    const started = await service.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/start',
      headers: bearer(token),
      remoteAddress: `198.51.100.${counter}`,
    });
    const { secret } = started.json() as { secret: string };
    const confirmed = await service.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/confirm',
      headers: bearer(token),
      payload: { code: codeAt(secret, now), currentPassword: user.password },
      remoteAddress: `198.51.100.${counter}`,
    });
    expect(confirmed.statusCode).toBe(200);
    now += STEP_MS;
    return { ...user, secret, device: deviceCookieOf(first)! };
  }

  beforeAll(async () => {
    service = await buildTestService({ ...authService, routes: createAuthRoutes({ clock: () => now }) }, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    });
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(() => service.close());

  it('counts wrong codes per account at once: of 60 sent together from 60 clients only the free ones and one more are checked', async () => {
    const asha = await enrolledAccount();
    const challenge = await challengeOf(asha, '203.0.113.1');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => secondStep(challenge, wrongCode(asha.secret, i), `203.0.113.${10 + i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    const { freeFailures } = LOGIN_LIMITS.perUsername;
    expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - freeFailures - 1);
    const limited = answers.find((res) => res.statusCode === 429)!;
    expect(limited.json().message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Even the right code waits, from a fresh client too; after the wait it signs in.
    expect((await secondStep(challenge, codeAt(asha.secret, now), '203.0.113.200')).statusCode).toBe(429);
    now += delayAfter(freeFailures + 1, LOGIN_LIMITS.perUsername);
    const wrongAgain = await secondStep(challenge, wrongCode(asha.secret, 99), '203.0.113.201');
    expect(wrongAgain.statusCode).toBe(401);
    // The delay grows: the next attempt waits longer than the last.
    const slowed = await secondStep(challenge, codeAt(asha.secret, now), '203.0.113.202');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(delayAfter(freeFailures + 2, LOGIN_LIMITS.perUsername) / 1000);
    now += delayAfter(freeFailures + 2, LOGIN_LIMITS.perUsername);
    expect((await secondStep(challenge, codeAt(asha.secret, now), '203.0.113.202')).statusCode).toBe(200);
    // A code that passed forgets the failures: the next wrong one is answered, not delayed.
    now += STEP_MS;
    expect((await secondStep(await challengeOf(asha, '203.0.113.203'), wrongCode(asha.secret, 7), '203.0.113.203')).statusCode).toBe(401);
  });

  it('spares a known device the code delays: a browser whose cookie names the account', async () => {
    const bala = await enrolledAccount();
    const challenge = await challengeOf(bala, '203.0.113.90');
    for (let i = 0; i <= LOGIN_LIMITS.perUsername.freeFailures; i += 1) {
      expect((await secondStep(challenge, wrongCode(bala.secret, i), `203.0.113.${91 + i}`)).statusCode).toBe(401);
    }
    expect((await secondStep(challenge, codeAt(bala.secret, now), '203.0.113.99')).statusCode).toBe(429);
    // The owner's browser, on yet another network.
    const owner = await secondStep(challenge, codeAt(bala.secret, now), '192.0.2.77', bala.device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toEqual(expect.any(String));
  });

  it('makes a client known only once the whole sign-in is done, not at the right password', async () => {
    const chitra = await enrolledAccount();
    const client = '203.0.113.150';
    const challenge = await challengeOf(chitra, client);
    // Failures at the username from elsewhere: an unknown client now waits before the password step.
    for (let i = 0; i <= LOGIN_LIMITS.perUsername.freeFailures; i += 1) {
      expect((await login(service.app, chitra.username, `wrong-${i}`, `203.0.113.${160 + i}`)).statusCode).toBe(401);
    }
    // The right password from `client` did not make it known.
    expect((await login(service.app, chitra.username, chitra.password, client)).statusCode).toBe(429);
    // Once it completes the sign-in (the challenge it holds, a right code), it is.
    const done = await secondStep(challenge, codeAt(chitra.secret, now), client);
    expect(done.statusCode).toBe(200);
    expect((await login(service.app, chitra.username, chitra.password, client)).statusCode).toBe(200);
    // Another unknown client still waits.
    expect((await login(service.app, chitra.username, chitra.password, '203.0.113.170')).statusCode).toBe(429);
  });
});

/**
 * The known-device cookie on each database: set only by a complete sign-in, signed, naming
 * the usernames that signed in on the browser; it spares its owner the per-username delays
 * from any network, counts the device apart from its address, and sends its sign-ins down
 * the hashing pool's known lane. Sign-ins the pool refuses count against their client.
 */
import { DEVICE_COOKIE, TOO_MANY_SIGN_IN_ATTEMPTS } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import type { LightMyRequestResponse } from 'fastify';
import { authService, createAuthRoutes, LOGIN_LIMITS, type LoginLimits } from '../src';
import { DEVICE_DAYS } from '../src/device-cookie';
import { HashingBusyError, hashingPool } from '../src/hashing-pool';
import { createUser } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const deviceCookieOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

describe.each(testDatabaseKinds())('known devices on %s', (kind) => {
  let service: TestService;
  const perUsername = { freeFailures: 2, maxDelayMs: 60_000, windowMs: 60_000 };
  const limits: LoginLimits = { ...LOGIN_LIMITS, perUsername, perClient: { max: 3, windowMs: 60_000 } };
  const signInFrom = (client: string, user: { username: string; password: string }, device?: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: user,
      remoteAddress: client,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });

  /** The administrator's browser, from a sign-in before any test: the tests attack chief, and later ones sign in with it. */
  let chiefDevice: string;

  beforeAll(async () => {
    service = await buildTestService({ ...authService, routes: createAuthRoutes({ limits }) }, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    });
    chiefDevice = deviceCookieOf(await signInFrom('192.0.2.250', ADMIN))!.value;
  });
  afterAll(() => service.close());

  it('sets a signed, HttpOnly, SameSite=Strict cookie for /api/auth at a complete sign-in, and none at a refused one', async () => {
    const refused = await signInFrom('192.0.2.1', { ...ADMIN, password: 'not-it' });
    expect(refused.statusCode).toBe(401);
    expect(deviceCookieOf(refused)).toBeUndefined();
    const res = await signInFrom('192.0.2.1', ADMIN);
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: DEVICE_DAYS * 86_400 });
    expect(cookie!.value).toMatch(/^[\w-]+\.[\w-]{43}$/);
    // It names the username (as sign-in matches it), and nothing secret.
    expect(Buffer.from(cookie!.value.split('.')[0], 'base64url').toString()).toContain('"chief"');
    expect(cookie!.value).not.toContain(ADMIN.password);
  });

  it("spares the owner's browser the per-username delays on any network; other usernames, edited cookies and other browsers still wait", async () => {
    const device = chiefDevice;
    const token = (await signInFrom('192.0.2.2', ADMIN, device)).json().token as string;
    const other = { username: 'deepa', password: 'Saffron#Harbour-9' };
    expect((await createUser(service.app, token, { ...other, role: 'employee' })).statusCode).toBe(200);

    // An attack on both usernames from many addresses, until they are slowed down.
    for (const username of [ADMIN.username, other.username]) {
      let answers = 0;
      for (let i = 1; answers !== 429; i += 1) {
        expect(i).toBeLessThanOrEqual(perUsername.freeFailures + 2);
        answers = (await signInFrom(`203.0.113.${i}`, { username, password: `guess-${i}` })).statusCode;
        expect([401, 429]).toContain(answers);
      }
    }
    // A new browser waits, even on the owner's own network; the owner's browser on a new network does not.
    expect((await signInFrom('192.0.2.200', ADMIN)).statusCode).toBe(429);
    const owner = await signInFrom('198.18.0.1', ADMIN, device);
    expect(owner.statusCode).toBe(200);
    // The cookie names chief only: for deepa it is an unknown browser.
    expect((await signInFrom('198.18.0.1', other, device)).statusCode).toBe(429);
    // Edited: another name with chief's signature.
    const [payload, mac] = device.split('.');
    const forged = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('chief', 'deepa')).toString('base64url')}.${mac}`;
    expect((await signInFrom('198.18.0.2', other, forged)).statusCode).toBe(429);
    // After deepa signs in on that browser, it knows both.
    const both = deviceCookieOf(owner)!.value;
    expect((await signInFrom('198.18.0.1', ADMIN, both)).statusCode).toBe(200);
  });

  it("counts a known device apart from its address: a flood from the owner's network does not use up the owner's failures", async () => {
    const device = chiefDevice;
    // The shared address used up its per-client failures on other usernames.
    for (const username of ['a1', 'a2', 'a3']) expect((await signInFrom('100.64.0.9', { username, password: 'x' })).statusCode).toBe(401);
    expect((await signInFrom('100.64.0.9', ADMIN)).statusCode).toBe(429);
    expect((await signInFrom('100.64.0.9', ADMIN, device)).statusCode).toBe(200);
  });

  it("sends an unknown client's hashing to the open lane bounded per client, a known device's to the known lane; refusals count against the client", async () => {
    const device = chiefDevice;
    const pool = hashingPool();
    const original = pool.derive.bind(pool);
    const derive = jest.spyOn(pool, 'derive');
    try {
      expect((await signInFrom('198.18.0.4', ADMIN, device)).statusCode).toBe(200);
      expect(derive.mock.calls.at(-1)![1]).toEqual({ known: true });
      expect((await signInFrom('198.18.0.5', { username: 'nobody', password: 'x' })).statusCode).toBe(401);
      // With its failures in the window (this one included): the open lane serves clients that failed less first.
      expect(derive.mock.calls.at(-1)![1]).toEqual({ client: '198.18.0.5', failures: 1 });

      // The pool refuses a client over its share: 429, and each refusal counts toward its per-client limit.
      derive.mockRejectedValue(new HashingBusyError('client-share'));
      for (let i = 0; i < limits.perClient.max; i += 1) {
        const res = await signInFrom('198.18.0.6', { username: `flood-${i}`, password: 'x' });
        expect([res.statusCode, res.json().message]).toEqual([429, TOO_MANY_SIGN_IN_ATTEMPTS]);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // A full pool answers 503, and counts too.
      derive.mockRejectedValue(new HashingBusyError('full'));
      expect((await signInFrom('198.18.0.7', { username: 'flood-x', password: 'x' })).statusCode).toBe(503);
      const calls = derive.mock.calls.length;
      derive.mockImplementation(original);
      // Past the limit the flooding client is refused before it reaches the pool, and others are not.
      const someone = { username: 'someone', password: 'x' };
      expect((await signInFrom('198.18.0.6', someone)).statusCode).toBe(429);
      expect(derive.mock.calls.length).toBe(calls);
      // Refused before its body is read (and after a hold): a body that is not even a sign-in is not looked at.
      const started = Date.now();
      const unread = await service.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { nothing: true },
        remoteAddress: '198.18.0.6',
      });
      expect([unread.statusCode, unread.json().message]).toEqual([429, TOO_MANY_SIGN_IN_ATTEMPTS]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.floodHold.ms - 50);
      // A client that has not failed is neither held nor refused.
      expect(
        (await service.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nothing: true }, remoteAddress: '198.18.0.8' }))
          .statusCode,
      ).toBe(400);
      expect((await signInFrom('198.18.0.8', someone)).statusCode).toBe(401);
    } finally {
      derive.mockRestore();
    }
  });
});

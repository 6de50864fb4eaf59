/**
 * The sign-in limits on each database, counting failures only: per client and username (the
 * default limit of LOGIN_LIMITS), per client across usernames, progressive delays per username
 * across clients that spare the owner's known client, and shared by two instances through Redis.
 */
import { TOO_MANY_SIGN_IN_ATTEMPTS } from '@agency/contracts';
import { REDIS_SERVER, type RunningRedis, startRedis } from '@agency/test-kit/redis-server';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import Fastify from 'fastify';
import { authService, createAuthRoutes, LOGIN_LIMITS, type LoginLimits } from '../src';
import { LOGIN_LIMIT_NAMESPACE, redisCounters } from '../src/failure-counters';
import { delayAfter } from '../src/login-limiter';
import { login } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const adminConfig = { adminUsername: ADMIN.username, adminPassword: ADMIN.password };

/** The auth service with other limits (the default per-client one needs 50 scrypt runs to reach). */
const limitedAuth = (limits: LoginLimits) => ({ ...authService, routes: createAuthRoutes({ limits }) });
const from = (ip: string) => ip;

function expectRefused(res: Awaited<ReturnType<typeof login>>): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: TOO_MANY_SIGN_IN_ATTEMPTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe.each(testDatabaseKinds())('sign-in limits on %s', (kind) => {
  describe('per client and username (the default limit)', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(authService, kind, { config: adminConfig });
    });
    afterAll(() => service.close());

    it('counts failures only: twenty sign-ins in a row with the right password all succeed', async () => {
      for (let attempt = 1; attempt <= 2 * LOGIN_LIMITS.perAccount.max; attempt += 1) {
        expect((await login(service.app, ADMIN.username, ADMIN.password, from('198.51.100.20'))).statusCode).toBe(200);
      }
    });

    it(`refuses attempt ${LOGIN_LIMITS.perAccount.max + 1} after ${LOGIN_LIMITS.perAccount.max} failures of one client at one username, even with the right password`, async () => {
      const { max, windowMs } = LOGIN_LIMITS.perAccount;
      expect(windowMs).toBe(15 * 60 * 1000);
      // A client known to the account (an unknown one is slowed down sooner: see the delays below).
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('203.0.113.7'))).statusCode).toBe(200);
      for (let attempt = 1; attempt <= max; attempt += 1) {
        expect((await login(service.app, ADMIN.username, `wrong-${attempt}`, from('203.0.113.7'))).statusCode).toBe(401);
      }
      const refused = await login(service.app, ADMIN.username, ADMIN.password, from('203.0.113.7'));
      expectRefused(refused);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
      // The same username in another letter case is the same account, so the same counter.
      expectRefused(await login(service.app, '  CHIEF', ADMIN.password, from('203.0.113.7')));
    });

    it('keeps the owner in: a client that signed in to the account before signs in at once, and that client may still try another username', async () => {
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('198.51.100.20'))).statusCode).toBe(200);
      expect((await login(service.app, 'somebody-else', 'x', from('203.0.113.7'))).statusCode).toBe(401);
    });
  });

  describe('per client across usernames', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(limitedAuth({ ...LOGIN_LIMITS, perClient: { max: 3, windowMs: 60_000 } }), kind, {
        config: adminConfig,
      });
    });
    afterAll(() => service.close());

    it('refuses a client that fails at many usernames, and no other client', async () => {
      for (const username of ['anil', 'bina', 'chetan']) {
        expect((await login(service.app, username, 'guess', from('192.0.2.5'))).statusCode).toBe(401);
      }
      expectRefused(await login(service.app, 'dev', 'guess', from('192.0.2.5')));
      expectRefused(await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.5')));
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.6'))).statusCode).toBe(200);
    });
  });

  describe('per username across clients: progressive delays, never a lockout of the owner', () => {
    const perUsername = { freeFailures: 3, maxDelayMs: 2000, windowMs: 60_000 };
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(limitedAuth({ ...LOGIN_LIMITS, perUsername }), kind, { config: adminConfig });
      // The owner's usual client, before the attack.
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.100'))).statusCode).toBe(200);
    });
    afterAll(() => service.close());

    it('grows the wait 1 s, 2 s … up to the ceiling', () => {
      expect([3, 4, 5, 6, 9].map((failures) => delayAfter(failures, perUsername))).toEqual([0, 1000, 2000, 2000, 2000]);
      expect([5, 6, 7, 10, 30].map((failures) => delayAfter(failures, LOGIN_LIMITS.perUsername))).toEqual([0, 1000, 2000, 16_000, 60_000]);
    });

    it('slows guesses spread over many clients, lets the known client straight in, and a new client in after the wait', async () => {
      for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14']) {
        expect((await login(service.app, ADMIN.username, 'guess', from(ip))).statusCode).toBe(401);
      }
      // Four failures: the next attempt from an unknown client waits a second, even with the right password.
      const slowed = await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.15'));
      expectRefused(slowed);
      expect(Number(slowed.headers['retry-after'])).toBe(1);
      // Other accounts are not slowed, and the owner's usual client is not either.
      expect((await login(service.app, 'somebody-else', 'guess', from('192.0.2.15'))).statusCode).toBe(401);
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.100'))).statusCode).toBe(200);
      // The owner on a new client gets in once the wait is over.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.15'))).statusCode).toBe(200);
    });
  });
});

(REDIS_SERVER ? describe : describe.skip)('sign-in rate limit shared through Redis (REDIS_URL)', () => {
  let redis: RunningRedis;
  let instances: TestService[];
  beforeAll(async () => {
    redis = await startRedis();
    const limits: LoginLimits = { ...LOGIN_LIMITS, perAccount: { max: 3, windowMs: 60_000 } };
    // Two instances of the service, as behind a load balancer; each has its own database here,
    // which does not matter: the counters are what they share.
    instances = [];
    for (let i = 0; i < 2; i += 1) {
      instances.push(await buildTestService(limitedAuth(limits), 'sqlite', { config: { ...adminConfig, redisUrl: redis.url } }));
    }
  });
  afterAll(async () => {
    for (const instance of instances ?? []) await instance.close();
    await redis?.stop();
  });

  it('counts failures made on either instance against one limit, kept in Redis', async () => {
    const [a, b] = instances;
    expect((await login(a.app, ADMIN.username, 'wrong-1', from('203.0.113.9'))).statusCode).toBe(401);
    expect((await login(b.app, ADMIN.username, 'wrong-2', from('203.0.113.9'))).statusCode).toBe(401);
    expect((await login(a.app, ADMIN.username, 'wrong-3', from('203.0.113.9'))).statusCode).toBe(401);
    expectRefused(await login(b.app, ADMIN.username, ADMIN.password, from('203.0.113.9')));

    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url);
    try {
      const keys = await client.keys(`${LOGIN_LIMIT_NAMESPACE}*`);
      expect(keys.some((key) => key.endsWith('account:203.0.113.9:chief'))).toBe(true);
    } finally {
      client.disconnect();
    }
  });

  it("lets one instance at a time hold a claimed key (the second factor's gate) until it is removed or lapses", async () => {
    const apps = [Fastify(), Fastify()];
    try {
      const [a, b] = apps.map((app) => redisCounters(app, redis.url));
      expect(await Promise.all([a.claim('code-gate:test', 60_000), b.claim('code-gate:test', 60_000)])).toEqual(
        expect.arrayContaining([true, false]),
      );
      expect(await a.read('code-gate:test')).toMatchObject({ count: 1, ttlMs: expect.any(Number) });
      await b.remove('code-gate:test');
      expect(await b.claim('code-gate:test', 50)).toBe(true);
      expect(await a.claim('code-gate:test', 50)).toBe(false);
      // It lapses: the other instance gets it once the 50 ms are over.
      const deadline = Date.now() + 5000;
      while (!(await a.claim('code-gate:test', 60_000))) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

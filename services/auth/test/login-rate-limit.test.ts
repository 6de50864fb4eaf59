/**
 * The sign-in rate limit on each database: per client and username (the default limit of
 * LOGIN_LIMITS), per client across usernames, per username across clients, and shared by two
 * instances through Redis.
 */
import { TOO_MANY_SIGN_IN_ATTEMPTS } from '@agency/contracts';
import { buildTestService, testDatabaseKinds, type TestService } from '@agency/service-common';
import { authService, createAuthRoutes, LOGIN_LIMITS, type LoginLimits } from '../src';
import { LOGIN_LIMIT_NAMESPACE } from '../src/login-limiter';
import { login } from './support/requests';
import { REDIS_SERVER, startRedis, type RunningRedis } from './support/redis-server';

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

describe.each(testDatabaseKinds())('sign-in rate limit on %s', (kind) => {
  describe('per client and username (the default limit)', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(authService, kind, { config: adminConfig });
    });
    afterAll(() => service.close());

    it(`refuses attempt ${LOGIN_LIMITS.perAccount.max + 1} for one username from one client, even with the right password`, async () => {
      const { max, windowMs } = LOGIN_LIMITS.perAccount;
      expect(windowMs).toBe(15 * 60 * 1000);
      for (let attempt = 1; attempt <= max; attempt += 1) {
        expect((await login(service.app, ADMIN.username, `wrong-${attempt}`, from('203.0.113.7'))).statusCode).toBe(401);
      }
      const refused = await login(service.app, ADMIN.username, ADMIN.password, from('203.0.113.7'));
      expectRefused(refused);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
      // The same username in another letter case is the same account, so the same counter.
      expectRefused(await login(service.app, '  CHIEF', ADMIN.password, from('203.0.113.7')));
    });

    it('still lets another client sign in to that account, and that client try another username', async () => {
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('198.51.100.20'))).statusCode).toBe(200);
      expect((await login(service.app, 'somebody-else', 'x', from('203.0.113.7'))).statusCode).toBe(401);
    });
  });

  describe('per client across usernames', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(limitedAuth({ ...LOGIN_LIMITS, perClient: { max: 3, windowMs: 60_000 } }), kind, { config: adminConfig });
    });
    afterAll(() => service.close());

    it('refuses a client that tries many usernames, and no other client', async () => {
      for (const username of ['anil', 'bina', 'chetan']) {
        expect((await login(service.app, username, 'guess', from('192.0.2.5'))).statusCode).toBe(401);
      }
      expectRefused(await login(service.app, 'dev', 'guess', from('192.0.2.5')));
      expectRefused(await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.5')));
      expect((await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.6'))).statusCode).toBe(200);
    });
  });

  describe('per username across clients', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await buildTestService(limitedAuth({ ...LOGIN_LIMITS, perUsername: { max: 3, windowMs: 60_000 } }), kind, { config: adminConfig });
    });
    afterAll(() => service.close());

    it('refuses guesses at one account spread over many clients, and leaves other accounts alone', async () => {
      for (const ip of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) {
        expect((await login(service.app, ADMIN.username, 'guess', from(ip))).statusCode).toBe(401);
      }
      expectRefused(await login(service.app, ADMIN.username, ADMIN.password, from('192.0.2.14')));
      expect((await login(service.app, 'somebody-else', 'guess', from('192.0.2.14'))).statusCode).toBe(401);
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

  it('counts attempts made on either instance against one limit, kept in Redis', async () => {
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
});

/**
 * The enquiry rate limit with REDIS_URL set: two instances of the service count one client's
 * enquiries together, in Redis; when Redis goes away, each instance goes on counting in its
 * own memory instead of letting a flood through. Runs when a redis-server binary is installed.
 */

import { LEAD_MESSAGES } from '@agency/contracts';
import { REDIS_SERVER, type RunningRedis, startRedis } from '@agency/test-kit/redis-server';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { Redis } from 'ioredis';
import { ENQUIRY_LIMIT_NAMESPACE } from '../src/enquiry-limiter';
import { buildLeadsService, type LeadsHarness, quickContact } from './support/harness';

(REDIS_SERVER ? describe.each(testDatabaseKinds()) : describe.skip.each(testDatabaseKinds()))(
  'enquiry rate limit shared through Redis on %s',
  (kind) => {
    let redis: RunningRedis;
    let redisStopped: Promise<void> | undefined;
    let instances: LeadsHarness[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      const config = { redisUrl: redis.url, enquiryLimits: { perMinute: 2, perDay: 1000 } };
      instances = [await buildLeadsService(kind, { config }), await buildLeadsService(kind, { config })];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await (redisStopped ?? redis?.stop());
    });

    it("counts a client's enquiries on either instance against one limit, kept in Redis", async () => {
      const [first, second] = instances;
      expect((await first.submit(quickContact, '203.0.113.80')).statusCode).toBe(200);
      expect((await second.submit(quickContact, '203.0.113.80')).statusCode).toBe(200);
      const refused = await first.submit(quickContact, '203.0.113.80');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: LEAD_MESSAGES.tooManyEnquiries });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      // Another client is not held back, on either instance.
      expect((await second.submit(quickContact, '203.0.113.81')).statusCode).toBe(200);

      const client = new Redis(redis.url);
      try {
        expect(Number(await client.get(`${ENQUIRY_LIMIT_NAMESPACE}minute:203.0.113.80`))).toBe(3);
        expect(await client.pttl(`${ENQUIRY_LIMIT_NAMESPACE}day:203.0.113.80`)).toBeGreaterThan(23 * 3600 * 1000);
      } finally {
        client.disconnect();
      }
    });

    it('goes on limiting each instance in its own memory while Redis is away', async () => {
      redisStopped = redis.stop();
      await redisStopped;
      const [first] = instances;
      expect((await first.submit(quickContact, '203.0.113.90')).statusCode).toBe(200);
      expect((await first.submit(quickContact, '203.0.113.90')).statusCode).toBe(200);
      const refused = await first.submit(quickContact, '203.0.113.90');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  },
);

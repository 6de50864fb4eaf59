/**
 * Password hashing runs on its own bounded pool of threads: never on libuv's pool (which
 * serves files), at most `threads` at once plus `queue` waiting, and a clear 503 with
 * Retry-After beyond that, through the sign-in call as through the pool.
 */
import crypto from 'node:crypto';
import { buildTestService } from '@agency/test-kit/services';
import { authService } from '../src';
import { createHashingPool, HASHING_BUSY, HASHING_RETRY_AFTER_SECONDS, HashingBusyError, hashingPool } from '../src/hashing-pool';
import { hashPassword, verifyPassword } from '../src/passwords';
import { login } from './support/requests';

const job = (plain: string) => ({ plain, salt: crypto.randomBytes(16), keyLength: 64, options: { N: 2 ** 14, r: 8, p: 1 } });

describe('the hashing pool', () => {
  it('derives the key crypto.scrypt derives, without calling crypto.scrypt (libuv) in this thread', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const pool = createHashingPool({ threads: 1, queue: 4 });
    try {
      const input = job('correct horse battery staple');
      const key = await pool.derive(input);
      expect(key.equals(crypto.scryptSync(input.plain, input.salt, 64, input.options))).toBe(true);
      const stored = await hashPassword('Tr0ub4dor&3', 10);
      await expect(verifyPassword('Tr0ub4dor&3', stored)).resolves.toBe(true);
      await expect(verifyPassword('Tr0ub4dor&4', stored)).resolves.toBe(false);
      expect(scrypt).not.toHaveBeenCalled();
    } finally {
      scrypt.mockRestore();
      await pool.close();
    }
  });

  it('refuses work beyond its threads and queue with HashingBusyError, and finishes what it took', async () => {
    const pool = createHashingPool({ threads: 1, queue: 2 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          pool.derive({ ...job(`p${i}`), options: { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } }),
        ),
      );
      const refused = outcomes.filter((o) => o.status === 'rejected');
      const done = outcomes.filter((o) => o.status === 'fulfilled');
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(done.length).toBeLessThanOrEqual(3);
      expect(refused.length).toBe(8 - done.length);
      for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(HashingBusyError);
    } finally {
      await pool.close();
    }
  });
});

describe("the hashing pool's lanes", () => {
  const slowJob = (plain: string) => ({ ...job(plain), options: { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } });

  it("refuses a client's job beyond its share before it queues, and takes it again once one is done", async () => {
    const pool = createHashingPool({ threads: 1, knownThreads: 1, queue: 8, perClient: 2, knownQueue: 2 });
    try {
      const mine = [pool.derive(slowJob('a'), { client: '203.0.113.1' }), pool.derive(slowJob('b'), { client: '203.0.113.1' })];
      const third = pool.derive(slowJob('c'), { client: '203.0.113.1' });
      await expect(third).rejects.toBeInstanceOf(HashingBusyError);
      await expect(third).rejects.toMatchObject({ refusal: 'client-share' });
      // Another client still gets in.
      const theirs = pool.derive(slowJob('d'), { client: '203.0.113.2' });
      await Promise.all([...mine, theirs]);
      await expect(pool.derive(slowJob('e'), { client: '203.0.113.1' })).resolves.toBeInstanceOf(Buffer);
    } finally {
      await pool.close();
    }
  });

  it('serves the known lane first when a thread comes free, and refuses the open lane when full without touching the known one', async () => {
    const pool = createHashingPool({ threads: 1, knownThreads: 0, queue: 2, perClient: 1, knownQueue: 2 });
    try {
      const finished: string[] = [];
      const track = (name: string, work: Promise<Buffer>) => work.then(() => finished.push(name));
      const running = track('open-1', pool.derive(slowJob('1'), { client: '198.51.100.1' }));
      const waiting = [
        track('open-2', pool.derive(slowJob('2'), { client: '198.51.100.2' })),
        track('open-3', pool.derive(slowJob('3'), { client: '198.51.100.3' })),
      ];
      // The open lane is full: a fourth client is told to come back.
      await expect(pool.derive(slowJob('4'), { client: '198.51.100.4' })).rejects.toMatchObject({ refusal: 'full' });
      // A known device arrives last and is served next.
      const known = track('known', pool.derive(slowJob('k'), { known: true }));
      await Promise.all([running, known, ...waiting]);
      expect(finished).toEqual(['open-1', 'known', 'open-2', 'open-3']);
    } finally {
      await pool.close();
    }
  });

  it('serves clients with fewer failures first, and lets one take a full queue’s last place from a client with more', async () => {
    const pool = createHashingPool({ threads: 1, knownThreads: 0, queue: 2, perClient: 1, knownQueue: 2 });
    try {
      const finished: string[] = [];
      const track = (name: string, work: Promise<Buffer>) => work.then(() => finished.push(name));
      const running = track('flood-1', pool.derive(slowJob('1'), { client: '203.0.113.1', failures: 30 }));
      const flood2 = pool.derive(slowJob('2'), { client: '203.0.113.2', failures: 40 });
      const flood3 = track('flood-3', pool.derive(slowJob('3'), { client: '203.0.113.3', failures: 20 }));
      // The queue is full of flooding clients: the owner's new phone takes the place of the one that failed most.
      const owner = track('owner', pool.derive(slowJob('o'), { client: '198.51.100.9', failures: 1 }));
      await expect(flood2).rejects.toMatchObject({ refusal: 'full' });
      // A client that failed as often as the last in the queue is told to come back instead.
      await expect(pool.derive(slowJob('4'), { client: '203.0.113.4', failures: 20 })).rejects.toMatchObject({ refusal: 'full' });
      await Promise.all([running, flood3, owner]);
      expect(finished).toEqual(['flood-1', 'owner', 'flood-3']);
    } finally {
      await pool.close();
    }
  });

  it('tells how full the open lane is (running and waiting over threads and queue), not counting the known lane', async () => {
    const pool = createHashingPool({ threads: 1, knownThreads: 1, queue: 3, perClient: 1, knownQueue: 2 });
    try {
      expect(pool.openLoad()).toBe(0);
      const open = [1, 2].map((i) => pool.derive(slowJob(`${i}`), { client: `198.51.100.${i}` }));
      const known = pool.derive(slowJob('k'), { known: true });
      expect(pool.openLoad()).toBe(2 / 4);
      await Promise.all([...open, known]);
      expect(pool.openLoad()).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('gives the known lane a thread of its own that the open lane never takes', async () => {
    const pool = createHashingPool({ threads: 1, knownThreads: 1, queue: 2, perClient: 1, knownQueue: 4 });
    try {
      const finished: string[] = [];
      const track = (name: string, work: Promise<Buffer>) => work.then(() => finished.push(name));
      // Open jobs that take a while (2^16), a known one that takes a moment (2^10).
      const heavy = (plain: string) => ({ ...job(plain), options: { N: 2 ** 16, r: 8, p: 1, maxmem: 128 * 1024 * 1024 } });
      const open = [1, 2, 3].map((i) => track(`open-${i}`, pool.derive(heavy(`${i}`), { client: `198.51.100.${i}` })));
      await expect(pool.derive(heavy('4'), { client: '198.51.100.4' })).rejects.toMatchObject({ refusal: 'full' });
      // The open lane holds its one thread and a full queue: the known job starts at once on the other thread.
      await track('known', pool.derive({ ...job('k'), options: { N: 2 ** 10, r: 8, p: 1 } }, { known: true }));
      await Promise.all(open);
      expect(finished).toEqual(['known', 'open-1', 'open-2', 'open-3']);
    } finally {
      await pool.close();
    }
  });
});

describe('a sign-in while the hashing pool is full', () => {
  it('answers 503 with Retry-After and says to try again, instead of waiting', async () => {
    const service = await buildTestService(authService, 'sqlite');
    const derive = jest.spyOn(hashingPool(), 'derive').mockRejectedValue(new HashingBusyError());
    try {
      const res = await login(service.app, service.config.adminUsername, service.config.adminPassword);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(HASHING_RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject({ statusCode: 503, message: HASHING_BUSY });
    } finally {
      derive.mockRestore();
      await service.close();
    }
  });
});

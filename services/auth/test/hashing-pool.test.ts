/**
 * Password hashing runs on its own bounded pool of threads: never on libuv's pool (which
 * serves files), at most `threads` at once plus `queue` waiting, and a clear 503 with
 * Retry-After beyond that, through the sign-in call as through the pool.
 */
import crypto from 'node:crypto';
import { buildTestService } from '@agency/service-common';
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
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => pool.derive({ ...job(`p${i}`), options: { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } })));
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

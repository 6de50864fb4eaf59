/**
 * Counters that expire, for the sign-in limits (login-limiter.ts): in this process, or in
 * Redis when REDIS_URL is set so that every instance of the service shares them (docs/operations.md,
 * "Scaling past one machine"). Each operation is one atomic step, so parallel sign-ins cannot slip past a limit
 * between a read and a write.
 *
 * When Redis does not answer, the counters step aside (they answer "nothing counted"): staff
 * can still sign in, and the scrypt cost of each attempt still slows guessing down.
 */

import { connectLimiterRedis } from '@agency/service-common';
import type { FastifyInstance } from 'fastify';

export interface Counted {
  count: number;
  /** Milliseconds until the counter is forgotten. */
  ttlMs: number;
}

export interface CounterStore {
  /** Adds one to `key` (a new counter lives `windowMs`) and answers the count. */
  increment(key: string, windowMs: number): Promise<Counted>;
  /** Takes back one increment (a reservation that was not used). */
  decrement(key: string): Promise<void>;
  read(key: string): Promise<Counted | undefined>;
  /** A value that lives `ttlMs` (the time of a last failure, a known client). */
  put(key: string, value: number, ttlMs: number): Promise<void>;
  get(key: string): Promise<number | undefined>;
  /** Sets `key` for `ttlMs` only if it is not set: true when this call set it (one holder at a time). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export function memoryCounters(clock: () => number = Date.now): CounterStore {
  const entries = new Map<string, { value: number; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > clock()) return entry;
    entries.delete(key);
    return undefined;
  };
  // Expired entries go when read; this bound keeps a flood of made-up usernames from growing the map without end.
  const prune = () => {
    if (entries.size < 100_000) return;
    for (const key of entries.keys()) live(key);
  };
  return {
    async increment(key, windowMs) {
      prune();
      const entry = live(key) ?? { value: 0, until: clock() + windowMs };
      entry.value += 1;
      entries.set(key, entry);
      return { count: entry.value, ttlMs: entry.until - clock() };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.value = Math.max(0, entry.value - 1);
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.value, ttlMs: entry.until - clock() } : undefined;
    },
    async put(key, value, ttlMs) {
      prune();
      entries.set(key, { value, until: clock() + ttlMs });
    },
    async get(key) {
      return live(key)?.value;
    },
    async claim(key, ttlMs) {
      if (live(key)) return false;
      prune();
      entries.set(key, { value: 1, until: clock() + ttlMs });
      return true;
    },
    async remove(key) {
      entries.delete(key);
    },
  };
}

/** Keys in Redis start with this. */
export const LOGIN_LIMIT_NAMESPACE = 'agency:auth:login:';

export function redisCounters(app: FastifyInstance, url: string): CounterStore {
  const redis = connectLimiterRedis(app, url, 'sign-in');
  const name = (key: string) => `${LOGIN_LIMIT_NAMESPACE}${key}`;
  /** A Redis fault counts as nothing counted (see the module comment). */
  const orNothing = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      app.log.warn({ err }, 'sign-in limits: Redis did not answer; the limits step aside');
      return fallback;
    }
  };
  return {
    increment: (key, windowMs) =>
      orNothing(
        async () => {
          const result = await redis.multi().incr(name(key)).pexpire(name(key), windowMs, 'NX').pttl(name(key)).exec();
          const [[, count], , [, ttl]] = result as [[null, number], unknown, [null, number]];
          return { count, ttlMs: Math.max(0, ttl) };
        },
        { count: 0, ttlMs: 0 },
      ),
    decrement: (key) =>
      orNothing(async () => {
        await redis.decr(name(key));
      }, undefined),
    read: (key) =>
      orNothing(async () => {
        const [[, count], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [[null, string | null], [null, number]];
        return count === null ? undefined : { count: Number(count), ttlMs: Math.max(0, ttl) };
      }, undefined),
    put: (key, value, ttlMs) =>
      orNothing(async () => {
        await redis.set(name(key), String(value), 'PX', ttlMs);
      }, undefined),
    get: (key) =>
      orNothing(async () => {
        const value = await redis.get(name(key));
        return value === null ? undefined : Number(value);
      }, undefined),
    claim: (key, ttlMs) => orNothing(async () => (await redis.set(name(key), '1', 'PX', ttlMs, 'NX')) === 'OK', true),
    remove: (key) =>
      orNothing(async () => {
        await redis.del(name(key));
      }, undefined),
  };
}

/**
 * Limits on the sign-in calls, counting failed attempts only (a successful sign-in takes back
 * the attempt it reserved):
 * - per client and username: a client gets LOGIN_LIMITS.perAccount failures at one account,
 *   then 429 until the window ends; other clients are not affected;
 * - per client: a client trying a few passwords on many usernames stops at perClient failures;
 * - per username, whoever asks: progressive delays instead of a lockout. After `freeFailures`
 *   failures at an account, each further attempt must wait (1 s, 2 s, 4 s … up to `maxDelayMs`)
 *   since the last failure. Guessing spread over many addresses slows to a crawl, yet the
 *   owner is never locked out for long, and a client that has signed in to the account before
 *   ("known", remembered for 30 days) skips the delay altogether: an attacker cannot keep the
 *   real manager out by failing on purpose.
 *
 * Each attempt reserves its failure before the password is checked (one atomic increment), so
 * a burst of parallel attempts cannot all pass a limit that none of them has counted yet.
 *
 * The client is the request's IP (per /64 for IPv6, since one household gets many addresses):
 * the connection's address embedded, the gateway's X-Forwarded-For in split mode.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '@agency/service-common';
import { memoryCounters, redisCounters, type CounterStore } from './failure-counters';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  /** Failures per client and username. */
  perAccount: Limit;
  /** Failures per client, over every username. */
  perClient: Limit;
  /** Per username from any client: delays after `freeFailures` failures in `windowMs`. */
  perUsername: { freeFailures: number; maxDelayMs: number; windowMs: number };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How long a client that signed in to an account stays known to it. */
const KNOWN_CLIENT_MS = 30 * 24 * 3600 * 1000;

export const LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  perClient: { max: 50, windowMs: FIFTEEN_MINUTES },
  perUsername: { freeFailures: 5, maxDelayMs: 60_000, windowMs: FIFTEEN_MINUTES },
};

/** The wait before the next attempt at an account with `failures` failures: 0, then 1 s, 2 s, 4 s … */
export function delayAfter(failures: number, limits: LoginLimits['perUsername']): number {
  const over = failures - limits.freeFailures;
  return over <= 0 ? 0 : Math.min(1000 * 2 ** (over - 1), limits.maxDelayMs);
}

/** One sign-in attempt that the limits let through: say how it ended. */
export interface Attempt {
  /** Takes back the reserved failure, and remembers the client as known to the account. */
  succeeded(): Promise<void>;
  /** Takes back the reserved failure: the password was never checked (the service was busy). */
  abandoned(): Promise<void>;
}

/** Seconds to wait when the attempt is refused; else the attempt. */
export type LoginLimiter = (request: FastifyRequest, username: string) => Promise<{ retryAfter: number } | { attempt: Attempt }>;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function installLoginLimiter(app: FastifyInstance, config: Config, limits: LoginLimits = LOGIN_LIMITS, clock: () => number = Date.now): LoginLimiter {
  const store: CounterStore = config.redisUrl ? redisCounters(app, config.redisUrl) : memoryCounters(clock);

  return async (request, typedUsername) => {
    const client = normalizeIP(request.ip);
    // The username as sign-in matches it (NFKC, trimmed, any letter case): 'Admin', 'admin' and 'ａｄｍｉｎ' share counters.
    const username = typedUsername.normalize('NFKC').trim().toLowerCase();
    const keys = { account: `account:${client}:${username}`, client: `client:${client}`, username: `username:${username}` };
    const knownKey = `known:${username}:${client}`;
    const lastFailureKey = `last:${username}`;

    const known = (await store.get(knownKey)) !== undefined;
    if (!known) {
      const [counted, lastFailure] = await Promise.all([store.read(keys.username), store.get(lastFailureKey)]);
      const wait = lastFailure === undefined ? 0 : delayAfter(counted?.count ?? 0, limits.perUsername) - (clock() - lastFailure);
      if (wait > 0) return { retryAfter: seconds(wait) };
    }

    const reserved: string[] = [];
    const release = () => Promise.all(reserved.map((key) => store.decrement(key)));
    for (const [key, limit] of [
      [keys.account, limits.perAccount],
      [keys.client, limits.perClient],
    ] as const) {
      const counted = await store.increment(key, limit.windowMs);
      reserved.push(key);
      if (counted.count > limit.max) {
        await release();
        return { retryAfter: seconds(counted.ttlMs) };
      }
    }
    await store.increment(keys.username, limits.perUsername.windowMs);
    reserved.push(keys.username);
    await store.put(lastFailureKey, clock(), limits.perUsername.windowMs);

    return {
      attempt: {
        async succeeded() {
          await release();
          await store.put(knownKey, 1, KNOWN_CLIENT_MS);
        },
        async abandoned() {
          await release();
        },
      },
    };
  };
}

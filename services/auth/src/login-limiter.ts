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
 *   skips the delay altogether: an address that completed a sign-in in the last 30 days, or a
 *   browser whose device cookie names the username (device-cookie.ts). An attacker cannot
 *   keep the real manager out by failing on purpose. "Signed in" means the whole sign-in,
 *   second factor included: a right password alone makes nobody known.
 * - second-factor codes, per account whoever asks: the same progressive delays after
 *   `freeFailures` wrong codes, counted before each code is checked (a known device skips
 *   the delays), so knowing the password does not buy a burst of guesses at the code.
 *
 * A sign-in the hashing pool refuses (busy, or over the client's share), or that comes without
 * the proof of work a busy service asks for, still counts against the client, so a client that
 * floods the pool is soon refused before it reaches it.
 *
 * A browser whose device cookie names the username is counted as that device, not as its
 * address: per username for its devices, and outside the address's per-client count.
 *
 * Each attempt reserves its failure per client and username and per client before the
 * password is checked (one atomic increment), so a burst of parallel attempts cannot all pass
 * a limit that none of them has counted yet. The per-username delays count failures once known.
 *
 * The client is the request's IP (per /64 for IPv6, since one household gets many addresses):
 * the connection's address embedded, the gateway's X-Forwarded-For in split mode.
 */

import { TOO_MANY_SIGN_IN_ATTEMPTS } from '@agency/contracts';
import { type Config, HttpError } from '@agency/service-common';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type CounterStore, memoryCounters, redisCounters } from './failure-counters';

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
  /**
   * How long a client already past its per-client failures waits for its 429 (refused before
   * its body is read), and how many such answers are held at once. A flood that sends the
   * next attempt as soon as the last is answered slows to one per hold on each connection,
   * instead of keeping the process busy answering it.
   */
  floodHold: { ms: number; maxHeld: number };
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** How long a client that signed in to an account stays known to it. */
const KNOWN_CLIENT_MS = 30 * 24 * 3600 * 1000;

export const LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  perClient: { max: 50, windowMs: FIFTEEN_MINUTES },
  perUsername: { freeFailures: 5, maxDelayMs: 60_000, windowMs: FIFTEEN_MINUTES },
  floodHold: { ms: 1000, maxHeld: 1000 },
};

/** The wait before the next attempt at an account with `failures` failures: 0, then 1 s, 2 s, 4 s … */
export function delayAfter(failures: number, limits: LoginLimits['perUsername']): number {
  const over = failures - limits.freeFailures;
  return over <= 0 ? 0 : Math.min(1000 * 2 ** (over - 1), limits.maxDelayMs);
}

/** One sign-in attempt that the limits let through: say how it ended. */
export interface Attempt {
  /** The client's failures in the window, this attempt included (0 for a known device, which is not counted per client). */
  clientFailures: number;
  /** Takes back the reserved failure: the password (or code) was right. */
  succeeded(): Promise<void>;
  /** The password (or sign-in code) was wrong: it counts toward the username's delays too. */
  failed(): Promise<void>;
  /** The password was never checked because hashing was refused: counted against the client only. */
  refused(): Promise<void>;
  /** Takes back the reserved failure: the password was never checked (the service failed). */
  abandoned(): Promise<void>;
}

export interface AttemptOptions {
  /** The request's device cookie names the username (device-cookie.ts). */
  knownDevice?: boolean;
  /** A second-factor code after a right password: its own per-account delays apply instead of the username's. */
  passwordChecked?: boolean;
}

/** Seconds to wait when the attempt is refused; else the attempt. */
export type LoginLimiter = (
  request: FastifyRequest,
  username: string,
  options?: AttemptOptions,
) => Promise<{ retryAfter: number } | { attempt: Attempt }>;

/** One turn at checking an account's second-factor code, counted as a failure unless it passes or is abandoned. */
export interface CodeTurn {
  /** Forgets the account's code failures. */
  passed(): Promise<void>;
  /** The code was not checked: takes the count back. */
  abandoned(): Promise<void>;
}

export interface SignInLimits {
  /** The password step (and any code checked by a signed-in account). */
  limit: LoginLimiter;
  /** A turn at an account's second factor during sign-in, or the seconds to wait. */
  codeTurn(accountId: number, options?: { knownDevice?: boolean }): Promise<{ retryAfter: number } | { turn: CodeTurn }>;
  /** A sign-in completed (second factor included): the client is known to the username from now on. */
  signedIn(request: FastifyRequest, username: string): Promise<void>;
  /** A sign-in refused before its password was looked at (no proof of work while busy): counted against the client only. */
  refusedUnchecked(request: FastifyRequest): Promise<void>;
  /**
   * A sign-in call's onRequest hook: a client past its per-client failures gets its 429 after
   * `floodHold`, before its body is read. `exempt`: requests from a known device, which the
   * per-client count does not hold back.
   */
  holdFlood(exempt: (request: FastifyRequest) => boolean): onRequestAsyncHookHandler;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

// The username as sign-in matches it (NFKC, trimmed, any letter case): 'Admin', 'admin' and 'ａｄｍｉｎ' share counters.
const usernameOf = (typed: string) => typed.normalize('NFKC').trim().toLowerCase();
const knownKeyOf = (username: string, client: string) => `known:${username}:${client}`;

export function installLoginLimiter(
  app: FastifyInstance,
  config: Config,
  limits: LoginLimits = LOGIN_LIMITS,
  clock: () => number = Date.now,
): SignInLimits {
  const store: CounterStore = config.redisUrl ? redisCounters(app, config.redisUrl) : memoryCounters(clock);

  /** The wait left after `failuresKey`'s failures, the last one at `lastKey`'s time. */
  async function delayLeft(failuresKey: string, lastKey: string): Promise<number> {
    const [counted, lastFailure] = await Promise.all([store.read(failuresKey), store.get(lastKey)]);
    return lastFailure === undefined ? 0 : delayAfter(counted?.count ?? 0, limits.perUsername) - (clock() - lastFailure);
  }

  const limit: LoginLimiter = async (request, typedUsername, options = {}) => {
    const client = normalizeIP(request.ip);
    const username = usernameOf(typedUsername);
    // A known device is counted as itself, not as its address: a flood from the owner's office network cannot use up its failures.
    const keys = {
      account: options.knownDevice ? `account:device:${username}` : `account:${client}:${username}`,
      client: `client:${client}`,
      username: `username:${username}`,
    };
    const lastFailureKey = `last:${username}`;

    const known = options.knownDevice || (await store.get(knownKeyOf(username, client))) !== undefined;
    if (!known && !options.passwordChecked) {
      const wait = await delayLeft(keys.username, lastFailureKey);
      if (wait > 0) return { retryAfter: seconds(wait) };
    }

    const reserved: string[] = [];
    const release = () => Promise.all(reserved.map((key) => store.decrement(key)));
    const bounds: [string, Limit][] = [[keys.account, limits.perAccount]];
    if (!options.knownDevice) bounds.push([keys.client, limits.perClient]);
    let clientFailures = 0;
    for (const [key, bound] of bounds) {
      const counted = await store.increment(key, bound.windowMs);
      reserved.push(key);
      if (key === keys.client) clientFailures = counted.count;
      if (counted.count > bound.max) {
        await release();
        return { retryAfter: seconds(counted.ttlMs) };
      }
    }

    return {
      attempt: {
        clientFailures,
        async succeeded() {
          await release();
        },
        async failed() {
          // Counted per username when it failed, not while under way: an owner's sign-ins in progress are no failures to delay others by.
          await store.increment(keys.username, limits.perUsername.windowMs);
          await store.put(lastFailureKey, clock(), limits.perUsername.windowMs);
        },
        async refused() {
          await Promise.all(reserved.filter((key) => key !== keys.client).map((key) => store.decrement(key)));
        },
        async abandoned() {
          await release();
        },
      },
    };
  };

  return {
    limit,
    async codeTurn(accountId, options = {}) {
      const failuresKey = `code-failures:${accountId}`;
      const gateKey = `code-gate:${accountId}`;
      if (!options.knownDevice) {
        const gate = await store.read(gateKey);
        if (gate) return { retryAfter: seconds(gate.ttlMs) };
      }
      // Reserved as a failure before the code is checked, in one atomic step: a burst of parallel codes gets distinct counts.
      const { count } = await store.increment(failuresKey, limits.perUsername.windowMs);
      const delay = delayAfter(count, limits.perUsername);
      // Past the free failures each attempt closes the gate behind it for its delay; of parallel ones only the first gets through.
      if (!options.knownDevice && delay > 0 && !(await store.claim(gateKey, delay))) {
        await store.decrement(failuresKey);
        return { retryAfter: seconds(delay) };
      }
      return {
        turn: {
          async passed() {
            await Promise.all([store.remove(failuresKey), store.remove(gateKey)]);
          },
          async abandoned() {
            await store.decrement(failuresKey);
          },
        },
      };
    },
    holdFlood(exempt) {
      let held = 0;
      return async (request, reply) => {
        const counted = await store.read(`client:${normalizeIP(request.ip)}`);
        if (!counted || counted.count < limits.perClient.max || exempt(request)) return;
        if (held < limits.floodHold.maxHeld) {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, limits.floodHold.ms));
          held -= 1;
        }
        void reply.header('retry-after', String(seconds(counted.ttlMs)));
        throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS);
      };
    },
    async refusedUnchecked(request) {
      await store.increment(`client:${normalizeIP(request.ip)}`, limits.perClient.windowMs);
    },
    async signedIn(request, username) {
      await store.put(knownKeyOf(usernameOf(username), normalizeIP(request.ip)), 1, KNOWN_CLIENT_MS);
    },
  };
}

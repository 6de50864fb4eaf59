/**
 * Rate limits of POST /api/auth/login (@fastify/rate-limit), three counters per attempt:
 * - per client and username: slows down guessing one account's password (the main limit);
 * - per client: stops one client from trying a few passwords on many usernames;
 * - per username, whoever asks: a ceiling on guesses at one account even from many clients
 *   (or from one that forges X-Forwarded-For, see below). It is set well above the first
 *   limit, because reaching it also keeps the real owner out until the window ends.
 * Every attempt counts, successful or not: counting is then one atomic increment, so a burst
 * of parallel attempts cannot slip past a read-then-write check.
 *
 * The counters live in this process, or in Redis when REDIS_URL is set, so that several
 * instances of the service behind a load balancer share them (README "Scaling"). If Redis is
 * unreachable the limiter steps aside (`skipOnError`) and sign-in keeps working; the scrypt
 * cost of every attempt still slows guessing down.
 *
 * The client is the request's IP, which Fastify takes from X-Forwarded-For because the
 * servers run with `trustProxy` (they sit behind the gateway or a load balancer).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { connectLimiterRedis, type Config } from '@agency/service-common';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LoginLimits {
  /** Per client and username. */
  perAccount: Limit;
  perClient: Limit;
  perUsername: Limit;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const LOGIN_LIMITS: LoginLimits = {
  perAccount: { max: 10, windowMs: FIFTEEN_MINUTES },
  perClient: { max: 50, windowMs: FIFTEEN_MINUTES },
  perUsername: { max: 100, windowMs: FIFTEEN_MINUTES },
};

/**
 * Counts one attempt (a validated login request); answers the seconds to wait when over a limit, else undefined.
 * `username` names the account when the request's body does not (a two-factor code's call).
 */
export type LoginLimiter = (request: FastifyRequest, username?: string) => Promise<number | undefined>;

/** Keys in Redis start with this (the plugin adds its own suffix). */
export const LOGIN_LIMIT_NAMESPACE = 'agency:auth:login:';

/** The username of a login body (the login call's schema has made it a string before any limiter runs). */
function loginUsername(body: unknown): string {
  return typeof body === 'object' && body !== null && 'username' in body && typeof body.username === 'string' ? body.username : '';
}

export async function installLoginLimiter(app: FastifyInstance, config: Config, limits: LoginLimits = LOGIN_LIMITS): Promise<LoginLimiter> {
  const redis = config.redisUrl ? connectLimiterRedis(app, config.redisUrl, 'sign-in') : undefined;
  await app.register(rateLimit, { global: false, redis, nameSpace: LOGIN_LIMIT_NAMESPACE, skipOnError: true });

  const clientOf = (request: FastifyRequest) => normalizeIP(request.ip);
  /** The account a two-factor call's attempt counts for (its body has no username). */
  const namedAccounts = new WeakMap<FastifyRequest, string>();
  /**
   * The username as sign-in matches it (trimmed, any letter case), so 'Admin' and 'admin' share a counter.
   * The rate limiter hands its key generators an untyped request; it is the login call's, already validated.
   */
  const usernameOf = (request: FastifyRequest) => (namedAccounts.get(request) ?? loginUsername(request.body)).trim().toLowerCase();
  const perAccount = app.createRateLimit({
    max: limits.perAccount.max,
    timeWindow: limits.perAccount.windowMs,
    keyGenerator: (request) => `account:${clientOf(request)}:${usernameOf(request)}`,
  });
  const perClient = app.createRateLimit({
    max: limits.perClient.max,
    timeWindow: limits.perClient.windowMs,
    keyGenerator: (request) => `client:${clientOf(request)}`,
  });
  const perUsername = app.createRateLimit({
    max: limits.perUsername.max,
    timeWindow: limits.perUsername.windowMs,
    keyGenerator: (request) => `username:${usernameOf(request)}`,
  });

  return async (request, username) => {
    if (username !== undefined) namedAccounts.set(request, username);
    const results = await Promise.all([perAccount(request), perClient(request), perUsername(request)]);
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [Math.max(1, result.ttlInSeconds)] : []));
    return waits.length > 0 ? Math.max(...waits) : undefined;
  };
}


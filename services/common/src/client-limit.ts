/**
 * Per-client rate limits on one route (@fastify/rate-limit): any number of counters per client,
 * each a maximum in a window. Every request counts, valid or not, and is counted before its
 * body is read: a flood costs one increment per request and stores nothing.
 *
 * The client is `request.ip`. Embedded (`npm start`), that is the connection's address:
 * `trustProxy` is off unless TRUST_PROXY names the load balancer, so a visitor cannot pick a
 * fresh address with X-Forwarded-For. In split mode the gateway replaces X-Forwarded-For with
 * the client's address and the service trusts it from loopback only (runStandalone). IPv6
 * clients are counted per /64 network (the plugin's normalizeIP), since one household gets many addresses.
 *
 * The counters live in this process, or in Redis when REDIS_URL is set so that all instances
 * share them (README "Scaling"). If Redis is unreachable the limit steps aside (`skipOnError`):
 * a visitor's request is revenue, and losing one to a Redis fault is worse than a few extra rows.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { Config } from './config';
import { HttpError } from './errors';
import { connectLimiterRedis } from './limiter-redis';

export interface ClientLimit {
  /** Names the counter in its key ('minute', 'day'). */
  name: string;
  max: number;
  windowMs: number;
}

export interface ClientLimiterOptions {
  /** Keys in Redis start with this (the plugin adds its own suffix); one per route. */
  namespace: string;
  /** Names the Redis connection in logs. */
  purpose: string;
  limits: readonly ClientLimit[];
  /** The 429's message. */
  message: string;
}

/** The client as the limits count it: its address, an IPv6 one as its /64 network. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Clients remembered by the in-process store (least recently seen go first past this). */
const LOCAL_CLIENTS = 20_000;

/** An `onRequest` hook: 429 with Retry-After when the client is over any of the limits. */
export async function installClientLimiter(app: FastifyInstance, config: Config, options: ClientLimiterOptions): Promise<onRequestAsyncHookHandler> {
  const redis = config.redisUrl ? connectLimiterRedis(app, config.redisUrl, options.purpose) : undefined;
  await app.register(rateLimit, { global: false, redis, nameSpace: options.namespace, skipOnError: true, cache: LOCAL_CLIENTS });

  const clientOf = clientAddress;
  const counters = options.limits.map((limit) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${limit.name}:${clientOf(request)}` }),
  );

  return async function limitClient(request, reply) {
    const results = await Promise.all(counters.map((counter) => counter(request)));
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [Math.max(1, result.ttlInSeconds)] : []));
    if (waits.length === 0) return;
    request.log.warn({ client: clientOf(request), limit: options.purpose }, 'refused: client rate limit');
    void reply.header('retry-after', String(Math.max(...waits)));
    throw new HttpError(429, options.message);
  };
}

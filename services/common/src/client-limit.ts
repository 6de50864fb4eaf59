/**
 * Per-client rate limits on one route (rate-limiter-flexible): any number of counters per
 * client, each a maximum in a fixed window. Every request counts, valid or not, and is
 * counted before its body is read: a flood costs one increment per request and stores nothing.
 *
 * The client is `request.ip`. Embedded (`npm start`), that is the connection's address:
 * `trustProxy` is off unless TRUST_PROXY names the load balancer, so a visitor cannot pick a
 * fresh address with X-Forwarded-For. In split mode the gateway replaces X-Forwarded-For with
 * the client's address and the service trusts it from loopback only (runStandalone). IPv6
 * clients are counted per /64 network (normalizeIP), since one household gets many addresses.
 *
 * The counters live in this process (the memory store), or in Redis when REDIS_URL is set so
 * that all instances share them (docs/operations.md). While Redis is not answering (after the
 * short timeouts of limiter-redis.ts), each instance counts in its own memory instead (the
 * library's insurance limiter): the limit holds per instance rather than stepping aside.
 */

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RateLimiterUnion } from 'rate-limiter-flexible';
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
  /** Keys in Redis start with this (the counter's name follows); one per route. */
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

/** An `onRequest` hook: 429 with Retry-After when the client is over any of the limits. */
export async function installClientLimiter(
  app: FastifyInstance,
  config: Config,
  options: ClientLimiterOptions,
): Promise<onRequestAsyncHookHandler> {
  const redis = config.redisUrl ? connectLimiterRedis(app, config.redisUrl, options.purpose) : undefined;
  const counters = options.limits.map((limit) => {
    const counter = { keyPrefix: `${options.namespace}${limit.name}`, points: limit.max, duration: Math.ceil(limit.windowMs / 1000) };
    const inMemory = new RateLimiterMemory(counter);
    return redis ? new RateLimiterRedis({ ...counter, storeClient: redis, insuranceLimiter: inMemory }) : inMemory;
  });
  const limits = new RateLimiterUnion(...counters);

  return async function limitClient(request, reply) {
    const client = clientAddress(request);
    try {
      await limits.consume(client);
    } catch (refusals) {
      const waits = Object.values(refusals as Record<string, unknown>).flatMap((refusal) =>
        refusal instanceof RateLimiterRes ? [refusal.msBeforeNext] : [],
      );
      if (waits.length === 0) throw refusals;
      request.log.warn({ client, limit: options.purpose }, 'refused: client rate limit');
      void reply.header('retry-after', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
      throw new HttpError(429, options.message);
    }
  };
}

/**
 * The rate limit of POST /api/requests/submit (@fastify/rate-limit), two counters per client:
 * a burst allowance per minute and a ceiling per day (config.enquiryLimits, by default
 * ENQUIRY_RATE_LIMITS of the contracts). Every request counts, valid or not, and is counted
 * before its body is read: a flood costs one increment per request and stores nothing.
 *
 * The client is `request.ip`. Embedded (`npm start`), that is the connection's address:
 * `trustProxy` is off unless TRUST_PROXY names the load balancer, so a visitor cannot pick a
 * fresh address with X-Forwarded-For. In split mode the gateway replaces X-Forwarded-For with
 * the client's address and the service trusts it from loopback only (runStandalone). IPv6
 * clients are counted per /64 network (the plugin's normalizeIP), since one household gets many addresses.
 *
 * The counters live in this process, or in Redis when REDIS_URL is set so that all instances
 * share them (README "Scaling"). If Redis is unreachable the limit steps aside (`skipOnError`):
 * an enquiry is revenue, and losing one to a Redis fault is worse than a few extra rows.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { LEAD_MESSAGES } from '@agency/contracts';
import { connectLimiterRedis, HttpError, type Config } from '@agency/service-common';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Keys in Redis start with this (the plugin adds its own suffix). */
export const ENQUIRY_LIMIT_NAMESPACE = 'agency:leads:submit:';

/** Clients remembered by the in-process store (least recently seen go first past this). */
const LOCAL_CLIENTS = 20_000;

/** An `onRequest` hook for the submit route: 429 with Retry-After when the client is over a limit. */
export async function installEnquiryLimiter(app: FastifyInstance, config: Config): Promise<onRequestAsyncHookHandler> {
  const redis = config.redisUrl ? connectLimiterRedis(app, config.redisUrl, 'enquiry') : undefined;
  await app.register(rateLimit, { global: false, redis, nameSpace: ENQUIRY_LIMIT_NAMESPACE, skipOnError: true, cache: LOCAL_CLIENTS });

  const clientOf = (request: FastifyRequest) => normalizeIP(request.ip);
  const perMinute = app.createRateLimit({
    max: config.enquiryLimits.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `minute:${clientOf(request)}`,
  });
  const perDay = app.createRateLimit({
    max: config.enquiryLimits.perDay,
    timeWindow: DAY_MS,
    keyGenerator: (request) => `day:${clientOf(request)}`,
  });

  return async function limitEnquiries(request, reply) {
    const results = await Promise.all([perMinute(request), perDay(request)]);
    const waits = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [Math.max(1, result.ttlInSeconds)] : []));
    if (waits.length === 0) return;
    request.log.warn({ client: clientOf(request) }, 'enquiry refused: rate limit');
    void reply.header('retry-after', String(Math.max(...waits)));
    throw new HttpError(429, LEAD_MESSAGES.tooManyEnquiries);
  };
}


import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection a rate limit shares its counters through, closed with the app.
 * Short timeouts: a visitor's enquiry or a sign-in should not hang on a Redis that is not
 * answering; each limit says how it does without Redis meanwhile.
 */
export function connectLimiterRedis(app: FastifyInstance, url: string, limitName: string): Redis {
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) =>
    app.log.warn({ err }, `${limitName} rate limit: Redis error (the limit does without it while it lasts)`),
  );
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis connection a rate limit shares its counters through, closed with the app.
 * Short timeouts: a visitor's enquiry or a sign-in should not hang on a Redis that is not
 * answering; each limit says how it does without Redis meanwhile.
 */
export function connectLimiterRedis(app: FastifyInstance, url: string, limitName: string): Redis {
  // Loaded with the first Redis set up: an instance without REDIS_URL never pays for the client.
  const { Redis: Client } = require('ioredis') as typeof import('ioredis');
  const redis = new Client(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (err: Error) =>
    app.log.warn({ err }, `${limitName} rate limit: Redis error (the limit does without it while it lasts)`),
  );
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

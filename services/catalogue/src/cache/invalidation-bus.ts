/**
 * Cache invalidation across instances through Redis pub/sub (when REDIS_URL is set): a
 * write publishes on one channel, every other instance clears its read cache on the
 * message. Redis is an accelerator, not the guarantee: when it is down or a message is
 * lost, READ_CACHE_TTL_MS still bounds how long another instance serves a stale answer,
 * so failures are logged and never fail a request.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { InvalidationBus } from './http-cache';

export const INVALIDATION_CHANNEL = 'agency:catalogue:invalidate';

export function redisInvalidationBus(url: string, log: FastifyBaseLogger): InvalidationBus {
  /** This instance's own messages are ignored: it cleared its cache before publishing. */
  const instance = randomUUID();
  // Loaded with the first Redis set up: an instance without REDIS_URL never pays for the client.
  const { Redis } = require('ioredis') as typeof import('ioredis');
  // A publish waits for the connection (it may still be opening after start) but gives up
  // after a couple of reconnection attempts rather than queueing behind a dead Redis: the TTL covers the loss.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  const listeners: (() => void)[] = [];
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (err: Error) => log.warn({ err }, `catalogue cache: Redis ${role} error (the TTL still bounds staleness)`));
  }
  subscriber.subscribe(INVALIDATION_CHANNEL).catch((err: Error) => log.warn({ err }, 'catalogue cache: cannot subscribe to invalidations'));
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === INVALIDATION_CHANNEL && sender !== instance) for (const listener of listeners) listener();
  });
  return {
    publish() {
      publisher
        .publish(INVALIDATION_CHANNEL, instance)
        .catch((err: Error) => log.warn({ err }, 'catalogue cache: invalidation not published'));
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/**
 * The read cache in Fastify: read routes registered through `registerCachedRead` are
 * answered from memory when they can be (an `onRequest` hook, before validation and the
 * handler), with `ETag`, `Cache-Control: public, max-age=<seconds the answer has left>` and
 * `304 Not Modified` for a matching `If-None-Match`. A miss runs the handler, serialises its
 * answer once with the contract's response schema and keeps that text.
 *
 * Answers are kept as bytes and, for clients that accept br or gzip, compressed once per
 * answer (./encodings.ts), so a hit costs no serialisation and no compression.
 *
 * `app.catalogueCache.invalidate()` clears the cache; a successful write call (POST, PUT,
 * PATCH, DELETE) in the catalogue also clears it before its answer leaves, so the writer's
 * next read is fresh.
 */

import type { CallContract } from '@agency/contracts';
import { type CallRequest, matchesEtag, negotiateContentCoding, readCacheLookups, registerCall } from '@agency/service-common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESSION_THRESHOLD_BYTES, encodedBody } from './encodings';
import { type CachedAnswer, cacheKeyOf, type MissTicket, READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS, ReadCache } from './read-cache';

export interface CatalogueCache {
  /** Whether reads are served from memory (off in tests unless a test turns it on). */
  readonly enabled: boolean;
  /** Forgets every cached answer on this instance, and through the bus on the others. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/** Tells other instances about writes, and this one about theirs (see ./invalidation-bus.ts). */
export interface InvalidationBus {
  publish(): void;
  onInvalidate(listener: () => void): void;
  close(): Promise<void>;
}

/** Answers a read call with its 200 body (which the contract's 200 schema serialises), from the request its contract types. */
export type ReadHandler<C extends CallContract> = (request: CallRequest<C>) => Promise<unknown>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const JSON_TYPE = 'application/json; charset=utf-8';
/** The Cache-Control values of the answers' possible ages, made once rather than per request. */
const CACHE_CONTROL = Array.from({ length: Math.ceil(READ_CACHE_TTL_MS / 1000) + 1 }, (_, seconds) => `public, max-age=${seconds}`);

export interface ReadCacheSetup {
  /** Registers a public read call, cached when the cache is on. */
  registerCachedRead<C extends CallContract>(app: FastifyInstance, call: C, handler: ReadHandler<C>, options?: CachedReadOptions): void;
}

/** For the few reads that answer something other than JSON the request's URL alone decides (the sitemap). */
export interface CachedReadOptions {
  /** The answer's type when it is not JSON: the handler then returns the text itself, which is sent as it is. */
  contentType?: string;
  /** What else the answer depends on (the request's host, when the sitemap names the origin it was asked at): part of the cache key. */
  varyOn?: (request: FastifyRequest) => string;
}

/**
 * Decorates `app` (the catalogue's route context) with `catalogueCache` and returns how to
 * register cached reads. All cached reads must be registered in contexts below `app`.
 */
export function installReadCache(
  app: FastifyInstance,
  options: {
    enabled: boolean;
    bus?: InvalidationBus;
    /** What else a catalogue write makes stale, here and (with the bus) on every instance. */
    alsoForget?: () => void;
  },
): ReadCacheSetup {
  const cache = options.enabled ? new ReadCache() : undefined;
  const bus = options.bus;
  const forget = () => {
    cache?.invalidate();
    options.alsoForget?.();
  };
  bus?.onInvalidate(forget);
  app.decorate<CatalogueCache>('catalogueCache', {
    enabled: options.enabled,
    invalidate() {
      forget();
      bus?.publish();
    },
  });
  // Hooks on the hot path are callback-style: an async hook costs a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) app.catalogueCache.invalidate();
    done(null, payload);
  });
  if (bus) app.addHook('onClose', async () => bus.close());

  if (!cache) {
    return {
      registerCachedRead: (context, call, handler, { contentType } = {}) =>
        registerRead(context, call, async (request, reply) => {
          const result = await handler(request);
          return contentType ? reply.type(contentType).send(result) : result;
        }),
    };
  }

  const tickets = new WeakMap<FastifyRequest, MissTicket>();
  // The same few URLs arrive over and over: each is normalised once (bounded, like the cache).
  const keys = new LRUCache<string, string>({ max: READ_CACHE_MAX_ENTRIES });
  const keyOf = (method: string, url: string): string => {
    const raw = `${method} ${url}`;
    let key = keys.get(raw);
    if (key === undefined) {
      key = cacheKeyOf(method, url);
      keys.set(raw, key);
    }
    return key;
  };
  // A miss that never reached its handler (a validation error, a closed connection) must release its waiters.
  const release = (request: FastifyRequest, done: () => void) => {
    tickets.get(request)?.abandon();
    done();
  };
  app.addHook('onResponse', (request, _reply, done) => release(request, done));
  app.addHook('onRequestAbort', (request, done) => release(request, done));

  // Answering from here skips validation and the handler; `done()` lets the request go on to them.
  const serveFromCache = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: () => void,
    { contentType = JSON_TYPE, varyOn }: CachedReadOptions = {},
  ) => {
    const key = varyOn ? `${keyOf(request.method, request.url)}\n${varyOn(request)}` : keyOf(request.method, request.url);
    const found = cache.lookup(key);
    readCacheLookups.inc({ result: found.kind });
    if (found.kind === 'hit') {
      sendAnswer(request, reply, found.answer, contentType);
    } else if (found.kind === 'wait') {
      void found.flight.then((answer) => {
        if (answer) return void sendAnswer(request, reply, answer, contentType);
        // The request computing it failed: this one computes its own.
        tickets.set(request, cache.begin(key));
        done();
      });
    } else {
      tickets.set(request, found.ticket);
      done();
    }
  };
  return {
    registerCachedRead(context, call, handler, options = {}) {
      registerRead(
        context,
        call,
        async (request, reply) => {
          const ticket = tickets.get(request);
          try {
            const result = await handler(request);
            // Status 200: the contract's 200 schema serialises, exactly as an uncached answer would be; other types are the text itself.
            const body = options.contentType ? String(result) : (reply.serialize(result) as string);
            if (!ticket) return reply.type(options.contentType ?? JSON_TYPE).send(body);
            return sendAnswer(request, reply, ticket.complete(body), options.contentType ?? JSON_TYPE);
          } catch (error) {
            ticket?.abandon();
            throw error;
          }
        },
        { onRequest: (request, reply, done) => serveFromCache(request, reply, done, options) },
      );
    },
  };
}

/**
 * Registers a read from its contract (schemas, guard, OpenAPI) with a handler that sees the
 * request as the contract types it. The answer may be text the contract's 200 schema
 * serialised once and the cache keeps, which the contract's reply type cannot describe, so
 * the route is registered over the general contract shape.
 */
function registerRead<C extends CallContract>(
  context: FastifyInstance,
  call: C,
  read: (request: CallRequest<C>, reply: FastifyReply) => Promise<unknown>,
  extra: Parameters<typeof registerCall>[3] = {},
): void {
  const general: CallContract = call;
  // The route's schemas are C's, so the request Fastify validated is C's request.
  registerCall(context, general, (request, reply) => read(request as unknown as CallRequest<C>, reply), extra);
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, contentType: string): FastifyReply {
  const maxAge = Math.max(0, Math.floor((answer.expiresAt - Date.now()) / 1000));
  void reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROL[maxAge] ?? `public, max-age=${maxAge}`)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  void reply.header('content-type', contentType);
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateContentCoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(encodedBody(answer, encoding));
}

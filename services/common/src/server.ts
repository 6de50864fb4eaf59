/**
 * The Fastify instance every process starts from (a standalone service or the gateway):
 * one validation set-up with the spec's messages (see validation.ts) and one error shape.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config, TrustProxy } from './config';
import { validatorCompiler } from './validation';

export function createServer(options: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: { level: 'info' },
    // Whose X-Forwarded-For to believe (rate limits key on the client address): nobody's by
    // default, so a client cannot pick its own address; callers pass config.trustProxy
    // (TRUST_PROXY names the load balancer); split-mode services trust the gateway on loopback.
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(false),
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse() } },
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer names its request, so a visitor's report or a proxy's log leads to the lines.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  return app;
}

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled when its route first
 * answers with that status instead of for every route before the server listens: compiling
 * them all was about a tenth of the gateway's cold start, for answers it may give much later.
 */
function serializersCompiledOnFirstUse(): ReturnType<typeof SerializerSelector> {
  const buildFactory = SerializerSelector();
  return (externalSchemas, serializerOptions) => {
    const compile = buildFactory(externalSchemas, serializerOptions);
    return (routeSchema) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data: unknown) => {
        serialize ??= compile(routeSchema);
        return serialize(data);
      };
    };
  };
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an id from a proxy may look like: short, and nothing a log line could be forged with. */
const REQUEST_ID_FORMAT = /^[\w.:@-]{1,128}$/;

/** Request ids: the trusted proxy's X-Request-Id when there is one, a random UUID otherwise. */
function requestIds(behindTrustedProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = behindTrustedProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && REQUEST_ID_FORMAT.test(given) ? given : randomUUID();
  };
}

/** The server options that come from the configuration: the log level and whose X-Forwarded-For to believe. */
export function serverOptionsFrom(config: Config, trustProxyByDefault: TrustProxy = false): FastifyServerOptions {
  const trustProxy = config.trustProxy ?? trustProxyByDefault;
  return {
    logger: { level: config.logLevel },
    // Fastify takes a hop count as a number; its types only list string | boolean.
    trustProxy: trustProxy as string | boolean,
    genReqId: requestIds(trustProxy !== false),
    // One access line per request instead (lifecycle.ts), sampled.
    logController: new LogController({ disableRequestLogging: true }),
    // While draining, a request that arrives on a connection already open (a proxy's keep-alive
    // connection) is served, with Connection: close, instead of answered 503: a proxy retries a
    // 503 for a read but never for a write, so an enquiry would fail although nothing was wrong.
    return503OnClosing: false,
  };
}

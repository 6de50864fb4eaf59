/**
 * The Fastify instance every process starts from (a standalone service or the gateway):
 * one validation set-up with the spec's messages (see validation.ts) and one error shape.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from './validation';
import type { Config, TrustProxy } from './config';

export function createServer(options: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: { level: 'info' },
    // Whose X-Forwarded-For to believe (rate limits key on the client address): nobody's by
    // default, so a client cannot pick its own address; callers pass config.trustProxy
    // (TRUST_PROXY names the load balancer); split-mode services trust the gateway on loopback.
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  return app;
}

/** The server options that come from the configuration: the log level and whose X-Forwarded-For to believe. */
export function serverOptionsFrom(config: Config, trustProxyByDefault: TrustProxy = false): FastifyServerOptions {
  // Fastify takes a hop count as a number; its types only list string | boolean.
  return { logger: { level: config.logLevel }, trustProxy: (config.trustProxy ?? trustProxyByDefault) as string | boolean };
}

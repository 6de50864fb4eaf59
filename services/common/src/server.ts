/**
 * The Fastify instance every process starts from (a standalone service or the gateway):
 * one validation set-up with the spec's messages (see validation.ts) and one error shape.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from './validation';

export function createServer(options: FastifyServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    // Whose X-Forwarded-For to believe (rate limits key on the client address): nobody's by
    // default, so a client cannot pick its own address; TRUST_PROXY names the load balancer(s)
    // (addresses/CIDRs, or a hop count); split-mode services trust the gateway on loopback.
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  return app;
}

function trustProxyFromEnv(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  // Fastify takes a hop count as a number; its types only list string | boolean.
  return (/^\d+$/.test(value) ? Number(value) : value) as string;
}

/**
 * The Fastify instance every process starts from (a standalone service or the gateway):
 * one Ajv set-up with the spec's messages (ajv-errors) and one error shape.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import ajvErrors from 'ajv-errors';
import { ajvOptions } from '@agency/contracts';

export function createServer(options: FastifyServerOptions = {}): FastifyInstance {
  return Fastify({
    logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { ...ajvOptions },
      plugins: [ajvErrors as never],
    },
    ...options,
  });
}

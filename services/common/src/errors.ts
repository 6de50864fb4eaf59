/**
 * One error shape for every service: `{ statusCode, error, message, fields? }`.
 * Validation failures answer 400 naming each failing field with the spec's message.
 */

import { STATUS_CODES } from 'node:http';
import { fieldErrors } from '@agency/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * 503 for a planned refusal (a bounded queue is full), not a fault: its message is shown and
 * Retry-After says when to come back, where any other 5xx is worded as a fault of ours.
 */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string) => new HttpError(401, message);

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { fields?: Record<string, string> }, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const fields = fieldErrors(error.validation as never);
      const first = Object.values(fields)[0] ?? error.message;
      const where = error.validationContext ?? 'request';
      return reply.status(400).send(errorBody(400, Object.keys(fields).length > 1 ? `Invalid ${where}: ${first}` : first, fields));
    }
    if (error instanceof ServiceBusyError) {
      request.log.warn({ reason: error.message }, 'refused: busy');
      return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send(errorBody(503, error.message));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send(errorBody(status, 'Something went wrong on our side. Please try again later.'));
    }
    return reply.status(status).send(errorBody(status, error.message, error.fields));
  });
}

/**
 * Registers a route from its contract: method, path, schemas and the role guard all come
 * from shared-contracts, so a route cannot drift from what the frontends and tests expect.
 */
import type { FastifyInstance, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { CallContract } from '@agency/contracts';
import { guardFor } from './auth-guard';

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export function registerCall(
  app: FastifyInstance,
  call: CallContract,
  handler: RouteHandlerMethod,
  extra: Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preValidation'> = {},
): void {
  const guard = guardFor(call.access);
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      ...(call.schema as FastifySchema),
      operationId: call.id,
      summary: call.summary,
      tags: [call.service],
      ...(call.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    } as FastifySchema,
    ...extra,
    // The role guard runs first of all (see guardFor), before any hook the route adds.
    ...(guard ? { onRequest: [guard, ...hooksOf(extra.onRequest)] } : {}),
    handler,
  });
}

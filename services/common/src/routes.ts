/**
 * Registers a route from its contract: method, path, schemas and the role guard all come
 * from shared-contracts, so a route cannot drift from what the frontends and tests expect.
 * The handler's request (params, querystring, body) and its answers are typed from the same
 * schemas by the json-schema-to-ts type provider, so no handler re-states them.
 */

import type { CallContract, CallSchemas } from '@agency/contracts';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { auditHooksFor } from './audit-hooks';
import { guardFor } from './auth-guard';
import { textValidatorCompiler } from './validation';

/**
 * What a handler sees once Fastify has validated the request: Ajv has filled in the
 * schema defaults by then, so defaulted properties are present (unlike the clients' BodyOf).
 */
export type ContractTypeProvider = JsonSchemaToTsProvider;

type SchemasOf<C extends CallContract> = C extends CallContract<infer S> ? S : CallSchemas;

/** The handler of a contract's route, typed from its schemas. */
export type CallHandler<C extends CallContract> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemasOf<C>,
  ContractTypeProvider
>;

/** The validated request of a contract's route, for code a handler hands it on to. */
export type CallRequest<C extends CallContract> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemasOf<C>,
  ContractTypeProvider
>;

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  extra: Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'onRequest' | 'preValidation'> = {},
): void {
  const guard = guardFor(call);
  if (call.deployToken && !app.hasDecorator('deployTokens'))
    throw new Error(`${call.id} accepts deploy tokens, but this app has no deployTokens verifier`);
  // A call that declares `audit` records its successes in the audit log (audit-hooks.ts).
  const audit = auditHooksFor(app, call);
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
    ...(call.consumes ? { validatorCompiler: textValidatorCompiler } : {}),
    ...extra,
    // The role guard runs first of all (see guardFor), before any hook the route adds.
    ...(guard ? { onRequest: [guard, ...hooksOf(extra.onRequest)] } : {}),
    ...(audit ? { preHandler: audit.preHandler, onSend: audit.onSend } : {}),
    // Typed from the contract above; the route's schema is that contract's, so the types hold.
    handler: handler as RouteHandlerMethod,
  });
}

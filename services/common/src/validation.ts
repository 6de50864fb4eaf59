/**
 * How requests are validated. A JSON body is checked as it was sent: `123` is not a name,
 * `null` is not a number and `["x"]` is not a username, so nothing the client did not mean
 * is coerced and stored. Query strings, path parameters and form-encoded or multipart bodies
 * can only carry text, so those are coerced to the schema's types.
 */

import { compiledOnFirstUse, createAjv } from '@agency/contracts';
import type { FastifySchemaCompiler } from 'fastify';

// Created, and every route's validator compiled, when first needed (see compiledOnFirstUse):
// at start, before the instance answers anything, they were about a third of its CPU.
type Ajv = ReturnType<typeof createAjv>;
let asSent: Ajv | undefined;
let fromText: Ajv | undefined;
const bodiesAsSent = () => (asSent ??= createAjv({ coerceTypes: false }));
const partsFromText = () => (fromText ??= createAjv());

/** The server-wide compiler: bodies as sent, everything else from text. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  compiledOnFirstUse(() => (httpPart === 'body' ? bodiesAsSent() : partsFromText()).compile(schema));

/** For a route whose body is form-encoded or multipart: every part arrives as text. */
export const textValidatorCompiler: FastifySchemaCompiler<object> = ({ schema }) =>
  compiledOnFirstUse(() => partsFromText().compile(schema));

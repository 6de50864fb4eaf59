/**
 * Type helpers over the schemas. Every type of the product comes from a schema through
 * json-schema-to-ts; these only reshape what it gives.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CallContract, CallSchemas } from './define';

type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 };

/**
 * Drops the `[x: string]: unknown` that FromSchema adds to every object schema without
 * `additionalProperties: false` (response schemas leave it out on purpose), so a typo in
 * a field name is a compile error. Maps (objects with no named properties) are kept.
 */
export type Closed<T> = T extends readonly (infer U)[]
  ? Closed<U>[]
  : T extends object
    ? [KnownKeys<T>] extends [never]
      ? { [K in keyof T]: Closed<T[K]> }
      : { [K in keyof T as string extends K ? never : number extends K ? never : K]: Closed<T[K]> }
    : T;

type Part<C, K extends keyof CallSchemas> = C extends CallContract<infer S> ? (S[K] extends JSONSchema ? S[K] : never) : never;

/** What a client sends: properties with a schema default stay optional (the server fills them in). */
type ClientView = { keepDefaultedPropertiesOptional: true };

/** The request body a call takes. */
export type BodyOf<C extends CallContract> = FromSchema<Part<C, 'body'>, ClientView>;
/** The query parameters a call takes. */
export type QueryOf<C extends CallContract> = FromSchema<Part<C, 'querystring'>, ClientView>;
/** The path parameters a call takes. */
export type ParamsOf<C extends CallContract> = FromSchema<Part<C, 'params'>>;
/** The answer of a call for a status (200 unless given). */
export type ResponseOf<C extends CallContract, Status extends number = 200> =
  C extends CallContract<infer S> ? (Status extends keyof S['response'] ? Closed<FromSchema<S['response'][Status]>> : never) : never;

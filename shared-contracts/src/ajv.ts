/**
 * One Ajv configuration for the whole product, so that the browser's form checks and
 * the services' request validation say the same thing in the same words.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';

export const ajvOptions: Options = {
  allErrors: true, // ajv-errors needs every error to pick the spec's message
  coerceTypes: 'array',
  useDefaults: true,
  // Unknown fields are refused (400 naming them), never silently dropped.
  removeAdditional: false,
  strict: false,
  $data: true,
};

export function applyAjvPlugins(ajv: Ajv): Ajv {
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uri-reference']);
  ajvErrors(ajv);
  return ajv;
}

export function createAjv(options: Options = {}): Ajv {
  return applyAjvPlugins(new Ajv({ ...ajvOptions, ...options }));
}

/**
 * Ajv without the formats and the spec's messages, for schemas that are the code's own and
 * use neither (the configuration's): it compiles no meta-schema to check them against, which
 * was a tenth of a server's start, spent before it could say a setting is wrong.
 */
export function createPlainAjv(options: Options = {}): Ajv {
  return new Ajv({ ...ajvOptions, validateSchema: false, ...options });
}

/**
 * A validator compiled when it first validates. A server compiling its validators (and
 * creating their Ajv instances, each compiling the meta-schema once more) when its modules
 * load spent a large share of its cold start on calls it might meet only much later.
 * `errors` is read from the returned function, as from Ajv's own.
 */
export function compiledOnFirstUse<T = unknown>(compile: () => ValidateFunction<T>): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction<T>;
  return validate;
}

// Kept in its own module so that the browser reads Ajv's errors without bundling Ajv's compiler.
export { fieldErrors } from './field-errors';

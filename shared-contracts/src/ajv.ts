/**
 * One Ajv configuration for the whole product, so that the browser's form checks and
 * the services' request validation say the same thing in the same words.
 */
import Ajv, { type Options } from 'ajv';
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

// Kept in its own module so that the browser reads Ajv's errors without bundling Ajv's compiler.
export { fieldErrors } from './field-errors';

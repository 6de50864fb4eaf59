/**
 * One Ajv configuration for the whole product, so that the browser's form checks and
 * the services' request validation say the same thing in the same words.
 */
import Ajv, { type ErrorObject, type Options } from 'ajv';
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
 * Turns Ajv errors into `{ fieldPath: message }`, first message per field.
 * A `required` error (or an ajv-errors message for one) is put on the missing field.
 */
export function fieldErrors(errors: readonly ErrorObject[] | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors ?? []) {
    // An if/then/else failure only summarises the errors of its branch, reported separately.
    if (error.keyword === 'if') continue;
    const path = fieldPathOf(error);
    const key = path || '_';
    if (!(key in fields)) fields[key] = error.message ?? 'is invalid';
  }
  return fields;
}

function fieldPathOf(error: ErrorObject): string {
  const base = error.instancePath.split('/').filter(Boolean);
  // ajv-errors wraps the original error; the field is named by the one it replaced.
  const original = error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors?.[0] : error;
  if (original?.keyword === 'required') base.push(String(original.params.missingProperty));
  if (original?.keyword === 'additionalProperties') base.push(String(original.params.additionalProperty));
  return base.join('.');
}

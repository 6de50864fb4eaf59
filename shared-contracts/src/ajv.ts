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
  removeAdditional: true,
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
    const path = fieldPathOf(error);
    const key = path || '_';
    if (!(key in fields)) fields[key] = error.message ?? 'is invalid';
  }
  return fields;
}

function fieldPathOf(error: ErrorObject): string {
  const base = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') base.push(String(error.params.missingProperty));
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (inner?.keyword === 'required') base.push(String(inner.params.missingProperty));
  }
  return base.join('.');
}

/**
 * Reading Ajv's errors as the product shows them, the same for the services' 400 answers and
 * the browser's compiled validators. Imports no Ajv code (only its error type), so a page
 * that reads errors does not bundle Ajv's compiler, whose `new Function` the CSP forbids.
 */
import type { ErrorObject } from 'ajv';

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

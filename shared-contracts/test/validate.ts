/** Test helper: validate with the product's one Ajv set-up and read the per-field messages. */
import type { AnySchema } from 'ajv';
import { createAjv, fieldErrors } from '../src';

const ajv = createAjv();

/** `{}` when `data` is valid, else `{ fieldPath: message }`. Validates a copy (Ajv coerces in place). */
export function errorsOf(schema: object, data: unknown): Record<string, string> {
  const validate = ajv.compile(schema as AnySchema);
  return validate(structuredClone(data)) ? {} : fieldErrors(validate.errors);
}

/** A deep copy of `base` changed by `change`. */
export function variant<T>(base: T, change: (copy: T) => void): T {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

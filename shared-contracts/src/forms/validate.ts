/**
 * The browser's one form validator: the contract schemas compiled ahead of time by Ajv
 * (`validators/compiled.js`, see `validators/generate.ts`), read with the same `fieldErrors`
 * as the services' answers. The page never compiles a schema (the gateway's security policy
 * forbids `new Function`), and both sides say the same words because they run the same
 * Ajv checks over the same schemas.
 */
import { fieldErrors } from '../field-errors';
import type { CompiledValidator } from './validators/compiled';

export type { CompiledValidator } from './validators/compiled';
export * from './validators/compiled';

/** Field path ('pricing.0.price') → the contract's message for its first problem. */
export type FieldErrors = Record<string, string>;

/**
 * Checks `values` as they would travel (a JSON copy: Ajv coerces in place, and a value
 * `undefined` is left out as JSON leaves it out). `{}` when they may be sent.
 */
export function validateForm(validator: CompiledValidator, values: unknown): FieldErrors {
  return validator(JSON.parse(JSON.stringify(values ?? {}))) ? {} : fieldErrors(validator.errors);
}

/** A flat form's schema: its fields are the names of its `properties`. */
export interface FlatForm {
  readonly properties: { readonly [name: string]: unknown };
}

export interface TextFormCheck<F extends FlatForm> {
  /** Field name → the contract's message for its first problem. */
  errors: Partial<Record<keyof F['properties'] & string, string>>;
  /** The values as the call takes them (Ajv's coercion makes numbers of number fields); empty fields left out. */
  data: Partial<Record<keyof F['properties'] & string, string | number>>;
}

/**
 * Checks a flat form whose inputs give text (the enquiry, checkout and booking forms). Only
 * the form's own fields are read, so nothing unknown reaches the request, and an empty
 * input counts as a field left out (the browser sends nothing for it).
 */
export function checkTextForm<F extends FlatForm>(
  validator: CompiledValidator,
  form: F,
  texts: Partial<Readonly<Record<string, string>>>,
): TextFormCheck<F> {
  const data: Record<string, string | number> = {};
  for (const name of Object.keys(form.properties)) {
    const text = texts[name];
    if (text !== undefined && text !== '') data[name] = text;
  }
  if (validator(data)) return { errors: {}, data } as TextFormCheck<F>;
  return { errors: fieldErrors(validator.errors), data } as TextFormCheck<F>;
}

/**
 * Reads a list's address (`?status=paid&page=2`) with its call's querystring schema and
 * compiled validator: each parameter the schema names, coerced (a page becomes a number)
 * with the schema's defaults filled in. A parameter the schema refuses (an unknown status, a
 * page of -1) is read as if the address had not named it, so a hand-edited link still opens
 * the list.
 */
export function readQuery<Query>(validator: CompiledValidator, schema: FlatForm, params: URLSearchParams): Query {
  const query: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties)) {
    const text = params.get(name);
    if (text !== null && text !== '') query[name] = text;
  }
  for (;;) {
    const read = { ...query };
    if (validator(read)) return read as Query;
    const refused = Object.keys(fieldErrors(validator.errors))
      .map((path) => path.split('.')[0])
      .filter((name) => name in query);
    // Nothing left to drop: the schema refuses even no parameters, a contract's own mistake.
    if (refused.length === 0) throw new Error(`The querystring schema refuses ${JSON.stringify(read)}`);
    for (const name of refused) delete query[name];
  }
}

/**
 * The address of a list's query: its set parameters in the schema's order, leaving out
 * what is empty or the schema's default (page 1), so the plain list has a plain address.
 */
export function addressOf(schema: FlatForm, query: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    if ((property as { default?: unknown }).default === value) continue;
    params.set(name, String(value));
  }
  return params;
}

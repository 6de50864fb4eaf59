/**
 * Reads a seed data file of this folder and checks it against its schema before the
 * generator sees it, so a typo in the data stops the seed with the file, the entry and
 * the field named, instead of turning into a strange package later.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

export const SEED_DATA_DIR = __dirname;

export class SeedDataError extends Error {
  override name = 'SeedDataError';
}

// Its own Ajv, not the request one: data files are never coerced ('4500' is not a number).
// strictRequired is off: the holiday-types file requires keys that its additionalProperties describe.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** Where in the file an error is: 'entry 3 (Japan) at /scene', 'entry Golf_Holidays at /days', 'the file'. */
function placeOf(data: unknown, instancePath: string): string {
  const [, first, ...rest] = instancePath.split('/');
  if (first === undefined) return 'the file';
  const entry = (data as Record<string, unknown>)[first];
  const name = Array.isArray(data) && entry && typeof entry === 'object' ? (entry as { name?: unknown }).name : undefined;
  const label = typeof name === 'string' ? `entry ${first} (${name})` : `entry ${first}`;
  return rest.length > 0 ? `${label} at /${rest.join('/')}` : label;
}

function describe(data: unknown, error: ErrorObject): string {
  const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` : '';
  return `${placeOf(data, error.instancePath)} ${error.message ?? 'is not valid'}${allowed}`;
}

/** Parses and checks the text of a data file; `file` names it in the error. */
export function parseSeedData<T>(file: string, text: string, schema: object): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SeedDataError(`Seed data file ${file} is not JSON: ${(error as Error).message}`);
  }
  const validate = validatorOf(schema);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((error) => `  ${describe(data, error)}`);
    throw new SeedDataError(`Seed data file ${file} does not match its schema:\n${problems.join('\n')}`);
  }
  return data as T;
}

export function loadSeedData<T>(file: string, schema: object): T {
  const where = path.join(SEED_DATA_DIR, file);
  let text: string;
  try {
    text = readFileSync(where, 'utf8');
  } catch (error) {
    throw new SeedDataError(`Seed data file ${file} cannot be read (${where}): ${(error as Error).message}`);
  }
  return parseSeedData<T>(file, text, schema);
}

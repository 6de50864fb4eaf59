/**
 * Checks a form's fields in the browser with the limits and messages of its contract
 * schema (the enquiry forms, the retreat's booking and checkout forms). The gateway's
 * security policy forbids eval, so Ajv's compiled validators cannot run in a browser; this
 * reads the few keywords those flat form schemas use (type, minLength, maxLength, pattern,
 * format email and date, enum, minimum, maximum, multipleOf) and their ajv-errors messages,
 * so the words stay in the contracts. The services validate again with Ajv, and each
 * remote's tests prove that both say the same on a table of inputs for its forms.
 */

interface FieldSchema {
  readonly type?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  readonly errorMessage?: string | { readonly [keyword: string]: string | undefined };
}

export interface ContractForm {
  readonly properties: { readonly [name: string]: FieldSchema };
  readonly required: readonly string[];
  readonly errorMessage?: { readonly required?: { readonly [name: string]: string | undefined } };
}

/** The field names of a contract form. */
export type FieldsOf<F extends ContractForm> = keyof F['properties'] & string;

/** An input's text by field name (what the visitor typed or chose). */
export type FormValues<F extends ContractForm> = { [K in FieldsOf<F>]: string };

export interface FormCheck<F extends ContractForm> {
  /** Field name → the contract's message for its first problem. */
  errors: Partial<Record<FieldsOf<F>, string>>;
  /** The values as the call takes them (numbers for number fields); empty optional fields left out. */
  data: Partial<Record<FieldsOf<F>, string | number>>;
}

/** ajv-formats' "full" e-mail format, the one the services validate with. */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** ajv-formats' "full" date: a real calendar day written YYYY-MM-DD (29 February only in leap years). */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month]);
}

/**
 * `values` are the inputs' texts by field name; a field left out counts as empty. Only the
 * fields of the form are read, so nothing unknown reaches the request.
 */
export function checkForm<F extends ContractForm>(form: F, values: Partial<Readonly<Record<string, string>>>): FormCheck<F> {
  const errors: Record<string, string> = {};
  const data: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(form.properties)) {
    const raw = values[name] ?? '';
    if (raw === '') {
      if (form.required.includes(name)) errors[name] = form.errorMessage?.required?.[name] ?? messageOf(schema, 'required');
      continue;
    }
    const numeric = schema.type === 'number' || schema.type === 'integer';
    const value = numeric ? Number(raw.trim()) : raw;
    const problem = numeric ? numberProblem(schema, value as number, raw) : textProblem(schema, raw);
    if (problem) errors[name] = messageOf(schema, problem);
    else data[name] = value;
  }
  return { errors, data } as FormCheck<F>;
}

/** True when the check found nothing wrong. */
export function isValid<F extends ContractForm>(check: FormCheck<F>): boolean {
  return Object.keys(check.errors).length === 0;
}

function numberProblem(schema: FieldSchema, value: number, raw: string): string | undefined {
  if (raw.trim() === '' || !Number.isFinite(value) || (schema.type === 'integer' && !Number.isInteger(value))) return 'type';
  if (schema.minimum !== undefined && value < schema.minimum) return 'minimum';
  if (schema.maximum !== undefined && value > schema.maximum) return 'maximum';
  if (schema.multipleOf !== undefined && !Number.isInteger(value / schema.multipleOf)) return 'multipleOf';
  return undefined;
}

function textProblem(schema: FieldSchema, value: string): string | undefined {
  if (schema.enum && !schema.enum.includes(value)) return 'enum';
  // Lengths in code points, as Ajv counts them.
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return 'minLength';
  if (schema.maxLength !== undefined && length > schema.maxLength) return 'maxLength';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return 'pattern';
  if (schema.format === 'email' && !EMAIL.test(value)) return 'format';
  if (schema.format === 'date' && !isDate(value)) return 'format';
  return undefined;
}

function messageOf(schema: FieldSchema, keyword: string): string {
  const { errorMessage } = schema;
  if (typeof errorMessage === 'string') return errorMessage;
  return errorMessage?.[keyword] ?? 'Please check this field';
}

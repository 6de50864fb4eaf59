/**
 * Checks a form's fields in the browser with the limits and messages of its contract schema
 * (checkoutForm, retreatBookingForm). The gateway's security policy forbids eval, so Ajv's
 * compiled validators cannot run here; this reads the few keywords those schemas use
 * (type, minLength, maxLength, pattern, format email, minimum, maximum, multipleOf) and
 * their ajv-errors messages, so the words stay in the contracts. The server validates
 * again with Ajv; validateForm.test.ts checks that both agree.
 */

interface FieldSchema {
  readonly type?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
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

/** ajv-formats' "full" e-mail format, the one the services validate with. */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export interface FormCheck {
  /** Field name → the contract's message for its first problem. */
  errors: Record<string, string>;
  /** The values as the call takes them (numbers for number fields); empty optional fields left out. */
  data: Record<string, string | number>;
}

/** `values` are the inputs' texts, by field name. */
export function validateForm(form: ContractForm, values: Readonly<Record<string, string>>): FormCheck {
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
  return { errors, data };
}

function numberProblem(schema: FieldSchema, value: number, raw: string): string | undefined {
  if (raw.trim() === '' || !Number.isFinite(value) || (schema.type === 'integer' && !Number.isInteger(value))) return 'type';
  if (schema.minimum !== undefined && value < schema.minimum) return 'minimum';
  if (schema.maximum !== undefined && value > schema.maximum) return 'maximum';
  if (schema.multipleOf !== undefined && !Number.isInteger(value / schema.multipleOf)) return 'multipleOf';
  return undefined;
}

function textProblem(schema: FieldSchema, value: string): string | undefined {
  // Lengths in code points, as Ajv counts them.
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return 'minLength';
  if (schema.maxLength !== undefined && length > schema.maxLength) return 'maxLength';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return 'pattern';
  if (schema.format === 'email' && !EMAIL.test(value)) return 'format';
  return undefined;
}

function messageOf(schema: FieldSchema, keyword: string): string {
  const { errorMessage } = schema;
  if (typeof errorMessage === 'string') return errorMessage;
  return errorMessage?.[keyword] ?? 'Please check this field';
}

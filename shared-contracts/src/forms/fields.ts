/**
 * Field building blocks of the visitor forms (enquiry, callback, checkout, booking). Each
 * field carries its own messages (ajv-errors), and the message for when it is missing, so
 * that every form and the service that receives it say the same words, written once here.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import { AIRPORTS, CALL_TIMES, ENQUIRY_WAYS, FOUND_US_OPTIONS } from '../entities/constants';

/** A field's schema and, for a field a form may require, the message shown when it is absent. */
export interface Field<S extends JSONSchema = JSONSchema> {
  readonly schema: S;
  readonly missing?: string;
}

/** The fields of `F` that carry a message for their absence, so a form may require them. */
export type RequirableKeys<F extends Record<string, Field>> = {
  [K in keyof F]: F[K] extends { readonly missing: string } ? K : never;
}[keyof F] &
  string;

/**
 * Characters no name or free text needs, and that let one text pass for another: control
 * characters (a NUL byte; line breaks and tabs stay allowed), zero-width characters (a
 * 'Public' that is not 'Public') and the bidirectional overrides and isolates that make text
 * read backwards on screen.
 */
export const INVISIBLE_CHARACTERS =
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2069\\uFEFF]';
export const INVISIBLE_CHARACTERS_MESSAGE = 'Please remove invisible or text-direction characters';
const visibleOnly = { not: { pattern: INVISIBLE_CHARACTERS } } as const;

/**
 * What a name may not hold beyond INVISIBLE_CHARACTERS: a name is one line, so line breaks
 * and tabs (which start a new header in a mail's subject, a new field in a CSV) are refused,
 * and so are lone UTF-16 surrogates, half a character no database or mail can carry (patterns
 * are Unicode-aware here, so a whole character outside the BMP is one code point and passes).
 */
export const NAME_BREAKING_CHARACTERS = '[\\t\\n\\r\\u2028\\u2029\\uD800-\\uDFFF]';
export const NAME_CHARACTERS_MESSAGE = 'Please write the name on one line, without tabs or broken characters';

/**
 * Control characters (tabs too; line breaks stay allowed) and lone surrogates, with the
 * invisible and text-direction ones: what a free text typed into a box of several lines may not hold.
 */
export const CONTROL_CHARACTERS =
  '[\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2069\\uFEFF\\uD800-\\uDFFF]';

/** A required name: a requiredText on one line (NAME_BREAKING_CHARACTERS refused too). */
export function requiredName<const M extends string, const Max extends number>(message: M, maxLength: Max, tooLong: string) {
  const text = requiredText(message, maxLength, tooLong);
  return {
    schema: { ...text.schema, allOf: [{ not: { pattern: NAME_BREAKING_CHARACTERS }, errorMessage: NAME_CHARACTERS_MESSAGE }] },
    missing: message,
  } as const;
}

/**
 * A text that must hold something other than blanks: an absent, empty or blank value all
 * get `message`, so the browser (which sends '') and a client that omits it read the same.
 * Invisible and text-direction characters are refused (INVISIBLE_CHARACTERS).
 */
export function requiredText<const M extends string, const Max extends number>(message: M, maxLength: Max, tooLong: string) {
  return {
    schema: {
      ...requiredSecret(message, maxLength, tooLong).schema,
      ...visibleOnly,
      errorMessage: { type: message, minLength: message, pattern: message, maxLength: tooLong, not: INVISIBLE_CHARACTERS_MESSAGE },
    },
    missing: message,
  } as const;
}

/** A required text taken as typed, whatever its characters (a password: it is never shown, only hashed). */
export function requiredSecret<const M extends string, const Max extends number>(message: M, maxLength: Max, tooLong: string) {
  return {
    schema: {
      type: 'string',
      minLength: 1,
      maxLength,
      pattern: '\\S',
      errorMessage: { type: message, minLength: message, pattern: message, maxLength: tooLong },
    },
    missing: message,
  } as const;
}

/** An optional free text: its length is limited (to what the database column holds), invisible characters refused. */
export function optionalText<const Max extends number>(maxLength: Max, tooLong: string) {
  return {
    type: 'string',
    maxLength,
    ...visibleOnly,
    errorMessage: { type: tooLong, maxLength: tooLong, not: INVISIBLE_CHARACTERS_MESSAGE },
  } as const;
}

export const firstName = requiredName('First name is required', 100, 'First name must be at most 100 characters');
export const lastName = requiredName('Last name is required', 100, 'Last name must be at most 100 characters');
/** A form that asks for one name (the home page's pop-up, labelled 'Name') says so; it is stored as the first name. */
export const fullName = requiredName('Name is required', 100, 'Name must be at most 100 characters');

const INVALID_EMAIL = 'Please enter a valid email address';
const EMAIL_REQUIRED = 'Email address is required';
export const email = {
  schema: {
    type: 'string',
    minLength: 1,
    maxLength: 254,
    format: 'email',
    errorMessage: { type: INVALID_EMAIL, minLength: EMAIL_REQUIRED, maxLength: INVALID_EMAIL, format: INVALID_EMAIL },
  },
  missing: EMAIL_REQUIRED,
} as const;

const INVALID_PHONE = 'Please enter a valid phone number';
const PHONE_REQUIRED = 'Phone number is required';
/** Tel-like: digits, spaces, +, - and parentheses, 7 to 20 characters of which at least 7 are digits. */
export const phone = {
  schema: {
    type: 'string',
    minLength: 1,
    pattern: '^(?=(?:\\D*\\d){7})[0-9+()\\- ]{7,20}$',
    errorMessage: { type: INVALID_PHONE, minLength: PHONE_REQUIRED, pattern: INVALID_PHONE },
  },
  missing: PHONE_REQUIRED,
} as const;

const CALL_TIME_MESSAGE = 'Please choose a preferred call time';
export const callTime = {
  schema: { type: 'string', enum: CALL_TIMES, errorMessage: CALL_TIME_MESSAGE },
  missing: CALL_TIME_MESSAGE,
} as const;

const WAY_MESSAGE = 'Please tell us how you found us';
/** The enquiry's source: 'quickContact' for the pop-up, else a 'How did you find us?' option. */
export const way = {
  schema: { type: 'string', enum: ENQUIRY_WAYS, errorMessage: WAY_MESSAGE },
  missing: WAY_MESSAGE,
} as const;
/** The callback form's 'How did you find us?' choice (sent as `way`). */
export const foundUs = {
  schema: { type: 'string', enum: FOUND_US_OPTIONS, errorMessage: WAY_MESSAGE },
  missing: WAY_MESSAGE,
} as const;

/** The pop-up's message, sent as `travelplans`. */
export const travelPlans = requiredText('Message is required', 2000, 'Message must be at most 2000 characters');

export const tripDuration = {
  type: 'integer',
  minimum: 1,
  maximum: 100,
  errorMessage: 'Duration must be between 1 and 100',
} as const;

/** A travel date as the browser's date input gives it (YYYY-MM-DD). */
export const travelDate = { type: 'string', format: 'date', errorMessage: 'Please enter a valid travel date' } as const;

export const airport = { type: 'string', enum: AIRPORTS, errorMessage: 'Please choose an airport from the list' } as const;

/** A traveller count (adults, children, infants): optional, a whole number from 0 (99 keeps it a sane integer). */
export function travellerCount<const M extends string>(message: M) {
  return { type: 'integer', minimum: 0, maximum: 99, errorMessage: message } as const;
}

/** Rupee amount of the generic checkout: a number of whole rupees, at least 1. */
export const amount = {
  schema: {
    type: 'number',
    minimum: 1,
    multipleOf: 1,
    errorMessage: {
      type: 'Amount must be a number',
      minimum: 'Amount must be at least 1 INR',
      multipleOf: 'Amount must be in whole rupees',
    },
  },
  missing: 'Amount is required',
} as const;

export const productInfo = requiredText('Product info is required', 100, 'Product info must be at most 100 characters');

/** PayU's user-defined fields (udf1 is the checkout's optional Reference ID); PayU allows 255 characters. */
export const udf = optionalText(255, 'Reference fields must be at most 255 characters');

/** `errorMessage.required` for an object whose required fields are `names`, taken from the fields' own `missing`. */
export function missingMessages<const F extends Record<string, Field>, const R extends readonly RequirableKeys<F>[]>(
  fields: F,
  names: R,
): { readonly [K in R[number]]: string } {
  return Object.fromEntries(names.map((name) => [name, fields[name].missing])) as { [K in R[number]]: string };
}

/** The `properties` of an object schema made of `fields`. */
export function propertiesOf<const F extends Record<string, Field>>(fields: F): { readonly [K in keyof F]: F[K]['schema'] } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema])) as { [K in keyof F]: F[K]['schema'] };
}

/**
 * A closed form schema: the given fields, of which `required` must be present, each
 * missing one named with its own message. Unknown fields are refused.
 */
export function formSchema<const F extends Record<string, Field>, const R extends readonly RequirableKeys<F>[]>(fields: F, required: R) {
  return {
    type: 'object',
    properties: propertiesOf(fields),
    required,
    additionalProperties: false,
    errorMessage: { required: missingMessages(fields, required) },
  } as const;
}

/** A field no form requires: only its schema. */
export function optional<const S extends JSONSchema>(schema: S): { readonly schema: S } {
  return { schema };
}

/**
 * The payment forms: the generic checkout (/PayUCheckout), the retreat booking modal, and
 * the request both send to `POST /api/payment/v1/initiate` (the staff spec's entities and validation rules).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RETREAT_ROOMS, ROOM_CATEGORIES } from '../entities/constants';
import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_TEXTS, proofOfWorkPayload } from '../entities/proofOfWork';
import { amount, email, firstName, formSchema, missingMessages, optional, phone, productInfo, propertiesOf, udf } from './fields';

/**
 * The checkout's amount: whole rupees from 1, and at most one crore, which is far above any
 * booking and keeps the amount inside the payments table's integer column.
 */
export const CHECKOUT_MAX_AMOUNT = 10_000_000;
const checkoutAmount = {
  schema: {
    ...amount.schema,
    maximum: CHECKOUT_MAX_AMOUNT,
    errorMessage: { ...amount.schema.errorMessage, maximum: 'Amount must be at most 1,00,00,000 INR' },
  },
  missing: amount.missing,
} as const;

/** Generic checkout: amount (INR, at least 1), product info, first name, e-mail and phone; udf1 is the optional Reference ID. */
export const checkoutForm = formSchema(
  { amount: checkoutAmount, productinfo: productInfo, firstname: firstName, email, phone, udf1: optional(udf) },
  ['amount', 'productinfo', 'firstname', 'email', 'phone'],
);
export type CheckoutForm = FromSchema<typeof checkoutForm>;

/** Retreat booking modal: what the visitor types (category, room, members and price are prefilled). */
export const retreatBookingForm = formSchema({ firstname: firstName, email, phone }, ['firstname', 'email', 'phone']);
export type RetreatBookingForm = FromSchema<typeof retreatBookingForm>;

const ROOM_MESSAGE = 'Please choose a room';
const MEMBERS_MESSAGE = 'Please choose the number of guests';
const initiateFields = {
  amount: checkoutAmount,
  productinfo: productInfo,
  firstname: firstName,
  email,
  phone,
  udf1: optional(udf),
  udf2: optional(udf),
  udf3: optional(udf),
  /** Retreat flow: the room category, the inventory item and the number of guests. */
  category: { schema: { type: 'string', enum: ROOM_CATEGORIES, errorMessage: ROOM_MESSAGE }, missing: ROOM_MESSAGE },
  itemId: { schema: { type: 'integer', minimum: 1, errorMessage: ROOM_MESSAGE }, missing: ROOM_MESSAGE },
  members: {
    schema: { type: 'integer', minimum: 1, errorMessage: MEMBERS_MESSAGE },
    missing: MEMBERS_MESSAGE,
  },
} as const;

const initiateBase = {
  type: 'object',
  properties: { ...propertiesOf(initiateFields), [PROOF_OF_WORK_FIELD]: proofOfWorkPayload },
  required: ['productinfo', 'firstname', 'email', 'phone'],
  additionalProperties: false,
} as const;

/** Each room's guest range (SoulPod 1–8, Harmony Quad 4–5, Duo Room 2–3), from RETREAT_ROOMS. */
const memberRanges = ROOM_CATEGORIES.map((category) => {
  const { minMembers, maxMembers } = RETREAT_ROOMS[category];
  return {
    if: { properties: { category: { const: category } }, required: ['category'] },
    then: {
      properties: {
        members: {
          minimum: minMembers,
          maximum: maxMembers,
          errorMessage: `${category} takes ${minMembers} to ${maxMembers} guests`,
        },
      },
    },
  };
});

/**
 * Body of `POST /api/payment/v1/initiate`. With a `category` it is a retreat booking: the
 * room and the guest count are required and the server writes the amount (members × the
 * room's price), the product info (`retreatProductInfo`) and udf1–udf3 (category, guests,
 * room id) itself, whatever the request says. Without one it is the generic checkout:
 * `amount` is required and the visitor's fields are used as sent.
 */
export const paymentInitiateRequest = {
  ...initiateBase,
  errorMessage: { required: missingMessages(initiateFields, initiateBase.required) },
  if: { required: ['category'] },
  then: {
    // A retreat booking holds places: it brings a solved proof of work (the generic checkout holds nothing).
    required: ['itemId', 'members', PROOF_OF_WORK_FIELD],
    errorMessage: {
      required: { ...missingMessages(initiateFields, ['itemId', 'members']), [PROOF_OF_WORK_FIELD]: PROOF_OF_WORK_TEXTS.missing },
    },
  },
  else: { required: ['amount'], errorMessage: { required: missingMessages(initiateFields, ['amount']) } },
  allOf: memberRanges,
} as const;
/** Typed from the schema without its conditions (which only add required fields and ranges). */
export type PaymentInitiateRequest = FromSchema<typeof initiateBase>;

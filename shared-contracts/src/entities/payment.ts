/**
 * The retreat's room inventory and the payment records and provider messages (the staff spec's entities,
 * and the PayU hosted-checkout protocol of DESIGN.md). What a visitor sends to start a
 * payment is `paymentInitiateRequest` in ../forms/checkout.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';
import type { RoomCategory } from './constants';
import { PAYMENT_STATUSES, ROOM_CATEGORIES, SANDBOX_OUTCOMES } from './constants';

/**
 * How long a retreat booking holds its room (or SoulPod places) while the visitor is at the
 * provider's page; without a callback by then the hold expires and the room is free again.
 * Short, since a hold keeps others out: a payment that arrives later still gets a place if
 * one is free, and is refunded automatically if none is.
 */
export const PAYMENT_HOLD_MINUTES = 10;

/**
 * Unpaid holds of a room may cover at most this percentage of its unsold places (rounded
 * down), however many addresses ask: the rest is sold to whoever pays first, without a hold,
 * so hoarders can never keep a guest from booking a free place. A checkout beyond the share
 * goes ahead without a hold; if its payment arrives when no place is left it is refunded in
 * full automatically (CALLBACK_ERRORS.noPlaceLeft). See docs/retreat-holds.md.
 */
export const RETREAT_HOLD_PERCENT = 50;
/** The most places (or rooms) unpaid holds may cover of a room with `unsold` places left. */
export function maxHeldPlaces(unsold: number, percent: number = RETREAT_HOLD_PERCENT): number {
  return Math.floor((Math.max(0, unsold) * percent) / 100);
}

/**
 * Checkouts one client may start (POST /api/payment/v1/initiate) in a quarter of an hour:
 * enough for a family retrying a declined card, too few to hold the retreat's places.
 */
export const CHECKOUT_RATE_LIMIT = { perQuarterHour: 6 } as const;
export const TOO_MANY_CHECKOUTS = 'Too many bookings have been started from your network. Please wait a few minutes and try again.';

/**
 * Hoarding (holding places nobody pays for) costs a hoarder more than it can block: a retreat
 * checkout brings a solved proof of work (PROOF_OF_WORK_FIELD), and it holds places only while
 * its client address has fewer than this many holds open, it takes at most half of what is
 * free of a room (rounded up), and the room's holds stay within RETREAT_HOLD_PERCENT of its
 * unsold places. A checkout past any of these goes ahead without a hold (never refused for it).
 */
export const HOLDS_PER_CLIENT = 1;
/** The most places (of a room sold per place) one checkout may hold with `bookable` left. */
export function maxPlacesPerCheckout(bookable: number): number {
  return Math.max(1, Math.ceil(bookable / 2));
}

export const PAYMENTS_UNAVAILABLE = 'Online payment is not available right now. Please call us to book.';
export const UNKNOWN_TRANSACTION = 'Unknown transaction';

/**
 * Why a callback ended on /PaymentFailed: the payment service puts one of these (or the
 * provider's error it stored on the payment) in the page's `error`. The page shows an error
 * text only when it is one of these or the stored one, never other words from an address.
 */
export const CALLBACK_ERRORS = {
  badHash: 'The payment response could not be verified',
  mismatch: 'The payment details do not match your booking',
  unknownTxnid: UNKNOWN_TRANSACTION,
  declined: 'The payment did not go through',
  expired: `The payment was not completed within ${PAYMENT_HOLD_MINUTES} minutes, so the booking expired. Please contact us.`,
  unconfirmed: 'The payment could not be confirmed with the provider yet. Please contact us before paying again.',
  noPlaceLeft:
    'Every place of this room was taken before your payment arrived, so it is being refunded in full automatically. You will receive an e-mail when the refund is made.',
  notConfigured: PAYMENTS_UNAVAILABLE,
} as const;

/** The product description of a retreat booking: the booking modal prefills it and the server stores it. */
export function retreatProductInfo(category: RoomCategory): string {
  return `The Awakening Retreat - ${category}`;
}

/** A retreat room category with what is left of it and its price per person (INR). */
export const inventoryItem = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    category: { type: 'string', enum: ROOM_CATEGORIES },
    /** The name an administrator gave the room; absent, the page shows the category. */
    name: { type: 'string' },
    /** Rooms still bookable (rooms held by unfinished checkouts are not counted). */
    availableItems: { type: 'integer' },
    /** The room's price per person is `items[0].price`; with no item the page uses RETREAT_FALLBACK_PRICE. */
    items: {
      type: 'array',
      items: { type: 'object', properties: { price: { type: 'integer' } }, required: ['price'] },
    },
  },
  required: ['_id', 'category', 'availableItems', 'items'],
} as const;
export type InventoryItem = Closed<FromSchema<typeof inventoryItem>>;

export const inventoryList = { type: 'array', items: inventoryItem } as const;

/**
 * Where the browser goes next: `paymentData` is posted, as hidden fields of an auto-submitted
 * form, to `paymentUrl` (PayU, or the built-in sandbox provider).
 */
export const paymentInitiateResponse = {
  type: 'object',
  properties: {
    paymentUrl: { type: 'string' },
    paymentData: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['paymentUrl', 'paymentData'],
} as const;
export type PaymentInitiateResponse = Closed<FromSchema<typeof paymentInitiateResponse>>;

/** A transaction id as the payment service issues it (PayU allows letters and digits, up to 25). */
export const txnidParam = {
  type: 'object',
  properties: {
    txnid: { type: 'string', pattern: '^[A-Za-z0-9]{1,25}$', errorMessage: 'Unknown transaction id' },
  },
  required: ['txnid'],
  additionalProperties: false,
} as const;

/** A payment as the result pages show it; see PAYMENT_STATUSES for what each status means. */
export const paymentStatusResponse = {
  type: 'object',
  properties: {
    txnid: { type: 'string' },
    status: { type: 'string', enum: PAYMENT_STATUSES },
    /** INR. */
    amount: { type: 'number' },
    productinfo: { type: 'string' },
    /** Retreat bookings only. */
    category: { type: 'string', enum: ROOM_CATEGORIES },
    members: { type: 'integer' },
    /** The provider's error text for a failed payment. */
    error: { type: 'string' },
  },
  required: ['txnid', 'status', 'amount', 'productinfo'],
} as const;
export type PaymentStatusResponse = Closed<FromSchema<typeof paymentStatusResponse>>;

const text = { type: 'string' } as const;

/**
 * What PayU posts (form-encoded) to surl/furl after a payment. PayU sends many more fields
 * than these, so others are allowed; the service trusts none of it until the reverse hash,
 * the txnid and the amount check out against the stored payment.
 */
export const payuCallbackBody = {
  type: 'object',
  properties: {
    mihpayid: text,
    mode: text,
    status: text,
    unmappedstatus: text,
    key: text,
    txnid: text,
    amount: text,
    productinfo: text,
    firstname: text,
    email: text,
    phone: text,
    udf1: text,
    udf2: text,
    udf3: text,
    udf4: text,
    udf5: text,
    /** The reverse hash: sha512 of SALT|status||||||udf5|…|udf1|email|firstname|productinfo|amount|txnid|key. */
    hash: text,
    /** PayU's error code and text on failure. */
    error: text,
    error_Message: text,
    field9: text,
    bank_ref_num: text,
    bankcode: text,
    /** Present when PayU added charges; it then leads the reverse hash. */
    additionalCharges: text,
  },
  required: ['status', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'hash'],
  additionalProperties: true,
} as const;
export type PayuCallbackBody = FromSchema<typeof payuCallbackBody>;

/**
 * What the merchant posts (form-encoded) to PayU's hosted page, here the sandbox's: the
 * request hash is sha512 of key|txnid|amount|productinfo|firstname|email|udf1|…|udf5||||||SALT.
 */
export const sandboxPayBody = {
  type: 'object',
  properties: {
    key: text,
    txnid: text,
    amount: text,
    productinfo: text,
    firstname: text,
    email: text,
    phone: text,
    /** Where the provider posts a success, and a failure. */
    surl: text,
    furl: text,
    hash: text,
    udf1: text,
    udf2: text,
    udf3: text,
    udf4: text,
    udf5: text,
  },
  required: ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'surl', 'furl', 'hash'],
  additionalProperties: true,
} as const;
export type SandboxPayBody = FromSchema<typeof sandboxPayBody>;

/** The sandbox page's buttons: finish the payment `txnid` as a success or a failure. */
export const sandboxCompleteBody = {
  type: 'object',
  properties: {
    txnid: { type: 'string', minLength: 1, maxLength: 25 },
    outcome: { type: 'string', enum: SANDBOX_OUTCOMES },
  },
  required: ['txnid', 'outcome'],
  additionalProperties: false,
} as const;
export type SandboxCompleteBody = FromSchema<typeof sandboxCompleteBody>;

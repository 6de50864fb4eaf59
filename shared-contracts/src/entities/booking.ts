/**
 * Retreat bookings and payments as the back office sees them: the list with its
 * filters and totals, one booking with its full event history, the provider check of a
 * pending payment and refunds. The payment service (services/payment/src/bookings/) serves
 * them; money is integer rupees, times are ISO 8601 (UTC) and shown in India time.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { CONTROL_CHARACTERS } from '../forms/fields';
import type { Closed } from '../types';
import { ROOM_CATEGORIES } from './constants';

/**
 * What staff call a payment's state: held (the guest is at the provider; the room is held),
 * paid, failed, expired (the hold ran out or a newer checkout replaced it), refunded (the whole
 * amount was refunded; a partly refunded booking stays paid and shows its refunded amount),
 * cancelled (staff cancelled a paid booking: its places are free again, the money stays until
 * refunded). Refunded in full and cancelled both free the booking's places.
 */
export const BOOKING_STATUSES = ['held', 'paid', 'failed', 'expired', 'refunded', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The retreat is three nights whatever the room (the retreat page says so). */
export const RETREAT_NIGHTS = 3;

/** Bookings per page: the default and the most one page may ask for. */
export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKINGS_PAGE_SIZE_MAX = 100;

/** A refund's reason: required, at most this long. */
export const REFUND_REASON_MAX_LENGTH = 500;

/** The words the payment service answers about bookings and refunds, written once. */
export const BOOKING_MESSAGES = {
  unknownBooking: 'No booking has this transaction id',
  refundAmountRequired: 'Enter the amount to refund in whole rupees',
  refundAmountPositive: 'The amount to refund must be at least ₹1',
  refundReasonRequired: 'Give the reason for the refund',
  refundReasonTooLong: `The reason is at most ${REFUND_REASON_MAX_LENGTH} characters`,
  refundReasonCharacters: 'The reason may hold letters, figures, signs and line breaks only: please remove tabs and invisible characters',
  notPaid: 'Only a paid booking can be refunded',
  noProviderReference: 'This payment has no provider reference, so the provider cannot refund it',
  nothingLeft: 'This booking has been refunded in full already',
  tooMuch: (refundable: number) => `At most ₹${refundable.toLocaleString('en-IN')} can still be refunded`,
  providerRefused: (why: string) => `The payment provider refused the refund: ${why}`,
  providerUnreachable: 'The payment provider could not be reached, so nothing was refunded. Check the provider before trying again.',
  providerNoAnswer:
    'The payment provider did not answer, so the refund may or may not have been made. It is kept under way, its amount set aside, and the provider is asked again in a few minutes: the history shows the outcome.',
  notPending: 'Only a payment still waiting for the provider can be checked',
  providerUnreachableForCheck: 'The payment provider could not be reached. Nothing was changed; try again in a moment.',
  noProvider: 'No payment provider is configured, so it cannot be asked',
  cancelReasonRequired: 'Give the reason for the cancellation',
  cancelReasonTooLong: `The reason is at most ${REFUND_REASON_MAX_LENGTH} characters`,
  notCancellable: 'Only a paid booking can be cancelled',
  alreadyCancelled: 'This booking is cancelled already',
} as const;

const isoTime = { type: 'string', format: 'date-time' } as const;
const rupees = { type: 'integer', minimum: 0 } as const;

export const booking = {
  type: 'object',
  properties: {
    txnid: { type: 'string' },
    status: { type: 'string', enum: BOOKING_STATUSES },
    guest: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
      required: ['name', 'email', 'phone'],
    },
    /** The retreat room; null for a payment of the generic checkout (no room). */
    room: { type: ['string', 'null'], enum: [...ROOM_CATEGORIES, null] },
    guests: { type: ['integer', 'null'] },
    nights: { type: ['integer', 'null'] },
    productinfo: { type: 'string' },
    amount: rupees,
    /** Refunded so far (refunds under way included). */
    refunded: rupees,
    /** What can still be refunded: the amount paid less what was refunded (0 unless paid). */
    refundable: rupees,
    /** The provider's own id of the payment (PayU's mihpayid). */
    providerReference: { type: ['string', 'null'] },
    /** Why it failed or expired. */
    error: { type: ['string', 'null'] },
    createdAt: isoTime,
    updatedAt: isoTime,
    /** Until when the room is held (held bookings). */
    holdExpiresAt: { type: ['string', 'null'], format: 'date-time' },
    /** Who cancelled the booking, when and why (cancelled bookings only). */
    cancellation: {
      type: 'object',
      properties: { at: isoTime, by: { type: 'string' }, reason: { type: 'string' } },
      required: ['at', 'by', 'reason'],
    },
  },
  required: [
    'txnid',
    'status',
    'guest',
    'room',
    'guests',
    'nights',
    'productinfo',
    'amount',
    'refunded',
    'refundable',
    'providerReference',
    'error',
    'createdAt',
    'updatedAt',
    'holdExpiresAt',
  ],
} as const;
export type Booking = Closed<FromSchema<typeof booking>>;

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';

/** The list's filters (all optional; they combine) and its page. */
export const bookingListQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: BOOKING_STATUSES, errorMessage: `status is one of ${BOOKING_STATUSES.join(', ')}` },
    room: { type: 'string', enum: ROOM_CATEGORIES, errorMessage: `room is one of ${ROOM_CATEGORIES.join(', ')}` },
    /** First and last day booked (India time), both included. */
    from: { type: 'string', format: 'date', errorMessage: `from: ${DATE_MESSAGE}` },
    to: { type: 'string', format: 'date', errorMessage: `to: ${DATE_MESSAGE}` },
    /** A name, e-mail, phone number (any spacing, with or without +91) or transaction id, or part of one. */
    q: { type: 'string', maxLength: 100, errorMessage: 'The search is at most 100 characters' },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, errorMessage: 'page must be a whole number from 1' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: BOOKINGS_PAGE_SIZE_MAX,
      default: BOOKINGS_PAGE_SIZE,
      errorMessage: `limit must be a whole number from 1 to ${BOOKINGS_PAGE_SIZE_MAX}`,
    },
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: the bookings list takes status, room, from, to, q, page and limit' },
} as const;
export type BookingListQuery = FromSchema<typeof bookingListQuery, { keepDefaultedPropertiesOptional: true }>;

/** The CSV export takes the list's filters, never a page: it is the whole filtered set. */
export const bookingExportQuery = {
  type: 'object',
  properties: {
    status: bookingListQuery.properties.status,
    room: bookingListQuery.properties.room,
    from: bookingListQuery.properties.from,
    to: bookingListQuery.properties.to,
    q: bookingListQuery.properties.q,
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: the bookings export takes status, room, from, to and q' },
} as const;
export type BookingExportQuery = FromSchema<typeof bookingExportQuery>;

/** The filtered set's totals (every page of it). */
export const bookingTotals = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    /** The amounts of every booking in the set. */
    amount: rupees,
    /** The amounts of the paid, refunded and cancelled ones: money received. */
    paid: rupees,
    refunded: rupees,
    /** Net takings: money received less what was refunded of it. */
    net: { type: 'integer' },
  },
  required: ['count', 'amount', 'paid', 'refunded', 'net'],
} as const;
export type BookingTotals = Closed<FromSchema<typeof bookingTotals>>;

export const bookingPage = {
  type: 'object',
  properties: {
    data: { type: 'array', items: booking },
    pagination: {
      type: 'object',
      properties: {
        currentPage: { type: 'integer' },
        totalPages: { type: 'integer' },
        totalEntries: { type: 'integer' },
        limit: { type: 'integer' },
      },
      required: ['currentPage', 'totalPages', 'totalEntries', 'limit'],
    },
    totals: bookingTotals,
  },
  required: ['data', 'pagination', 'totals'],
} as const;
export type BookingPage = Closed<FromSchema<typeof bookingPage>>;

/**
 * One entry of a booking's history:
 * - initiated: the checkout started (amount, room, guests);
 * - hold-placed / hold-released: rooms taken from and given back to the inventory;
 * - callback: the provider's return (surl or furl) with the verdict, `verified` when its
 *   signature checked out;
 * - status-check: staff asked the provider (who, its answer, what changed);
 * - refund: a refund made or refused (who, amount, reason, the provider's answer);
 * - cancel: staff cancelled the booking (who, why); its places are released in the same step.
 */
export const BOOKING_EVENT_KINDS = ['initiated', 'hold-placed', 'hold-released', 'callback', 'status-check', 'refund', 'cancel'] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

export const bookingEvent = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: isoTime,
    kind: { type: 'string', enum: BOOKING_EVENT_KINDS },
    /** What became of it: accepted, duplicate, bad-hash, expired, refunded, refused… */
    verdict: { type: 'string' },
    /** Callbacks: whether the provider's signature checked out. */
    verified: { type: 'boolean' },
    /** The facts worth showing, as text (the callback's status and reference, the refund's reason…). */
    details: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['id', 'at', 'kind', 'verdict', 'details'],
} as const;
export type BookingEvent = Closed<FromSchema<typeof bookingEvent>>;

export const REFUND_STATUSES = ['requested', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refund = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    amount: rupees,
    reason: { type: 'string' },
    status: { type: 'string', enum: REFUND_STATUSES },
    /** The provider's reference of the refund, once it accepted it. */
    providerReference: { type: ['string', 'null'] },
    /** Why the provider refused it. */
    error: { type: ['string', 'null'] },
    by: { type: 'string' },
    at: isoTime,
  },
  required: ['id', 'amount', 'reason', 'status', 'providerReference', 'error', 'by', 'at'],
} as const;
export type Refund = Closed<FromSchema<typeof refund>>;

export const bookingDetail = {
  type: 'object',
  properties: {
    booking,
    /** Oldest first. */
    events: { type: 'array', items: bookingEvent },
    /** Oldest first. */
    refunds: { type: 'array', items: refund },
  },
  required: ['booking', 'events', 'refunds'],
} as const;
export type BookingDetail = Closed<FromSchema<typeof bookingDetail>>;

/** A refund as staff ask for it: whole rupees and a reason. */
export const refundRequest = {
  type: 'object',
  properties: {
    amount: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000_000,
      errorMessage: {
        type: BOOKING_MESSAGES.refundAmountRequired,
        minimum: BOOKING_MESSAGES.refundAmountPositive,
        maximum: BOOKING_MESSAGES.refundAmountRequired,
      },
    },
    reason: {
      type: 'string',
      minLength: 1,
      maxLength: REFUND_REASON_MAX_LENGTH,
      pattern: '\\S',
      not: { pattern: CONTROL_CHARACTERS },
      errorMessage: {
        type: BOOKING_MESSAGES.refundReasonRequired,
        minLength: BOOKING_MESSAGES.refundReasonRequired,
        pattern: BOOKING_MESSAGES.refundReasonRequired,
        maxLength: BOOKING_MESSAGES.refundReasonTooLong,
        not: BOOKING_MESSAGES.refundReasonCharacters,
      },
    },
  },
  required: ['amount', 'reason'],
  additionalProperties: false,
  errorMessage: {
    required: { amount: BOOKING_MESSAGES.refundAmountRequired, reason: BOOKING_MESSAGES.refundReasonRequired },
    additionalProperties: 'A refund takes amount and reason only',
  },
} as const;
export type RefundRequest = FromSchema<typeof refundRequest>;

/** A cancellation as staff ask for it: the reason (kept in the booking's history). */
export const cancelRequest = {
  type: 'object',
  properties: {
    reason: {
      type: 'string',
      minLength: 1,
      maxLength: REFUND_REASON_MAX_LENGTH,
      pattern: '\\S',
      errorMessage: {
        type: BOOKING_MESSAGES.cancelReasonRequired,
        minLength: BOOKING_MESSAGES.cancelReasonRequired,
        pattern: BOOKING_MESSAGES.cancelReasonRequired,
        maxLength: BOOKING_MESSAGES.cancelReasonTooLong,
      },
    },
  },
  required: ['reason'],
  additionalProperties: false,
  errorMessage: { required: { reason: BOOKING_MESSAGES.cancelReasonRequired }, additionalProperties: 'A cancellation takes a reason only' },
} as const;
export type CancelRequest = FromSchema<typeof cancelRequest>;

/** The cancelled booking as it is now. */
export const cancelResult = {
  type: 'object',
  properties: { booking },
  required: ['booking'],
} as const;
export type CancelResult = Closed<FromSchema<typeof cancelResult>>;

/** What the provider check did: the provider's word and the booking as it is now. */
export const bookingCheckResult = {
  type: 'object',
  properties: {
    /** The provider's status word ('success', 'failure', 'pending', 'Not Found'…). */
    providerStatus: { type: 'string' },
    /** Whether the check moved the booking (held → paid or failed). */
    changed: { type: 'boolean' },
    booking,
  },
  required: ['providerStatus', 'changed', 'booking'],
} as const;
export type BookingCheckResult = Closed<FromSchema<typeof bookingCheckResult>>;

export const refundResult = {
  type: 'object',
  properties: { refund, booking },
  required: ['refund', 'booking'],
} as const;
export type RefundResult = Closed<FromSchema<typeof refundResult>>;

/** What the payment service tells a visitor, in one place. */
import { PAYMENT_HOLD_MINUTES, type RoomCategory } from '@agency/contracts';

export const ROOM_NOT_OFFERED = 'Please choose a room';
export const PAYMENTS_UNAVAILABLE = 'Online payment is not available right now. Please call us to book.';
export const UNKNOWN_TRANSACTION = 'Unknown transaction';

/** 409 of a booking that needs more than is left (places for SoulPod, rooms otherwise). */
export function soldOut(category: RoomCategory, left: number, unit: 'place' | 'room'): string {
  if (left <= 0) return `Sold Out: ${category} has no ${unit === 'place' ? 'places' : 'rooms'} left`;
  return `Sold Out: only ${left} ${unit === 'place' ? (left === 1 ? 'place' : 'places') : left === 1 ? 'room' : 'rooms'} left in ${category}`;
}

/** Why a callback ended on /PaymentFailed (shown there as the error text). */
export const CALLBACK_ERRORS = {
  badHash: 'The payment response could not be verified',
  mismatch: 'The payment details do not match your booking',
  unknownTxnid: UNKNOWN_TRANSACTION,
  declined: 'The payment did not go through',
  expired: `The payment was not completed within ${PAYMENT_HOLD_MINUTES} minutes, so the booking expired. Please contact us.`,
  unconfirmed: 'The payment could not be confirmed with the provider yet. Please contact us before paying again.',
  notConfigured: PAYMENTS_UNAVAILABLE,
} as const;

/** Stored on a payment whose hold ran out. */
export const HOLD_EXPIRED = `Not paid within ${PAYMENT_HOLD_MINUTES} minutes`;

/** What the payment service tells a visitor, in one place. */
import { CALLBACK_ERRORS, PAYMENT_HOLD_MINUTES, PAYMENTS_UNAVAILABLE, type RoomCategory, UNKNOWN_TRANSACTION } from '@agency/contracts';

export { CALLBACK_ERRORS, PAYMENTS_UNAVAILABLE, UNKNOWN_TRANSACTION };
export const ROOM_NOT_OFFERED = 'Please choose a room';

/** 409 of a booking that needs more than is left (places for SoulPod, rooms otherwise). */
export function soldOut(category: RoomCategory, left: number, unit: 'place' | 'room'): string {
  if (left <= 0) return `Sold Out: ${category} has no ${unit === 'place' ? 'places' : 'rooms'} left`;
  return `Sold Out: only ${left} ${unit === 'place' ? (left === 1 ? 'place' : 'places') : left === 1 ? 'room' : 'rooms'} left in ${category}`;
}

/** Stored on a hold its contact replaced by starting another checkout. */
export const HOLD_SUPERSEDED = 'Replaced by a newer checkout with the same e-mail or phone';

/** Stored on a payment whose hold ran out. */
export const HOLD_EXPIRED = `Not paid within ${PAYMENT_HOLD_MINUTES} minutes`;

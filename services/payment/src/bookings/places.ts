/**
 * A paid booking gives its places back to its room when it is refunded in full or cancelled:
 * the record stays (status success, its refunds, its history) but it no longer takes places.
 * `places_held` goes to 0 in a conditional UPDATE, so whichever of a last refund and a
 * cancellation comes second returns nothing, and `places = bookable + held + paid`
 * (rooms/rooms.ts) holds throughout.
 */
import type { Knex } from 'knex';
import { BOOKING_TABLES as B, type PaymentRow, TABLES as T } from '../db/rows';
import { logPaymentEvent } from '../events';
import { returnUnits } from '../holds';

type Booked = Pick<PaymentRow, 'id' | 'txnid' | 'inventory_id'>;

/** Returns the booking's places to its room, in the caller's transaction; answers how many. */
export async function freeBookingPlaces(
  trx: Knex.Transaction,
  payment: Booked,
  why: 'refunded' | 'cancelled',
  now: number,
): Promise<number> {
  if (payment.inventory_id === null) return 0;
  const current: Pick<PaymentRow, 'places_held'> | undefined = await trx(T.payments).where({ id: payment.id }).first('places_held');
  const places = Number(current?.places_held ?? 0);
  if (places <= 0) return 0;
  const changed = await trx(T.payments).where({ id: payment.id, places_held: places }).update({ places_held: 0, updated_at: now });
  if (changed !== 1) return 0;
  await returnUnits(trx, payment.inventory_id, places, now);
  await logPaymentEvent(trx, { txnid: payment.txnid, kind: 'hold-released', payload: { placesReturned: places }, verdict: why, now });
  return places;
}

/** Rupees of the payment's refunds that the provider has made (not those under way or refused). */
export async function refundedSoFar(trx: Knex.Transaction, paymentId: number): Promise<number> {
  const row: { total?: number | string | null } | undefined = await trx(B.refunds)
    .where({ payment_id: paymentId, status: 'refunded' })
    .sum({ total: 'amount' })
    .first();
  return Number(row?.total ?? 0);
}

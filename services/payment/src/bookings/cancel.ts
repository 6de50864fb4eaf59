/**
 * Cancelling a paid booking (administrators and managers): its places are bookable again, the
 * money stays where it is (a refund, if one is due, is its own step), and the record keeps
 * who cancelled, when and why, with an entry in its history. One transaction; the conditional
 * UPDATE on `cancelled_at` lets only one of two simultaneous cancellations through.
 */

import { BOOKING_MESSAGES } from '@agency/contracts';
import { conflict, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { logPaymentEvent } from '../events';
import { freeBookingPlaces } from './places';
import { type BookingRow, bookingStatus, findBooking } from './query';
import type { Actor } from './refunds';

export async function cancelBooking(db: Knex, txnid: string, reasonAsTyped: string, actor: Actor, now: number): Promise<BookingRow> {
  const reason = reasonAsTyped.trim();
  return db.transaction(async (trx) => {
    const payment = await findBooking(trx, txnid);
    if (!payment) throw notFound(BOOKING_MESSAGES.unknownBooking);
    const status = bookingStatus(payment);
    if (status === 'cancelled') throw conflict(BOOKING_MESSAGES.alreadyCancelled);
    if (status !== 'paid') throw conflict(BOOKING_MESSAGES.notCancellable);
    const changed = await trx(T.payments)
      .where({ id: payment.id, status: 'success' })
      .whereNull('cancelled_at')
      .update({ cancelled_at: now, cancelled_by: actor.username.slice(0, 64), cancel_reason: reason, updated_at: now });
    if (changed !== 1) throw conflict(BOOKING_MESSAGES.alreadyCancelled);
    await logPaymentEvent(trx, { txnid, kind: 'cancel', payload: { reason, by: actor.username }, verdict: 'cancelled', now });
    await freeBookingPlaces(trx, payment, 'cancelled', now);
    return (await findBooking(trx, txnid)) as BookingRow;
  });
}

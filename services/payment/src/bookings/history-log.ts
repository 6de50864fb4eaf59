/**
 * The events of a booking's history that the checkout writes itself: the start of a
 * checkout and the hold it placed, logged in the transaction that stores the payment.
 */
import type { Knex } from 'knex';
import type { PaymentRow } from '../db/rows';
import { logPaymentEvent } from '../events';

type StartedPayment = Pick<
  PaymentRow,
  'txnid' | 'amount' | 'productinfo' | 'category' | 'members' | 'inventory_id' | 'places_held' | 'hold_expires_at'
>;

export async function logInitiated(trx: Knex.Transaction, payment: StartedPayment, now: number): Promise<void> {
  await logPaymentEvent(trx, {
    txnid: payment.txnid,
    kind: 'initiated',
    payload: {
      amount: payment.amount,
      productinfo: payment.productinfo,
      ...(payment.category ? { room: payment.category, guests: payment.members } : {}),
    },
    verdict: 'recorded',
    now,
  });
  if (payment.inventory_id !== null && payment.places_held > 0) {
    await logPaymentEvent(trx, {
      txnid: payment.txnid,
      kind: 'hold-placed',
      payload: { placesHeld: payment.places_held, holdExpiresAt: payment.hold_expires_at },
      verdict: 'held',
      now,
    });
  }
}

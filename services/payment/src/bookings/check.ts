/**
 * 'Check with provider': staff ask the provider's verify call about a payment that
 * is still pending (the guest says they paid, the callback never came) and its answer is
 * applied once, like a callback's: a success for the right amount makes it paid (the held room
 * becomes the sale), a failure makes it failed and gives the room back, anything else changes
 * nothing. The move is one conditional UPDATE, so a callback or an expiry arriving meanwhile,
 * or a second check, changes nothing twice. Every check is in the booking's history.
 */

import { BOOKING_MESSAGES, CALLBACK_ERRORS } from '@agency/contracts';
import { conflict, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { type EventVerdict, logPaymentEvent } from '../events';
import { returnUnits } from '../holds';
import type { PaymentVerifier } from '../payu/verify';
import { type BookingRow, findBooking } from './query';
import type { Actor } from './refunds';

/** PayU's words for a payment that did not go through (as callbacks.ts reads them). */
const FAILED_STATUSES = new Set(['failure', 'failed', 'cancel', 'cancelled', 'usercancelled']);

export interface CheckOutcome {
  providerStatus: string;
  changed: boolean;
  payment: BookingRow;
}

export async function checkWithProvider(
  db: Knex,
  txnid: string,
  deps: { verifier: PaymentVerifier; actor: Actor; now: () => number },
): Promise<CheckOutcome> {
  const payment = await findBooking(db, txnid);
  if (!payment) throw notFound(BOOKING_MESSAGES.unknownBooking);
  if (payment.status !== 'pending') throw conflict(BOOKING_MESSAGES.notPending);

  let providerStatus: string;
  let to: 'success' | 'failure' | undefined;
  let mihpayid: string | null = null;
  try {
    const answer = await deps.verifier.verify(txnid);
    providerStatus = answer.status;
    mihpayid = answer.mihpayid ? answer.mihpayid.slice(0, 64) : null;
    const status = answer.status.toLowerCase();
    if (status === 'success' && answer.amount === Number(payment.amount)) to = 'success';
    else if (FAILED_STATUSES.has(status)) to = 'failure';
  } catch {
    const now = deps.now();
    await logPaymentEvent(db, { txnid, kind: 'status-check', payload: { by: deps.actor.username }, verdict: 'unreachable', now });
    return { providerStatus: 'unreachable', changed: false, payment };
  }

  const now = deps.now();
  const changed = await db.transaction(async (trx) => {
    let verdict: EventVerdict = 'no-change';
    if (to) {
      const moved = await trx(T.payments)
        .where({ id: payment.id, status: 'pending' })
        .update({ status: to, mihpayid, error: to === 'failure' ? CALLBACK_ERRORS.declined : null, updated_at: now });
      if (moved === 1) {
        verdict = to === 'success' ? 'paid' : 'declined';
        if (to === 'failure' && payment.inventory_id !== null) {
          await returnUnits(trx, payment.inventory_id, Number(payment.places_held), now);
          await logPaymentEvent(trx, {
            txnid,
            kind: 'hold-released',
            payload: { placesReturned: Number(payment.places_held) },
            verdict: 'failed',
            now,
          });
        }
      }
    }
    await logPaymentEvent(trx, {
      txnid,
      kind: 'status-check',
      payload: { by: deps.actor.username, providerStatus, ...(mihpayid ? { reference: mihpayid } : {}) },
      verdict,
      now,
    });
    return verdict !== 'no-change';
  });
  return { providerStatus, changed, payment: (await findBooking(db, txnid)) as BookingRow };
}

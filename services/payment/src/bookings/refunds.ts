/**
 * Refunding a paid booking, full or part, in three steps:
 * 1. reserve: one transaction adds the amount to the payment's refunded_amount with a
 *    conditional UPDATE (only while the payment is paid and the sum stays within its amount)
 *    and stores the refund as requested, so two staff refunding at once can never exceed what
 *    was paid, on any number of instances and on SQLite and MySQL alike;
 * 2. ask the provider (outside any transaction: PayU may take seconds);
 * 3. record the answer: `recordRefund` (accepted) or `releaseRefund` (refused, or the provider
 *    was never reached: the reservation is given back), each one transaction that also writes
 *    the history. When the provider may have been reached but did not answer (a timeout, a
 *    reset), nothing is recorded: the refund stays requested, its amount reserved, and the
 *    recovery sweep asks again with the same token once REFUND_LEASE_MS has passed. Giving the
 *    amount back then would let staff refund it a second time, under a new token.
 *
 * The provider's token (`requestId`) is stored with the reservation: when the process dies
 * between steps 1 and 3, the refund stays requested, and the recovery sweep
 * (./refund-recovery.ts) asks the provider again with the same token (which refunds at most
 * once) and records the answer with the same two functions. Both change only a refund that is
 * still requested, and write the history only when they did, so whoever answers second (the
 * sweep or a first caller that came back late) records nothing.
 *
 * `recordRefund` is the one place a refund becomes final: whatever else must happen exactly
 * when a refund is made (the guest's mail in the outbox) belongs in its transaction.
 */
import { randomBytes } from 'node:crypto';
import { BOOKING_MESSAGES, type Refund, type RefundRequest } from '@agency/contracts';
import { conflict, insertOne, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { BOOKING_TABLES as B, type PaymentRow, type RefundRow, TABLES as T } from '../db/rows';
import { logPaymentEvent } from '../events';
import { queueRefundMail } from '../mail';
import { refundOf } from './history';
import { freeBookingPlaces, refundedSoFar } from './places';
import { type BookingRow, findBooking } from './query';
import { type RefundAnswer, RefundNotSent, type RefundProvider } from './refund-provider';

export interface Actor {
  id: number | null;
  username: string;
}

/** What became of a refund: made (with the payment as it is now) or refused by the provider (nothing refunded). */
export type RefundOutcome =
  | { made: true; refund: Refund; payment: BookingRow }
  | { made: false; status: 502; message: string; refund: Refund; payment: BookingRow };

export async function refundBooking(
  db: Knex,
  txnid: string,
  request: RefundRequest,
  deps: { provider: RefundProvider; actor: Actor; now: () => number },
): Promise<RefundOutcome> {
  const reason = request.reason.trim();
  const reserved = await reserveRefund(db, txnid, request.amount, reason, deps.actor, deps.now());
  return settleRefund(db, txnid, reserved, deps);
}

/** Steps 2 and 3 of a reserved refund: asks the provider and records its answer. */
export async function settleRefund(
  db: Knex,
  txnid: string,
  reserved: Reserved,
  deps: { provider: RefundProvider; now: () => number },
): Promise<RefundOutcome> {
  let answer: RefundAnswer | 'not sent' | 'no answer';
  try {
    answer = await deps.provider.refund({
      txnid,
      providerReference: reserved.providerReference,
      amount: Number(reserved.refund.amount),
      requestId: reserved.requestId,
    });
  } catch (error) {
    answer = error instanceof RefundNotSent ? 'not sent' : 'no answer';
  }
  if (answer !== 'no answer') {
    const settled = answer;
    await db.transaction((trx) =>
      settled === 'not sent'
        ? releaseRefund(trx, reserved.refund, BOOKING_MESSAGES.providerUnreachable, deps.now())
        : settled.ok
          ? recordRefund(trx, reserved.refund, settled.reference, deps.now())
          : releaseRefund(trx, reserved.refund, BOOKING_MESSAGES.providerRefused(settled.message), deps.now()),
    );
  }
  const [refund, payment] = await Promise.all([refundById(db, reserved.refund.id), findBooking(db, txnid)]);
  // The refund as stored is the answer: had this call outlasted REFUND_LEASE_MS, the recovery
  // sweep may have recorded it first, and what it recorded stands.
  if (refund.status === 'refunded') return { made: true, refund, payment: payment as BookingRow };
  const message =
    refund.status === 'requested' ? BOOKING_MESSAGES.providerNoAnswer : (refund.error ?? BOOKING_MESSAGES.providerUnreachable);
  return { made: false, status: 502, message, refund, payment: payment as BookingRow };
}

async function refundById(db: Knex, id: number): Promise<Refund> {
  const row: RefundRow = await db(B.refunds).where({ id }).first();
  return refundOf(row);
}

export interface Reserved {
  refund: RefundRow;
  providerReference: string;
  /** The token the provider gets: asking twice with it refunds once. */
  requestId: string;
}

/**
 * Step 1: the amount is taken from what is left to refund, or the refund is refused with the
 * reason. Exported for the recovery tests, which stop a refund right after this step.
 */
export async function reserveRefund(
  db: Knex | Knex.Transaction,
  txnid: string,
  amount: number,
  reason: string,
  actor: Actor,
  now: number,
): Promise<Reserved> {
  return db.transaction(async (trx) => {
    const payment = await findBooking(trx, txnid);
    if (!payment) throw notFound(BOOKING_MESSAGES.unknownBooking);
    if (payment.status !== 'success') throw conflict(BOOKING_MESSAGES.notPaid);
    if (!payment.mihpayid) throw conflict(BOOKING_MESSAGES.noProviderReference);
    const changed = await trx(T.payments)
      .where({ id: payment.id, status: 'success' })
      .andWhereRaw('?? + ? <= ??', ['refunded_amount', amount, 'amount'])
      .update({ refunded_amount: trx.raw('?? + ?', ['refunded_amount', amount]), updated_at: now });
    if (changed !== 1) {
      // Read again: another refund may have been reserved since the read above.
      const current = (await findBooking(trx, txnid)) as BookingRow;
      const left = Math.max(0, Number(current.amount) - Number(current.refunded_amount));
      throw conflict(left === 0 ? BOOKING_MESSAGES.nothingLeft : BOOKING_MESSAGES.tooMuch(left));
    }
    const requestId = `RF${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
    const row: Omit<RefundRow, 'id'> = {
      payment_id: payment.id,
      txnid,
      amount,
      reason,
      status: 'requested',
      provider_reference: null,
      error: null,
      actor_id: actor.id,
      actor_username: actor.username,
      created_at: now,
      updated_at: now,
      // Stored before the provider is asked: whoever asks again must ask with the same token.
      request_id: requestId,
      claimed_until: null,
    };
    const id = await insertOne(trx, B.refunds, row);
    return { refund: { id, ...row }, providerReference: payment.mihpayid, requestId };
  });
}

/** Said in the history of a refund that the recovery sweep completed (shown as "Recovery"). */
export interface RecordNote {
  recovery?: string;
}

/**
 * Step 3, accepted: the refund is final and in the booking's history. Runs in the caller's
 * transaction; the guest's refund mail belongs here too. Answers whether this call made it
 * final (false: someone else recorded the refund's outcome first, and nothing was written).
 */
export async function recordRefund(
  trx: Knex.Transaction,
  refund: RefundRow,
  providerReference: string,
  now: number,
  note: RecordNote = {},
): Promise<boolean> {
  const reference = providerReference.slice(0, 64);
  const changed = await trx(B.refunds)
    .where({ id: refund.id, status: 'requested' })
    .update({ status: 'refunded', provider_reference: reference, updated_at: now });
  if (changed !== 1) return false;
  const payment: Pick<PaymentRow, 'id' | 'txnid' | 'inventory_id' | 'amount' | 'firstname' | 'email' | 'productinfo'> = await trx(
    T.payments,
  )
    .where({ id: refund.payment_id })
    .first('id', 'txnid', 'inventory_id', 'amount', 'firstname', 'email', 'productinfo');
  // The last part of a full refund frees the booking's places (below), and the guest's mail says it is refunded in full.
  const inFull = (await refundedSoFar(trx, refund.payment_id)) >= Number(payment.amount);
  // The guest hears of the refund exactly when it becomes final, and once (the refund's id is the mail's key).
  await queueRefundMail(
    trx,
    {
      refundId: refund.id,
      txnid: refund.txnid,
      firstname: payment.firstname,
      email: payment.email,
      productinfo: payment.productinfo,
      amount: Number(refund.amount),
      refundedAt: now,
      reason: refund.reason,
      providerReference: reference,
      inFull,
      paid: Number(payment.amount),
    },
    now,
  );
  await logPaymentEvent(trx, {
    txnid: refund.txnid,
    kind: 'refund',
    payload: {
      amount: refund.amount,
      reason: refund.reason,
      by: refund.actor_username,
      reference: providerReference,
      refundId: refund.id,
      ...note,
    },
    verdict: 'refunded',
    now,
  });
  if (inFull) await freeBookingPlaces(trx, payment, 'refunded', now);
  return true;
}

/**
 * Step 3, refused or unreachable: nothing was refunded, so the reserved amount is refundable
 * again. Answers whether this call gave it back (false: the outcome was recorded before).
 */
export async function releaseRefund(
  trx: Knex.Transaction,
  refund: RefundRow,
  message: string,
  now: number,
  note: RecordNote = {},
): Promise<boolean> {
  const changed = await trx(B.refunds)
    .where({ id: refund.id, status: 'requested' })
    .update({ status: 'failed', error: message, updated_at: now });
  if (changed !== 1) return false;
  await trx(T.payments)
    .where({ id: refund.payment_id })
    .update({ refunded_amount: trx.raw('?? - ?', ['refunded_amount', refund.amount]), updated_at: now });
  await logPaymentEvent(trx, {
    txnid: refund.txnid,
    kind: 'refund',
    payload: { amount: refund.amount, reason: refund.reason, by: refund.actor_username, message, refundId: refund.id, ...note },
    verdict: 'refused',
    now,
  });
  return true;
}

/**
 * The provider's return (surl and furl). Nothing in a callback is trusted until:
 * the reverse hash checks out with our salt, the txnid is ours, and the amount, key and the
 * other signed fields equal what we stored; with PayU a success is also confirmed with
 * its verify_payment API. A payment then moves from pending to success or failure once:
 * every later callback for it changes nothing. Every callback is logged with its verdict,
 * and the browser is sent to the result page for the payment's state as stored.
 */

import type { PaymentStatus, PayuCallbackBody } from '@agency/contracts';
import type { Knex } from 'knex';
import type { RefundProvider } from './bookings/refund-provider';
import { type Reserved, reserveRefund, settleRefund } from './bookings/refunds';
import { type InventoryRow, type PaymentRow, TABLES as T } from './db/rows';
import { type EventKind, type EventVerdict, logPaymentEvent } from './events';
import { returnUnits, takeUnits, unitsNeeded } from './holds';
import { queuePaymentOutcomeMail } from './mail';
import { CALLBACK_ERRORS } from './messages';
import { reverseHash, sameHash } from './payu/hash';
import type { ProviderSettings } from './payu/provider';
import type { PaymentVerifier } from './payu/verify';

export const RESULT_PAGES = { success: '/PaymentSuccess', failure: '/PaymentFailed' } as const;

/** PayU's words for a payment that did not go through. */
const FAILED_STATUSES = new Set(['failure', 'failed', 'cancel', 'cancelled', 'usercancelled']);
/** error_Message is shown on the result page; PayU's are one short sentence. */
const MAX_ERROR_TEXT = 300;

interface Dependencies {
  db: Knex;
  provider: ProviderSettings | null;
  verifier?: PaymentVerifier;
  now: number;
  /** The site's address, for links in the mails. */
  publicUrl?: string;
  /** Refunds a payment that arrived when its room had no place left (the provider's refund call). */
  refunds?: RefundProvider;
}

/** Who refunds a payment that found no place: the service itself (shown in the booking's history). */
export const NO_PLACE_REFUND_ACTOR = { id: null, username: 'automatic' } as const;
/** The refund's reason, in the guest's refund mail and the booking's history. */
export const NO_PLACE_REFUND_REASON =
  'Every place of the room you booked was taken before your payment arrived, so your payment is refunded in full.';

export interface CallbackOutcome {
  verdict: EventVerdict;
  /** Where the browser goes: the result page with the txnid (and the error for a failure). */
  location: string;
}

export async function handleProviderReturn(
  kind: Extract<EventKind, 'success' | 'failure'>,
  body: PayuCallbackBody,
  deps: Dependencies,
): Promise<CallbackOutcome> {
  const { db, now } = deps;
  const decided = await decide(body, deps);
  await logPaymentEvent(db, { txnid: body.txnid, kind, payload: body, verdict: decided.verdict, now });
  return { verdict: decided.verdict, location: decided.location };
}

async function decide(body: PayuCallbackBody, deps: Dependencies): Promise<CallbackOutcome> {
  const { db, provider } = deps;
  const refuse = (verdict: EventVerdict, error: string) => ({ verdict, location: failedPage(body.txnid, error) });
  if (!provider) return refuse('not-configured', CALLBACK_ERRORS.notConfigured);

  const payment: PaymentRow | undefined = await db(T.payments).where({ txnid: body.txnid }).first();
  if (!payment) return refuse('unknown-txnid', CALLBACK_ERRORS.unknownTxnid);
  if (!sameHash(body.hash, reverseHash(signedFields(body), provider.salt))) return refuse('bad-hash', CALLBACK_ERRORS.badHash);
  if (!matchesStored(body, payment, provider)) return refuse('mismatch', CALLBACK_ERRORS.mismatch);

  const status = body.status.toLowerCase();
  // A retreat payment whose hold ran out can still be paid: it takes a free place or is refunded (moveOnce).
  const latePayment = payment.status === 'expired' && payment.inventory_id !== null && status === 'success';
  if (payment.status !== 'pending' && !latePayment) return settled(payment);

  if (status === 'success') {
    if (deps.verifier) {
      const confirmed = await confirmWithProvider(deps.verifier, payment);
      // A late payment the provider says failed stays as its expiry left it.
      if (confirmed === 'failure')
        return latePayment ? settled(payment) : moveOnce(payment, 'failure', body, deps, CALLBACK_ERRORS.declined);
      if (confirmed !== 'success') return refuse('unconfirmed', CALLBACK_ERRORS.unconfirmed);
    }
    return moveOnce(payment, 'success', body, deps);
  }
  if (FAILED_STATUSES.has(status)) return moveOnce(payment, 'failure', body, deps, providerError(body));
  // 'pending' and other in-between words: the payment stays open until a final answer or its expiry.
  return refuse('unconfirmed', CALLBACK_ERRORS.unconfirmed);
}

/** The fields the reverse hash covers, as posted. */
function signedFields(body: PayuCallbackBody) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    key: text(body.key),
    txnid: body.txnid,
    amount: body.amount,
    productinfo: body.productinfo,
    firstname: body.firstname,
    email: body.email,
    udf1: text(body.udf1),
    udf2: text(body.udf2),
    udf3: text(body.udf3),
    udf4: text(body.udf4),
    udf5: text(body.udf5),
    status: body.status,
    additionalCharges: text(body.additionalCharges) || undefined,
  };
}

/** A genuine callback for one of our payments carries back exactly what we signed. */
function matchesStored(body: PayuCallbackBody, payment: PaymentRow, provider: ProviderSettings): boolean {
  const posted = signedFields(body);
  // PayU echoes the amount as sent ('47997.00'); compare as money, not as text.
  const amount = /^\d+(\.\d{1,2})?$/.test(posted.amount) ? Number(posted.amount) : NaN;
  return (
    posted.key === provider.key &&
    amount === Number(payment.amount) &&
    posted.productinfo === payment.productinfo &&
    posted.firstname === payment.firstname &&
    posted.email === payment.email &&
    posted.udf1 === payment.udf1 &&
    posted.udf2 === payment.udf2 &&
    posted.udf3 === payment.udf3 &&
    posted.udf4 === payment.udf4 &&
    posted.udf5 === payment.udf5
  );
}

async function confirmWithProvider(verifier: PaymentVerifier, payment: PaymentRow): Promise<'success' | 'failure' | 'unknown'> {
  try {
    const answer = await verifier.verify(payment.txnid);
    const status = answer.status.toLowerCase();
    if (status === 'success') return answer.amount === Number(payment.amount) ? 'success' : 'unknown';
    return FAILED_STATUSES.has(status) ? 'failure' : 'unknown';
  } catch {
    // Not reachable now: the payment stays pending; a later callback or the expiry decides.
    return 'unknown';
  }
}

/**
 * A retreat payment that held nothing (beyond its room's share of holds) takes its places now,
 * if they are still free; answers false when they are not. In the caller's transaction.
 */
async function placePaidBooking(trx: Knex.Transaction, payment: PaymentRow, now: number): Promise<boolean> {
  const room: Pick<InventoryRow, 'unit'> | undefined = await trx(T.inventory).where({ id: payment.inventory_id }).first('unit');
  if (!room) return false;
  const units = unitsNeeded(room, Number(payment.members ?? 1));
  if (!(await takeUnits(trx, Number(payment.inventory_id), units, now))) return false;
  await trx(T.payments).where({ id: payment.id }).update({ places_held: units });
  await logPaymentEvent(trx, { txnid: payment.txnid, kind: 'hold-placed', payload: { placesHeld: units }, verdict: 'paid', now });
  return true;
}

/**
 * pending → success | failure, in one conditional UPDATE: if another callback (or the
 * expiry) got there first, this one changes nothing and the stored state is answered.
 * A failure gives the held room back; a success keeps it. A success that held nothing, or
 * whose hold ran out before it arrived (expired → success), takes its places now; when none
 * is left it stays a payment (the money did arrive) with its full refund reserved in the same
 * transaction and asked of the provider right after (the refund recovery asks again should
 * this process die first); the guest is told on the result page and, once the refund is
 * made, by its mail.
 */
async function moveOnce(
  payment: PaymentRow,
  to: Extract<PaymentStatus, 'success' | 'failure'>,
  body: PayuCallbackBody,
  deps: Dependencies,
  error?: string,
): Promise<CallbackOutcome> {
  const { db, now } = deps;
  const mihpayid = typeof body.mihpayid === 'string' && body.mihpayid ? body.mihpayid.slice(0, 64) : null;
  let refund: Reserved | 'unplaced' | undefined;
  // A late payment's hold was given back when it expired: like a payment that held nothing, it takes its places now.
  const late = payment.status === 'expired';
  const won = await db.transaction(async (trx) => {
    const changed = await trx(T.payments)
      .where({ id: payment.id, status: late ? 'expired' : 'pending' })
      .update({ status: to, mihpayid, error: error ?? null, updated_at: now });
    if (changed !== 1) return false;
    const holdsNothing = late || Number(payment.places_held) === 0;
    if (to === 'success' && payment.inventory_id !== null && holdsNothing && !(await placePaidBooking(trx, payment, now))) {
      await trx(T.payments).where({ id: payment.id }).update({ places_held: 0, error: CALLBACK_ERRORS.noPlaceLeft });
      // Without the provider's reference no refund can be asked for: staff see the payment, its error and no places.
      refund = mihpayid
        ? await reserveRefund(trx, payment.txnid, Number(payment.amount), NO_PLACE_REFUND_REASON, NO_PLACE_REFUND_ACTOR, now)
        : 'unplaced';
      return true;
    }
    // The receipt or failure notice, queued with the outcome (./mail.ts).
    await queuePaymentOutcomeMail(trx, { ...payment, mihpayid, error: error ?? null, updated_at: now }, to, now, deps.publicUrl ?? '');
    if (to === 'failure' && payment.inventory_id !== null) {
      await returnUnits(trx, payment.inventory_id, Number(payment.places_held), now);
      await logPaymentEvent(trx, {
        txnid: payment.txnid,
        kind: 'hold-released',
        payload: { placesReturned: Number(payment.places_held) },
        verdict: 'failed',
        now,
      });
    }
    return true;
  });
  if (!won) {
    const current: PaymentRow = await db(T.payments).where({ id: payment.id }).first();
    return settled(current);
  }
  if (refund !== undefined) {
    // A refund left requested (no answer, or this failed) is asked again by the refund recovery.
    if (refund !== 'unplaced' && deps.refunds)
      await settleRefund(db, payment.txnid, refund, { provider: deps.refunds, now: () => now }).catch(() => undefined);
    return { verdict: 'accepted', location: failedPage(payment.txnid, CALLBACK_ERRORS.noPlaceLeft) };
  }
  return {
    verdict: 'accepted',
    location: to === 'success' ? successPage(payment.txnid) : failedPage(payment.txnid, error ?? CALLBACK_ERRORS.declined),
  };
}

/** A payment already decided: the callback changes nothing and the browser sees the stored outcome. */
function settled(payment: PaymentRow): CallbackOutcome {
  switch (payment.status) {
    case 'success':
      return { verdict: 'duplicate', location: successPage(payment.txnid) };
    case 'failure':
      return { verdict: 'duplicate', location: failedPage(payment.txnid, payment.error ?? CALLBACK_ERRORS.declined) };
    case 'expired':
      return { verdict: 'late', location: failedPage(payment.txnid, CALLBACK_ERRORS.expired) };
    case 'pending':
      return { verdict: 'unconfirmed', location: failedPage(payment.txnid, CALLBACK_ERRORS.unconfirmed) };
  }
}

function providerError(body: PayuCallbackBody): string {
  const text = typeof body.error_Message === 'string' ? body.error_Message.trim() : '';
  return text && text.toLowerCase() !== 'no error' ? text.slice(0, MAX_ERROR_TEXT) : CALLBACK_ERRORS.declined;
}

const successPage = (txnid: string) => `${RESULT_PAGES.success}?${new URLSearchParams({ txnid })}`;
const failedPage = (txnid: string, error: string) => `${RESULT_PAGES.failure}?${new URLSearchParams({ txnid, error })}`;

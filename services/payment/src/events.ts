/**
 * The payment log: every provider callback (accepted or refused) and every expiry, with its verdict;
 * also each checkout's start and hold, a failure's released hold, staff's provider
 * checks and refunds (the booking's history in the back office: bookings/history.ts).
 */
import type { Knex } from 'knex';
import { TABLES as T, TXNID_MAX_LENGTH } from './db/rows';

/** What became of a callback or a hold. */
export type EventVerdict =
  | 'accepted'
  | 'duplicate'
  | 'late'
  | 'bad-hash'
  | 'mismatch'
  | 'unknown-txnid'
  | 'unconfirmed'
  | 'not-configured'
  | 'expired'
  | 'superseded'
  // A booking's history (./bookings/): a checkout started and its hold, a failure's hold released, staff's checks and refunds.
  | 'recorded'
  | 'held'
  | 'failed'
  | 'paid'
  | 'declined'
  | 'no-change'
  | 'unreachable'
  | 'refunded'
  | 'refused'
  // Staff cancelled a paid booking (bookings/cancel.ts), and the places it gave back.
  | 'cancelled';

export type EventKind =
  | 'success'
  | 'failure'
  | 'expiry'
  | 'initiated'
  | 'hold-placed'
  | 'hold-released'
  | 'status-check'
  | 'refund'
  | 'cancel';

/** The payload column is TEXT; a callback is a few hundred bytes, anything longer is cut. */
const MAX_PAYLOAD = 16_000;

export async function logPaymentEvent(
  db: Knex | Knex.Transaction,
  event: { txnid: string; kind: EventKind; payload: unknown; verdict: EventVerdict; now: number },
): Promise<void> {
  await db(T.paymentEvents).insert({
    // An unknown or forged txnid is logged as far as the column holds it.
    txnid: event.txnid.slice(0, TXNID_MAX_LENGTH),
    kind: event.kind,
    payload: JSON.stringify(event.payload).slice(0, MAX_PAYLOAD),
    verdict: event.verdict,
    created_at: event.now,
  });
}

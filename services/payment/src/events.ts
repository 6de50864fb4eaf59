/** The payment log: every provider callback (accepted or refused) and every expiry, with its verdict. */
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
  | 'superseded';

export type EventKind = 'success' | 'failure' | 'expiry';

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

/**
 * A booking's history as the back office shows it, from the payment log
 * (payment_events): each entry's kind, verdict and the facts worth reading, as text. Nothing
 * in a callback's payload is shown raw: only the fields staff need, and never the hash.
 */

import type { BookingEvent, BookingEventKind, Refund } from '@agency/contracts';
import type { Knex } from 'knex';
import { BOOKING_TABLES as B, type PaymentEventRow, type RefundRow, TABLES as T } from '../db/rows';

/** A callback whose signature checked out (its verdict came after the hash check). */
const VERIFIED_VERDICTS = new Set(['accepted', 'duplicate', 'late', 'mismatch', 'unconfirmed']);

/** The callback fields shown (PayU sends many more). */
const CALLBACK_FIELDS: Record<string, string> = {
  status: 'Status',
  amount: 'Amount',
  mihpayid: 'Provider reference',
  mode: 'Mode',
  bank_ref_num: 'Bank reference',
  error: 'Error code',
  error_Message: 'Message',
};

/** Labels of the facts the service itself logs. */
const LOGGED_FIELDS: Record<string, string> = {
  amount: 'Amount',
  productinfo: 'Product',
  room: 'Room',
  guests: 'Guests',
  placesHeld: 'Units held',
  holdExpiresAt: 'Held until',
  placesReturned: 'Units returned',
  by: 'By',
  providerStatus: 'Provider status',
  reason: 'Reason',
  reference: 'Provider reference',
  message: 'Message',
  // A refund the recovery sweep completed after its first caller was interrupted (refund-recovery.ts).
  recovery: 'Recovery',
};

/** The service's own amounts are whole rupees, shown as staff read money (a callback's stay as the provider sent them). */
const RUPEE_FIELDS = new Set(['amount']);
const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

function kindOf(stored: string): BookingEventKind | undefined {
  switch (stored) {
    case 'success':
    case 'failure':
      return 'callback';
    case 'expiry':
      return 'hold-released';
    case 'initiated':
    case 'hold-placed':
    case 'hold-released':
    case 'status-check':
    case 'refund':
    case 'cancel':
      return stored;
    default:
      return undefined;
  }
}

function text(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function detailsOf(row: PaymentEventRow, kind: BookingEventKind): Record<string, string> {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.payload);
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // A payload cut at its column's length is no longer JSON: the entry shows no details.
  }
  const labels = kind === 'callback' ? CALLBACK_FIELDS : LOGGED_FIELDS;
  const details: Record<string, string> = {};
  if (kind === 'callback') details.Return = row.kind === 'success' ? 'Success address (surl)' : 'Failure address (furl)';
  for (const [field, label] of Object.entries(labels)) {
    const raw = payload[field];
    let value = text(raw);
    if (field === 'holdExpiresAt' && typeof raw === 'number') value = new Date(raw).toISOString();
    else if (kind !== 'callback' && RUPEE_FIELDS.has(field) && typeof raw === 'number') value = rupees(raw);
    if (value !== undefined) details[label] = value;
  }
  return details;
}

export async function bookingHistory(db: Knex, txnid: string): Promise<BookingEvent[]> {
  const rows: PaymentEventRow[] = await db(T.paymentEvents)
    .where({ txnid })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  const events: BookingEvent[] = [];
  for (const row of rows) {
    const kind = kindOf(row.kind);
    if (!kind) continue;
    events.push({
      id: Number(row.id),
      at: new Date(Number(row.created_at)).toISOString(),
      kind,
      verdict: row.verdict,
      ...(kind === 'callback' ? { verified: VERIFIED_VERDICTS.has(row.verdict) } : {}),
      details: detailsOf(row, kind),
    });
  }
  return events;
}

export function refundOf(row: RefundRow): Refund {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    providerReference: row.provider_reference,
    error: row.error,
    by: row.actor_username,
    at: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function refundsOf(db: Knex, paymentId: number): Promise<Refund[]> {
  const rows: RefundRow[] = await db(B.refunds)
    .where({ payment_id: paymentId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map(refundOf);
}

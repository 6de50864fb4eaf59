/**
 * Reading bookings for the back office: a payment as staff see it, the list's
 * filters (status, room, days booked in India time, a search by name, e-mail, phone or
 * transaction id), its page and the totals of the whole filtered set. The CSV export uses the
 * same filters (csv.ts), so the file is exactly what the screen lists.
 */

import {
  BOOKINGS_PAGE_SIZE,
  type Booking,
  type BookingExportQuery,
  type BookingListQuery,
  type BookingPage,
  type BookingStatus,
  RETREAT_NIGHTS,
} from '@agency/contracts';
import { startOfIndianDay } from '@agency/service-common/audit';
import type { Knex } from 'knex';
import { type PaymentRefundColumns, type PaymentRow, TABLES as T } from '../db/rows';

export type BookingRow = PaymentRow & PaymentRefundColumns;

const DAY_MS = 86_400_000;

/** What staff call the payment's state (see BOOKING_STATUSES). */
export function bookingStatus(row: Pick<BookingRow, 'status' | 'amount' | 'refunded_amount' | 'cancelled_at'>): BookingStatus {
  switch (row.status) {
    case 'pending':
      return 'held';
    case 'success':
      if (Number(row.refunded_amount) >= Number(row.amount)) return 'refunded';
      return row.cancelled_at !== null && row.cancelled_at !== undefined ? 'cancelled' : 'paid';
    case 'failure':
      return 'failed';
    case 'expired':
      return 'expired';
  }
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function bookingOf(row: BookingRow): Booking {
  const amount = Number(row.amount);
  const refunded = Number(row.refunded_amount);
  return {
    txnid: row.txnid,
    status: bookingStatus(row),
    guest: { name: row.firstname, email: row.email, phone: row.phone },
    room: row.category,
    guests: row.members === null ? null : Number(row.members),
    nights: row.category ? RETREAT_NIGHTS : null,
    productinfo: row.productinfo,
    amount,
    refunded,
    refundable: row.status === 'success' ? Math.max(0, amount - refunded) : 0,
    providerReference: row.mihpayid,
    error: row.error,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    holdExpiresAt: row.status === 'pending' && row.hold_expires_at !== null ? iso(row.hold_expires_at) : null,
    ...(row.cancelled_at
      ? { cancellation: { at: iso(row.cancelled_at), by: row.cancelled_by ?? '', reason: row.cancel_reason ?? '' } }
      : {}),
  };
}

/** LIKE's wildcards typed by staff are searched as themselves ('!' escapes on SQLite and MySQL alike). */
function likePattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * Phone numbers are stored as typed at checkout (ten digits for India): a search of at least
 * four digits matches them whatever the spacing, dashes or +91 the staff member typed.
 */
function phoneDigits(q: string): string | undefined {
  let digits = q.replace(/\D/g, '');
  if (digits.length < 4 || /[a-z@]/i.test(q)) return undefined;
  if (digits.length > 10 && digits.startsWith('91')) digits = digits.slice(digits.length - 10);
  return digits;
}

export function filteredBookings(db: Knex, query: BookingExportQuery): Knex.QueryBuilder {
  const rows = db(T.payments);
  switch (query.status) {
    case 'held':
      rows.where('status', 'pending');
      break;
    case 'paid':
      rows.where('status', 'success').andWhereRaw('?? < ??', ['refunded_amount', 'amount']).whereNull('cancelled_at');
      break;
    case 'cancelled':
      rows.where('status', 'success').andWhereRaw('?? < ??', ['refunded_amount', 'amount']).whereNotNull('cancelled_at');
      break;
    case 'refunded':
      rows.where('status', 'success').andWhereRaw('?? >= ??', ['refunded_amount', 'amount']);
      break;
    case 'failed':
      rows.where('status', 'failure');
      break;
    case 'expired':
      rows.where('status', 'expired');
      break;
  }
  if (query.room) rows.where('category', query.room);
  if (query.from) rows.where('created_at', '>=', startOfIndianDay(query.from));
  if (query.to) rows.where('created_at', '<', startOfIndianDay(query.to) + DAY_MS);
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q.toLowerCase());
    const digits = phoneDigits(q);
    rows.andWhere((search) => {
      search
        .whereRaw("lower(??) like ? escape '!'", ['firstname', pattern])
        .orWhereRaw("lower(??) like ? escape '!'", ['email', pattern])
        .orWhereRaw("lower(??) like ? escape '!'", ['txnid', pattern])
        .orWhereRaw("?? like ? escape '!'", ['phone', likePattern(q)]);
      // The phone's digits only (the checkout allows spaces, dashes, + and brackets).
      if (digits)
        search.orWhereRaw(
          "replace(replace(replace(replace(replace(??, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '') like ? escape '!'",
          ['phone', likePattern(digits)],
        );
    });
  }
  return rows;
}

/** Newest first; ties by id, so a page never repeats or skips a booking. */
export const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function listBookings(db: Knex, query: BookingListQuery): Promise<BookingPage> {
  const limit = query.limit ?? BOOKINGS_PAGE_SIZE;
  const page = query.page ?? 1;
  const [sums] = await filteredBookings(db, query).select(
    db.raw('count(*) as ??', ['count']),
    db.raw('coalesce(sum(??), 0) as ??', ['amount', 'amount']),
    db.raw("coalesce(sum(case when ?? = 'success' then ?? else 0 end), 0) as ??", ['status', 'amount', 'paid']),
    db.raw('coalesce(sum(??), 0) as ??', ['refunded_amount', 'refunded']),
  );
  const totalEntries = Number(sums.count);
  const rows: BookingRow[] = await filteredBookings(db, query)
    .orderBy([...NEWEST_FIRST])
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map(bookingOf),
    pagination: { currentPage: page, totalPages: Math.ceil(totalEntries / limit), totalEntries, limit },
    totals: {
      count: totalEntries,
      amount: Number(sums.amount),
      paid: Number(sums.paid),
      refunded: Number(sums.refunded),
      net: Number(sums.paid) - Number(sums.refunded),
    },
  };
}

export async function findBooking(db: Knex | Knex.Transaction, txnid: string): Promise<BookingRow | undefined> {
  return db(T.payments).where({ txnid }).first();
}

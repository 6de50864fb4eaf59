/**
 * The CSV export of the bookings list: the whole filtered set, not a page, written
 * by the contracts' one CSV writer (quoting, BOM, formulas neutralised). Served by the payment
 * service rather than built in the browser: the set may be far larger than a page, the filters
 * are applied by the very query the list uses, and the download keeps its file name.
 */

import { AUDIT_TIME_ZONE, type Booking, type BookingExportQuery, csvFileName } from '@agency/contracts';
import { type CsvColumn, toCsv } from '@agency/service-common/csv';
import type { Knex } from 'knex';
import { type BookingRow, bookingOf, filteredBookings, NEWEST_FIRST } from './query';

/** Times in the file are India time, as staff read them on screen. */
const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: AUDIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const timeText = (iso: string | null) => (iso ? indiaTime.format(new Date(iso)).replace(',', '') : '');

export const BOOKING_CSV_COLUMNS: readonly CsvColumn<Booking>[] = [
  { heading: 'Transaction id', cell: (b) => b.txnid },
  { heading: 'Booked (India time)', cell: (b) => timeText(b.createdAt) },
  { heading: 'Status', cell: (b) => b.status },
  { heading: 'Guest', cell: (b) => b.guest.name },
  { heading: 'E-mail', cell: (b) => b.guest.email },
  { heading: 'Phone', cell: (b) => b.guest.phone },
  { heading: 'Room', cell: (b) => b.room ?? '' },
  { heading: 'Guests', cell: (b) => b.guests },
  { heading: 'Nights', cell: (b) => b.nights },
  { heading: 'Product', cell: (b) => b.productinfo },
  { heading: 'Amount (INR)', cell: (b) => b.amount },
  { heading: 'Refunded (INR)', cell: (b) => b.refunded },
  { heading: 'Provider reference', cell: (b) => b.providerReference },
  { heading: 'Last change (India time)', cell: (b) => timeText(b.updatedAt) },
];

export const BOOKINGS_CSV_NAME = 'bookings';

export async function bookingsCsv(db: Knex, query: BookingExportQuery, now: number): Promise<{ fileName: string; body: string }> {
  const rows: BookingRow[] = await filteredBookings(db, query).orderBy([...NEWEST_FIRST]);
  return { fileName: csvFileName(BOOKINGS_CSV_NAME, new Date(now)), body: toCsv(BOOKING_CSV_COLUMNS, rows.map(bookingOf)) };
}

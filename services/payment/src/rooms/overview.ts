/**
 * The staff home's payment figures. A payment counts as paid at the moment its
 * provider's success was accepted (the payment log's accepted success event), and only while
 * it is still a success; a refund counts against the period in which the provider made it, so
 * a period's net is what the retreat kept of it. Days, weeks and months are India's calendar.
 */

import {
  indiaDay,
  indiaDayStart,
  indiaMonthStart,
  indiaWeekStart,
  OVERVIEW_WEEKS,
  type PaymentOverview,
  ROOMS_LOW_THRESHOLD,
} from '@agency/contracts';
import type { Knex } from 'knex';
import { BOOKING_TABLES as B, type InventoryRow, TABLES as T } from '../db/rows';
import { roomName } from './rooms';

const WEEK_MS = 7 * 86_400_000;

/** Confirmed payments from `from` on: when each was accepted and its amount. */
async function paidSince(db: Knex, from: number): Promise<Dated[]> {
  const rows: { at: number | string; amount: number | string }[] = await db(`${T.payments} as p`)
    .join(`${T.paymentEvents} as e`, 'e.txnid', 'p.txnid')
    .where('p.status', 'success')
    .andWhere('e.kind', 'success')
    .andWhere('e.verdict', 'accepted')
    .andWhere('e.created_at', '>=', from)
    .select({ at: 'e.created_at', amount: 'p.amount' });
  return rows.map((row) => ({ at: Number(row.at), amount: Number(row.amount) }));
}

/** Refunds the provider made from `from` on: when each became final and its amount. */
async function refundedSince(db: Knex, from: number): Promise<Dated[]> {
  const rows: { at: number | string; amount: number | string }[] = await db(B.refunds)
    .where('status', 'refunded')
    .andWhere('updated_at', '>=', from)
    .select({ at: 'updated_at', amount: 'amount' });
  return rows.map((row) => ({ at: Number(row.at), amount: Number(row.amount) }));
}

type Dated = { at: number; amount: number };
const sum = (items: Dated[]) => items.reduce((total, item) => total + item.amount, 0);

/** A period's takings: payments confirmed in it, refunds made in it, and what was kept. */
function takings(paid: Dated[], refunded: Dated[], from: number, until = Number.POSITIVE_INFINITY) {
  const within = (item: Dated) => item.at >= from && item.at < until;
  const amount = sum(paid.filter(within));
  const refunds = sum(refunded.filter(within));
  return { count: paid.filter(within).length, amount, refunded: refunds, net: amount - refunds };
}

export async function paymentOverview(db: Knex, now: number): Promise<PaymentOverview> {
  const today = indiaDayStart(now);
  const month = indiaMonthStart(now);
  const firstWeek = indiaWeekStart(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const since = Math.min(month, firstWeek);
  const [paid, refunded] = await Promise.all([paidSince(db, since), refundedSince(db, since)]);
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => firstWeek + index * WEEK_MS);
  const perWeek = weeks.map((start) => ({ weekStart: indiaDay(start), ...takings(paid, refunded, start, start + WEEK_MS) }));
  const rooms: InventoryRow[] = await db(T.inventory).where('available_items', '<=', ROOMS_LOW_THRESHOLD).orderBy('sort_order').select();
  return {
    paidToday: takings(paid, refunded, today),
    thisMonth: takings(paid, refunded, month),
    lowThreshold: ROOMS_LOW_THRESHOLD,
    lowRooms: await Promise.all(
      rooms.map(async (row) => ({
        id: Number(row.id),
        name: roomName(row),
        available: Number(row.available_items),
        places: await placesOf(db, row),
      })),
    ),
    perWeek,
  };
}

/** A room's places (bookable + held + paid): see ./rooms.ts. */
async function placesOf(db: Knex, row: InventoryRow): Promise<number> {
  const taken: { units?: number | string | null } | undefined = await db(T.payments)
    .where('inventory_id', row.id)
    .whereIn('status', ['pending', 'success'])
    .sum({ units: 'places_held' })
    .first();
  return Number(row.available_items) + Number(taken?.units ?? 0);
}

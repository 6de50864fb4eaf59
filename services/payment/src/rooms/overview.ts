/**
 * Issue 15: the staff home's payment figures. A payment counts as paid at the moment its
 * provider's success was accepted (the payment log's accepted success event), and only while
 * it is still a success. Days, weeks and months are India's calendar.
 */
import type { Knex } from 'knex';
import { indiaDay, indiaDayStart, indiaMonthStart, indiaWeekStart, OVERVIEW_WEEKS, ROOMS_LOW_THRESHOLD, type PaymentOverview } from '@agency/contracts';
import { TABLES as T, type InventoryRow } from '../db/rows';
import { roomName } from './rooms';

const WEEK_MS = 7 * 86_400_000;

/** Confirmed payments from `from` on: when each was accepted and its amount. */
async function paidSince(db: Knex, from: number): Promise<{ at: number; amount: number }[]> {
  const rows: { at: number | string; amount: number | string }[] = await db(`${T.payments} as p`)
    .join(`${T.paymentEvents} as e`, 'e.txnid', 'p.txnid')
    .where('p.status', 'success')
    .andWhere('e.kind', 'success')
    .andWhere('e.verdict', 'accepted')
    .andWhere('e.created_at', '>=', from)
    .select({ at: 'e.created_at', amount: 'p.amount' });
  return rows.map((row) => ({ at: Number(row.at), amount: Number(row.amount) }));
}

function total(payments: { amount: number }[]) {
  return { count: payments.length, amount: payments.reduce((sum, payment) => sum + payment.amount, 0) };
}

export async function paymentOverview(db: Knex, now: number): Promise<PaymentOverview> {
  const today = indiaDayStart(now);
  const month = indiaMonthStart(now);
  const firstWeek = indiaWeekStart(now) - (OVERVIEW_WEEKS - 1) * WEEK_MS;
  const paid = await paidSince(db, Math.min(month, firstWeek));
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => firstWeek + index * WEEK_MS);
  const perWeek = weeks.map((start) => ({ weekStart: indiaDay(start), ...total(paid.filter((p) => p.at >= start && p.at < start + WEEK_MS)) }));
  const rooms: InventoryRow[] = await db(T.inventory).where('available_items', '<=', ROOMS_LOW_THRESHOLD).orderBy('sort_order').select();
  return {
    paidToday: total(paid.filter((p) => p.at >= today)),
    thisMonth: total(paid.filter((p) => p.at >= month)),
    lowThreshold: ROOMS_LOW_THRESHOLD,
    lowRooms: await Promise.all(rooms.map(async (row) => ({ id: Number(row.id), name: roomName(row), available: Number(row.available_items), places: await placesOf(db, row) }))),
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

/**
 * The retreat's availability and the holds on it. `available_items` is what can still be
 * booked: a checkout takes its units from it when it starts (a conditional UPDATE, so two
 * checkouts can never both take the last room, on any number of service instances) and a
 * failure or an expired hold gives them back. A success keeps them: the hold became a sale.
 * Holds may cover only a share of a room's unsold places (RETREAT_HOLD_PERCENT): a checkout
 * beyond it holds nothing, and its payment takes its places when it arrives, if still free
 * (callbacks.ts).
 */

import type { InventoryItem } from '@agency/contracts';
import { retryingDeadlocks } from '@agency/service-common';
import type { Knex } from 'knex';
import { type InventoryRow, type PaymentRow, TABLES as T } from './db/rows';
import { logPaymentEvent } from './events';
import { HOLD_EXPIRED, HOLD_SUPERSEDED } from './messages';

type Db = Knex | Knex.Transaction;

/** Units a booking takes: a place per guest (SoulPod), one room otherwise. */
export function unitsNeeded(room: Pick<InventoryRow, 'unit'>, members: number): number {
  return room.unit === 'place' ? members : 1;
}

export async function listInventory(db: Db): Promise<InventoryItem[]> {
  const rows: InventoryRow[] = await db(T.inventory).orderBy('sort_order').select();
  return rows.map((row) => ({
    _id: row.id,
    category: row.category,
    // The name an administrator gave the room, for the retreat pages.
    ...(row.name ? { name: row.name } : {}),
    availableItems: Number(row.available_items),
    items: [{ price: Number(row.price) }],
  }));
}

/**
 * Takes `units` from the room if that many are left, in the caller's transaction. The check
 * and the decrement are one UPDATE, so availability can never go below 0.
 */
export async function takeUnits(trx: Knex.Transaction, inventoryId: number, units: number, now: number): Promise<boolean> {
  const changed = await trx(T.inventory)
    .where('id', inventoryId)
    .andWhere('available_items', '>=', units)
    .update({ available_items: trx.raw('?? - ?', ['available_items', units]), updated_at: now });
  return changed === 1;
}

export async function returnUnits(trx: Knex.Transaction, inventoryId: number, units: number, now: number): Promise<void> {
  if (units <= 0) return;
  await trx(T.inventory)
    .where('id', inventoryId)
    .update({ available_items: trx.raw('?? + ?', ['available_items', units]), updated_at: now });
}

/** How many expired holds one sweep releases at most (the rest go in the next one). */
const SWEEP_BATCH = 200;

/**
 * Releases the holds of pending payments whose time ran out. Called before availability is
 * read or taken, and by a periodic sweep; any number of instances may run it at once,
 * since each payment moves from pending to expired in a conditional UPDATE that only one
 * of them wins, and only the winner returns the units. Answers how many it released.
 */
export async function releaseExpiredHolds(db: Knex, now: number): Promise<number> {
  // A plain read first: nearly always nothing has expired, and then no row is locked.
  const expired: Pick<PaymentRow, 'id' | 'txnid' | 'inventory_id' | 'places_held'>[] = await db(T.payments)
    .where('status', 'pending')
    .andWhere('hold_expires_at', '<', now)
    .orderBy('hold_expires_at')
    .limit(SWEEP_BATCH)
    .select('id', 'txnid', 'inventory_id', 'places_held');
  let released = 0;
  for (const payment of expired) if (await releaseHold(db, payment, now, 'expired')) released += 1;
  return released;
}

type HeldPayment = Pick<PaymentRow, 'id' | 'txnid' | 'inventory_id' | 'places_held'>;

/**
 * Ends one pending payment and gives its units back, unless something else (a callback,
 * another instance) moved it first. One short transaction, locking the payment row before
 * the inventory row, the same order as a callback, so the two never deadlock.
 */
async function releaseHold(db: Knex, payment: HeldPayment, now: number, why: 'expired' | 'superseded'): Promise<boolean> {
  // A checkout's insert into payments can still meet this update in InnoDB's index locks.
  return retryingDeadlocks(() => releaseHoldOnce(db, payment, now, why));
}

async function releaseHoldOnce(db: Knex, payment: HeldPayment, now: number, why: 'expired' | 'superseded'): Promise<boolean> {
  return db.transaction(async (trx) => {
    const pending = trx(T.payments).where({ id: payment.id, status: 'pending' });
    if (why === 'expired') pending.andWhere('hold_expires_at', '<', now);
    const changed = await pending.update({ status: 'expired', error: why === 'expired' ? HOLD_EXPIRED : HOLD_SUPERSEDED, updated_at: now });
    if (changed !== 1) return false;
    if (payment.inventory_id !== null) await returnUnits(trx, payment.inventory_id, Number(payment.places_held), now);
    await logPaymentEvent(trx, {
      txnid: payment.txnid,
      kind: 'expiry',
      payload: { placesReturned: Number(payment.places_held) },
      verdict: why,
      now,
    });
    return true;
  });
}

/**
 * One open hold per contact: a checkout started with an e-mail or phone that already holds
 * rooms releases the earlier hold first. A visitor who abandoned a checkout and starts again
 * gets their places back at once instead of after the hold time, and one person cannot hold
 * the whole retreat by starting checkouts one after another (the per-client limit on
 * initiations covers the same person with other contacts).
 */
export async function releaseHoldsOfContact(db: Knex, contact: { email: string; phone: string }, now: number): Promise<number> {
  const theirs: HeldPayment[] = await db(T.payments)
    .where('status', 'pending')
    .whereNotNull('inventory_id')
    .andWhere((query) => query.whereRaw('lower(email) = lower(?)', [contact.email]).orWhere('phone', contact.phone))
    .select('id', 'txnid', 'inventory_id', 'places_held');
  let released = 0;
  for (const payment of theirs) if (await releaseHold(db, payment, now, 'superseded')) released += 1;
  return released;
}

/** Places (or rooms) the unpaid holds of a room cover now. */
export async function heldUnits(db: Db, inventoryId: number): Promise<number> {
  const row: { held?: number | string | null } | undefined = await db(T.payments)
    .where({ inventory_id: inventoryId, status: 'pending' })
    .sum({ held: 'places_held' })
    .first();
  return Number(row?.held ?? 0);
}

/** The open retreat holds a client address started, with when each runs out. */
export async function openHoldsOfClient(db: Knex, client: string): Promise<{ holdExpiresAt: number }[]> {
  const rows: Pick<PaymentRow, 'hold_expires_at'>[] = await db(T.payments)
    .where({ client, status: 'pending' })
    .whereNotNull('inventory_id')
    .andWhere('places_held', '>', 0)
    .select('hold_expires_at');
  return rows.map((row) => ({ holdExpiresAt: Number(row.hold_expires_at) }));
}

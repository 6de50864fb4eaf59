/**
 * The retreat's rooms as staff see them, and an administrator's change of one.
 *
 * What "places" means: everything the retreat sells of a room. `available_items` is what can
 * still be booked (holds take from it when a checkout starts, an expiry or failure gives back,
 * a success keeps it), so at any moment
 *
 *   places = available_items + held (pending payments' places_held) + paid (successful ones').
 *
 * Holds, expiries and callbacks move units between those three terms and never change their
 * sum; only an administrator's change does, by adding the difference to `available_items` in
 * one conditional UPDATE that refuses to take it below 0. So places can never go below what
 * is held and paid, whatever checkout runs at the same moment, on any number of instances.
 */

import { placesBelowFloor, ROOM_CHANGES_SHOWN, ROOM_MESSAGES } from '@agency/contracts';
import { conflict, kindOf, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { ROOM_TABLES, type RoomChangeRow } from '../db/rooms-schema';
import { type InventoryRow, TABLES as T } from '../db/rows';
import type { RoomChange, RoomUpdateRequest, StaffRoom, StaffRoomsResponse, TokenClaimsLike } from './types';

type Db = Knex | Knex.Transaction;

interface Taken {
  held: number;
  paid: number;
}

/** Units held by checkouts in progress and taken by confirmed payments, per room. */
async function takenPerRoom(db: Db, roomId?: number): Promise<Map<number, Taken>> {
  const query = db(T.payments)
    .whereNotNull('inventory_id')
    .whereIn('status', ['pending', 'success'])
    .groupBy('inventory_id', 'status')
    .select('inventory_id', 'status')
    .sum({ units: 'places_held' });
  if (roomId !== undefined) query.andWhere('inventory_id', roomId);
  const rows = (await query) as unknown as { inventory_id: number; status: 'pending' | 'success'; units: number | string | null }[];
  const taken = new Map<number, Taken>();
  for (const row of rows) {
    const id = Number(row.inventory_id);
    const entry = taken.get(id) ?? { held: 0, paid: 0 };
    if (row.status === 'pending') entry.held += Number(row.units ?? 0);
    else entry.paid += Number(row.units ?? 0);
    taken.set(id, entry);
  }
  return taken;
}

/** The name guests and staff see: the administrator's, else the category. */
export function roomName(row: Pick<InventoryRow, 'name' | 'category'>): string {
  return row.name ?? row.category;
}

function staffRoomOf(row: InventoryRow, taken: Taken | undefined): StaffRoom {
  const available = Number(row.available_items);
  const held = taken?.held ?? 0;
  const paid = taken?.paid ?? 0;
  return {
    id: Number(row.id),
    category: row.category,
    name: roomName(row),
    pricePerPerson: Number(row.price),
    unit: row.unit,
    places: available + held + paid,
    available,
    held,
    paid,
    updatedAt: Number(row.updated_at),
  };
}

function changeOf(row: RoomChangeRow & { category: StaffRoom['category'] }): RoomChange {
  return {
    id: Number(row.id),
    roomId: Number(row.inventory_id),
    category: row.category,
    at: Number(row.at),
    username: row.actor_username,
    role: row.actor_role,
    before: JSON.parse(row.before) as RoomChange['before'],
    after: JSON.parse(row.after) as RoomChange['after'],
  };
}

export async function listStaffRooms(db: Knex): Promise<StaffRoomsResponse> {
  const rows: InventoryRow[] = await db(T.inventory).orderBy('sort_order').select();
  const taken = await takenPerRoom(db);
  const changes: (RoomChangeRow & { category: StaffRoom['category'] })[] = await db(`${ROOM_TABLES.roomChanges} as c`)
    .join(`${T.inventory} as i`, 'i.id', 'c.inventory_id')
    .orderBy([
      { column: 'c.at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(ROOM_CHANGES_SHOWN)
    .select('c.*', 'i.category');
  return { rooms: rows.map((row) => staffRoomOf(row, taken.get(Number(row.id)))), changes: changes.map(changeOf) };
}

/** The room's facts an audit entry and the change record compare. */
export async function roomFacts(db: Db, id: number): Promise<RoomChange['before'] | undefined> {
  const row: InventoryRow | undefined = await db(T.inventory).where({ id }).first();
  if (!row) return undefined;
  const taken = (await takenPerRoom(db, id)).get(id);
  const room = staffRoomOf(row, taken);
  return { name: room.name, pricePerPerson: room.pricePerPerson, places: room.places };
}

/**
 * An administrator's change. In one transaction: lock the room's row (so two administrators'
 * changes apply one after the other), count what is held and paid, refuse places below that
 * (409, saying why), then write the name, the price and the new available count, and record
 * the change with who, when, before and after. Nothing is recorded when nothing changed.
 */
export async function updateRoom(db: Knex, id: number, change: RoomUpdateRequest, actor: TokenClaimsLike, now: number): Promise<StaffRoom> {
  return db.transaction(async (trx) => {
    const roomQuery = trx(T.inventory).where({ id });
    // SQLite runs one write transaction at a time; MySQL needs the row lock.
    const row: InventoryRow | undefined = await (kindOf(trx) === 'mysql' ? roomQuery.forUpdate() : roomQuery).first();
    if (!row) throw notFound(ROOM_MESSAGES.unknownRoom);
    const taken = (await takenPerRoom(trx, id)).get(id) ?? { held: 0, paid: 0 };
    const before = staffRoomOf(row, taken);
    const floor = taken.held + taken.paid;
    if (change.places < floor) throw conflict(placesBelowFloor(floor, taken.held, taken.paid));
    const name = change.name.trim();
    const delta = change.places - before.places;
    const updated = await trx(T.inventory)
      .where('id', id)
      .andWhere('available_items', '>=', -delta)
      .update({
        name: name === row.category ? null : name,
        price: change.pricePerPerson,
        available_items: trx.raw('?? + ?', ['available_items', delta]),
        updated_at: now,
      });
    if (updated !== 1) throw conflict(placesBelowFloor(floor, taken.held, taken.paid));
    const after: StaffRoom = {
      ...before,
      name,
      pricePerPerson: change.pricePerPerson,
      places: change.places,
      available: before.available + delta,
      updatedAt: now,
    };
    const facts = (room: StaffRoom) => ({ name: room.name, pricePerPerson: room.pricePerPerson, places: room.places });
    if (JSON.stringify(facts(before)) !== JSON.stringify(facts(after))) {
      await trx(ROOM_TABLES.roomChanges).insert({
        inventory_id: id,
        at: now,
        actor_id: actor.sub,
        actor_username: actor.username,
        actor_role: actor.role,
        before: JSON.stringify(facts(before)),
        after: JSON.stringify(facts(after)),
      });
    }
    return after;
  });
}

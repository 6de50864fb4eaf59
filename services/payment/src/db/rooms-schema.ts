/**
 * Rooms an administrator names, and the record of every change of a room (who,
 * when, before and after), which the rooms screen shows to every staff role.
 */

import { ROOM_LIMITS } from '@agency/contracts';
import type { Migration } from '@agency/service-common';
import { TABLES as T } from './rows';

export const ROOM_TABLES = { roomChanges: 'inventory_changes' } as const;

/** One administrator's change of a room; `before` and `after` are JSON of { name, pricePerPerson, places }. */
export interface RoomChangeRow {
  id: number;
  inventory_id: number;
  at: number;
  actor_id: number;
  actor_username: string;
  actor_role: string;
  before: string;
  after: string;
}

export const roomNamesAndChanges: Migration = {
  name: '003_room_names_and_changes',
  async up(db) {
    await db.schema.alterTable(T.inventory, (t) => {
      // NULL: the room is shown by its category.
      t.string('name', ROOM_LIMITS.nameMaxLength).nullable();
    });
    await db.schema.createTable(ROOM_TABLES.roomChanges, (t) => {
      t.increments('id');
      t.integer('inventory_id').unsigned().notNullable().references('id').inTable(T.inventory);
      t.bigInteger('at').notNullable();
      t.integer('actor_id').notNullable();
      t.string('actor_username', 100).notNullable();
      t.string('actor_role', 20).notNullable();
      t.text('before').notNullable();
      t.text('after').notNullable();
      t.index(['at'], 'inventory_changes_at_idx');
    });
  },
  async down(db) {
    await db.schema.dropTable(ROOM_TABLES.roomChanges);
    await db.schema.alterTable(T.inventory, (t) => {
      t.dropColumn('name');
    });
  },
};

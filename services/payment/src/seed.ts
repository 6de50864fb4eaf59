/** Fills an empty payment database with the retreat's room inventory; no payments. */

import type { Config } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES } from './db/rows';
import { RETREAT_STOCK } from './seed/retreat-rooms';

/** A fixed time for seeded rows, so the seed writes the same content on every run. */
const SEEDED_AT = Date.UTC(2025, 0, 1);

export async function seed(db: Knex, _config: Config): Promise<void> {
  const [{ count }] = await db(TABLES.inventory).count({ count: '*' });
  if (Number(count) > 0) return;
  await db(TABLES.inventory).insert(
    RETREAT_STOCK.map((room, index) => ({
      category: room.category,
      available_items: room.availableItems,
      price: room.pricePerPerson,
      unit: room.unit,
      sort_order: index + 1,
      updated_at: SEEDED_AT,
    })),
  );
}

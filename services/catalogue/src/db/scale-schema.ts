/**
 * Indexes and an aggregate that keep the public catalogue reads from growing with the
 * catalogue (chosen from EXPLAIN on MySQL/MariaDB and SQLite; test/query-plans.test.ts
 * checks every filter and sort still uses them).
 *
 * - One ordered, covering index per public sort (published first: every public read filters
 *   on it). Each also carries the packages' own filter columns, so a filter on price,
 *   duration or continent is checked inside the index while it is read in order, and the
 *   page stops after `limit` matches. The descending sorts keep the id ascending as their
 *   tiebreak, so their indexes are declared with a descending first key (plain SQL:
 *   knex's index builder has no per-column order).
 * - `package_facets`: how many published packages each continent, country, city, holiday
 *   type, inclusion, exclusion and duration has, and how many there are in all. The filter
 *   data and the totals of the commonest lists read it instead of counting (see
 *   ../queries/facets.ts); every write that can change it rebuilds it.
 */

import type { Migration } from '@agency/service-common';
import type { Knex } from 'knex';
import { FACET_TABLE, refreshFacets } from '../queries/facets';
import { TABLES as T } from './rows';

/** [name, columns in order, with ' DESC' where the key descends]. */
export const SORT_INDEXES: readonly [string, string][] = [
  ['packages_pub_newest_idx', 'published, created_at, id, price, duration, continent_id'],
  ['packages_pub_price_idx', 'published, price, id, duration, continent_id'],
  ['packages_pub_price_desc_idx', 'published, price DESC, id, duration, continent_id'],
  ['packages_pub_duration_idx', 'published, duration, id, price, continent_id'],
  ['packages_pub_duration_desc_idx', 'published, duration DESC, id, price, continent_id'],
  ['packages_pub_continent_idx', 'published, continent_id, created_at, id, price, duration'],
];

async function createSortIndexes(db: Knex): Promise<void> {
  for (const [name, columns] of SORT_INDEXES) await db.raw(`CREATE INDEX ${name} ON ${T.packages} (${columns})`);
}

export const scaleMigration: Migration = {
  name: '008_catalogue_scale',
  async up(db) {
    await createSortIndexes(db);
    await db.schema.createTable(FACET_TABLE, (t) => {
      /** 'all', 'continent', 'country', 'city', 'holiday_type', 'inclusion', 'exclusion' or 'duration'. */
      t.string('facet', 20).notNullable();
      /** The referenced row's id (days for 'duration', 0 for 'all'). */
      t.integer('value_id').unsigned().notNullable();
      t.integer('packages').unsigned().notNullable();
      t.primary(['facet', 'value_id'], 'package_facets_pk');
    });
    // A catalogue that already has packages gets its counts now, not at its next write.
    await refreshFacets(db);
  },
  async down(db) {
    await db.schema.dropTable(FACET_TABLE);
    for (const [name] of SORT_INDEXES) {
      await db.schema.alterTable(T.packages, (t) => t.dropIndex([], name));
    }
  },
};

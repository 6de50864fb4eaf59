/**
 * The packages' sort and filter keys copied into every join table (../queries/link-keys.ts),
 * with one ordered, covering index per public sort on each: (reference, published, sort key,
 * package, the other keys). A list filtered on a country, city, holiday type, inclusion or
 * exclusion then reads the join table of its rarest value already in the page's order and
 * checks price, duration and continent inside that index, so page 1 reads about `limit`
 * index entries however many packages match. The descending sorts keep the package id
 * ascending as their tiebreak, hence a descending first key (plain SQL: knex's index builder
 * has no per-column order). Also adds the card prices to the filter aggregate.
 */
import type { Migration } from '@agency/service-common';
import { FACET_TABLE, refreshFacets } from '../queries/facets';
import { copyKeysToLinks, LINK_TABLES } from '../queries/link-keys';

/** [name suffix, columns after the reference column, with ' DESC' where the key descends]. */
export const LINK_SORT_INDEXES: readonly [string, string][] = [
  ['newest', 'published, created_at, package_id, price, duration, continent_id'],
  ['price', 'published, price, package_id, duration, continent_id'],
  ['price_desc', 'published, price DESC, package_id, duration, continent_id'],
  ['duration', 'published, duration, package_id, price, continent_id'],
  ['duration_desc', 'published, duration DESC, package_id, price, continent_id'],
];

export const linkSortIndexName = (table: string, suffix: string) => `${table}_pub_${suffix}_idx`;

export const scaleKeysMigration: Migration = {
  name: '009_catalogue_scale_keys',
  async up(db) {
    for (const { table } of LINK_TABLES)
      await db.schema.alterTable(table, (t) => {
        // Defaults only for the rows already there, which the copy below fills; a row left
        // uncopied is a draft's (published false), so it never shows where it should not.
        t.boolean('published').notNullable().defaultTo(false);
        t.bigInteger('created_at').notNullable().defaultTo(0);
        t.integer('price').unsigned().notNullable().defaultTo(0);
        t.integer('duration').unsigned().notNullable().defaultTo(0);
        t.integer('continent_id').unsigned().notNullable().defaultTo(0);
      });
    await copyKeysToLinks(db);
    for (const { table, column } of LINK_TABLES)
      for (const [suffix, columns] of LINK_SORT_INDEXES)
        await db.raw(`CREATE INDEX ${linkSortIndexName(table, suffix)} ON ${table} (${column}, ${columns})`);
    await refreshFacets(db);
  },
  async down(db) {
    for (const { table } of LINK_TABLES) {
      for (const [suffix] of LINK_SORT_INDEXES) await db.schema.alterTable(table, (t) => t.dropIndex([], linkSortIndexName(table, suffix)));
      await db.schema.alterTable(table, (t) => t.dropColumns('published', 'created_at', 'price', 'duration', 'continent_id'));
    }
    await db(FACET_TABLE).where({ facet: 'price' }).delete();
  },
};

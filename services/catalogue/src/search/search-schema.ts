/**
 * The catalogue's full-text index. `package_search` holds each package's searchable text in
 * three columns, ranked in this order: its name, its destinations (countries, cities,
 * continent) and its description (title, paragraph and holiday types). The package writes
 * keep it (./search-text.ts); the index over it is each database's own:
 *
 * - MySQL/MariaDB: InnoDB FULLTEXT indexes, one per column (a MATCH names exactly the columns
 *   of one index: the ranking's tiers ask the name's and the destinations') and one over all
 *   three (a word may be in any of them).
 * - SQLite: an FTS5 table over `package_search` (external content, so the text is stored
 *   once), kept in step by triggers on `package_search`.
 */

import { kindOf, type Migration } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { SEARCH_COLUMNS, SEARCH_FTS, SEARCH_TABLE } from './search-tables';
import { rebuildSearchText } from './search-text';

const MYSQL_INDEXES: readonly [string, string][] = [
  ['package_search_name_ft', 'name'],
  ['package_search_destinations_ft', 'destinations'],
  ['package_search_description_ft', 'description'],
  ['package_search_all_ft', SEARCH_COLUMNS.join(', ')],
];

async function createSqliteIndex(db: Knex): Promise<void> {
  const columns = SEARCH_COLUMNS.join(', ');
  const newValues = SEARCH_COLUMNS.map((c) => `new.${c}`).join(', ');
  const oldValues = SEARCH_COLUMNS.map((c) => `old.${c}`).join(', ');
  // Prefix indexes of 2 and 3 characters make the search box's "words starting with" cheap.
  await db.raw(
    `CREATE VIRTUAL TABLE ${SEARCH_FTS} USING fts5(${columns}, content='${SEARCH_TABLE}', content_rowid='package_id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
  );
  await db.raw(
    `CREATE TRIGGER package_search_ai AFTER INSERT ON ${SEARCH_TABLE} BEGIN INSERT INTO ${SEARCH_FTS}(rowid, ${columns}) VALUES (new.package_id, ${newValues}); END`,
  );
  await db.raw(
    `CREATE TRIGGER package_search_ad AFTER DELETE ON ${SEARCH_TABLE} BEGIN INSERT INTO ${SEARCH_FTS}(${SEARCH_FTS}, rowid, ${columns}) VALUES ('delete', old.package_id, ${oldValues}); END`,
  );
  await db.raw(
    `CREATE TRIGGER package_search_au AFTER UPDATE ON ${SEARCH_TABLE} BEGIN INSERT INTO ${SEARCH_FTS}(${SEARCH_FTS}, rowid, ${columns}) VALUES ('delete', old.package_id, ${oldValues}); INSERT INTO ${SEARCH_FTS}(rowid, ${columns}) VALUES (new.package_id, ${newValues}); END`,
  );
}

export const searchMigration: Migration = {
  name: '010_package_search',
  async up(db) {
    await db.schema.createTable(SEARCH_TABLE, (t) => {
      t.integer('package_id').unsigned().primary('package_search_pk').references('id').inTable(T.packages).onDelete('CASCADE');
      t.string('name', 200).notNullable();
      t.text('destinations').notNullable();
      t.text('description').notNullable();
    });
    if (kindOf(db) === 'mysql') {
      for (const [name, columns] of MYSQL_INDEXES) await db.raw(`CREATE FULLTEXT INDEX ${name} ON ${SEARCH_TABLE} (${columns})`);
    } else {
      await createSqliteIndex(db);
    }
    await rebuildSearchText(db);
  },
  async down(db) {
    if (kindOf(db) === 'sqlite') {
      for (const trigger of ['package_search_ai', 'package_search_ad', 'package_search_au']) await db.raw(`DROP TRIGGER ${trigger}`);
      await db.raw(`DROP TABLE ${SEARCH_FTS}`);
    }
    await db.schema.dropTable(SEARCH_TABLE);
  },
};

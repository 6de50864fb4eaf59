/**
 * `package_search_words` (./word-rows.ts): one row per (word, package) of every package's
 * search text, keyed by (word, package id), with an index in (word, tier, package id) order
 * for a tier's page newest first. Filled from `package_search` here, then kept by the writes
 * that keep the text (./search-text.ts). SQLite keeps it WITHOUT ROWID, so both indexes hold
 * the package id as InnoDB's do.
 */

import { kindOf, type Migration } from '@agency/service-common';
import type { Knex } from 'knex';
import { SEARCH_TABLE, SEARCH_WORD_LENGTH, SEARCH_WORDS } from './search-tables';
import { insertWordRows, type SearchText, wordRowsOf } from './word-rows';

const TIER_INDEX = 'package_search_words_tier_idx';
const PACKAGES_PER_BATCH = 500;

async function fillFromText(db: Knex): Promise<void> {
  let after = 0;
  for (;;) {
    const texts: SearchText[] = await db(SEARCH_TABLE)
      .where('package_id', '>', after)
      .orderBy('package_id')
      .limit(PACKAGES_PER_BATCH)
      .select('package_id', 'name', 'destinations', 'description');
    if (texts.length === 0) return;
    await insertWordRows(
      db,
      texts.flatMap((text) => wordRowsOf({ ...text, package_id: Number(text.package_id) })),
    );
    after = Number(texts[texts.length - 1].package_id);
  }
}

export const searchWordsMigration: Migration = {
  name: '012_package_search_words',
  async up(db) {
    if (kindOf(db) === 'mysql') {
      // Binary order: a word's successor bounds the words starting with it (./word-search.ts), as on SQLite.
      await db.raw(
        `CREATE TABLE ${SEARCH_WORDS} (word VARCHAR(${SEARCH_WORD_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, package_id INT UNSIGNED NOT NULL, tier TINYINT UNSIGNED NOT NULL, in_columns TINYINT UNSIGNED NOT NULL, PRIMARY KEY (word, package_id))`,
      );
    } else {
      await db.raw(
        `CREATE TABLE ${SEARCH_WORDS} (word TEXT NOT NULL, package_id INTEGER NOT NULL, tier INTEGER NOT NULL, in_columns INTEGER NOT NULL, PRIMARY KEY (word, package_id)) WITHOUT ROWID`,
      );
    }
    await db.raw(`CREATE INDEX ${TIER_INDEX} ON ${SEARCH_WORDS} (word, tier, package_id)`);
    await fillFromText(db);
  },
  async down(db) {
    await db.schema.dropTable(SEARCH_WORDS);
  },
};

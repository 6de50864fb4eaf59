/**
 * `package_search_word_bits` (./word-bits.ts): per word and block of package ids, a bitmap of
 * the packages holding the word in each column, filled from the words table here and then
 * kept by the writes that keep it (./search-text.ts); and the one-row table its writers lock
 * on MySQL. MySQL keeps the bitmaps in the row (VARBINARY, at most a kilobyte each).
 */

import { kindOf, type Migration } from '@agency/service-common';
import { SEARCH_WORD_BITS, SEARCH_WORD_BITS_WRITER, SEARCH_WORD_LENGTH } from './search-tables';
import { BLOCK_IDS, rebuildWordBits } from './word-bits';

export const searchWordBitsMigration: Migration = {
  name: '013_package_search_word_bits',
  async up(db) {
    if (kindOf(db) === 'mysql') {
      const bitmap = `VARBINARY(${BLOCK_IDS / 8}) NOT NULL`;
      // The same binary word as package_search_words, so both tables hold a word alike.
      await db.raw(
        `CREATE TABLE ${SEARCH_WORD_BITS} (word VARCHAR(${SEARCH_WORD_LENGTH}) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, block INT UNSIGNED NOT NULL, in_name ${bitmap}, in_destinations ${bitmap}, in_description ${bitmap}, PRIMARY KEY (word, block))`,
      );
    } else {
      await db.raw(
        `CREATE TABLE ${SEARCH_WORD_BITS} (word TEXT NOT NULL, block INTEGER NOT NULL, in_name BLOB NOT NULL, in_destinations BLOB NOT NULL, in_description BLOB NOT NULL, PRIMARY KEY (word, block)) WITHOUT ROWID`,
      );
    }
    await db.schema.createTable(SEARCH_WORD_BITS_WRITER, (t) => {
      t.integer('id').primary();
    });
    await db(SEARCH_WORD_BITS_WRITER).insert({ id: 1 });
    await rebuildWordBits(db);
  },
  async down(db) {
    await db.schema.dropTable(SEARCH_WORD_BITS_WRITER);
    await db.schema.dropTable(SEARCH_WORD_BITS);
  },
};

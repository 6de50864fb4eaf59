/**
 * On MySQL a test database is a copy of the run's migrated template (test-kit's
 * database-templates.ts), the catalogue's FULLTEXT tables included: the copy must be what the
 * migrations make, in the schema, in InnoDB's own dictionary (the hidden FTS_DOC_ID column and
 * its index, each FULLTEXT index's auxiliary tables) and in what every full-text index answers
 * after the same seed and the same writes the search test makes.
 */

import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { Knex } from 'knex';
import { catalogueService } from '../src';
import { TABLES as T } from '../src/db/rows';
import { SEARCH_COLUMNS, SEARCH_TABLE, SEARCH_WORDS } from '../src/search/search-tables';
import { rebuildSearchText } from '../src/search/search-text';

const mysql = testDatabaseKinds().filter((kind) => kind === 'mysql');
const FULL_TEXT_INDEXES = [['name'], ['destinations'], ['description'], [...SEARCH_COLUMNS]];

/** Each table's statement, without the counter a copy and a migration may leave apart by design of neither. */
async function schemaOf(db: Knex): Promise<Record<string, string>> {
  const [tables] = await db.raw('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY 1');
  const schema: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const [[row]] = await db.raw(`SHOW CREATE TABLE \`${name}\``);
    schema[name] = row['Create Table'];
  }
  return schema;
}

async function triggersOf(db: Knex): Promise<unknown[]> {
  const [rows] = await db.raw(
    'SELECT TRIGGER_NAME, EVENT_MANIPULATION, EVENT_OBJECT_TABLE, ACTION_TIMING, ACTION_STATEMENT FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY 1',
  );
  return rows;
}

/**
 * InnoDB's dictionary of the database: every table (its auxiliary FULLTEXT tables named by
 * their suffix, as their names carry table and index ids), its columns (hidden FTS_DOC_ID
 * included) and its indexes.
 */
async function dictionaryOf(db: Knex): Promise<unknown[]> {
  const [[{ schema }]] = await db.raw('SELECT DATABASE() AS `schema`');
  const [rows] = await db.raw(
    `SELECT t.NAME AS tableName, t.FLAG AS flag, t.N_COLS AS columns, t.ROW_FORMAT AS rowFormat,
       (SELECT GROUP_CONCAT(CONCAT(c.POS, ':', c.NAME, ':', c.MTYPE, ':', c.PRTYPE, ':', c.LEN) ORDER BY c.POS) FROM information_schema.INNODB_SYS_COLUMNS c WHERE c.TABLE_ID = t.TABLE_ID) AS columnList,
       (SELECT GROUP_CONCAT(CONCAT(i.NAME, ':', i.TYPE, ':', i.N_FIELDS) ORDER BY i.NAME) FROM information_schema.INNODB_SYS_INDEXES i WHERE i.TABLE_ID = t.TABLE_ID) AS indexList
     FROM information_schema.INNODB_SYS_TABLES t WHERE t.NAME LIKE ?`,
    [`${schema}/%`],
  );
  return (rows as { tableName: string }[])
    .map((row) => ({ ...row, tableName: row.tableName.slice(schema.length + 1).replace(/^FTS_[0-9a-f]{16}(_[0-9a-f]{16})?_/, 'FTS_$1_') }))
    .map((row) => ({ ...row, tableName: row.tableName.replace(/^FTS__[0-9a-f]{16}_/, 'FTS_index_') }))
    .sort((a, b) => (a.tableName + JSON.stringify(a)).localeCompare(b.tableName + JSON.stringify(b)));
}

/** What each FULLTEXT index answers for `term`, as package ids. */
async function answers(db: Knex, term: string): Promise<number[][]> {
  return Promise.all(
    FULL_TEXT_INDEXES.map(async (columns) =>
      (
        await db(SEARCH_TABLE)
          .whereRaw(`MATCH(${columns.join(', ')}) AGAINST (? IN BOOLEAN MODE)`, [term])
          .orderBy('package_id')
          .pluck('package_id')
      ).map(Number),
    ),
  );
}

/** The search test's writes: a city, a name and a description take one word, then the text is rebuilt. */
async function plantWord(db: Knex): Promise<void> {
  const [name, destination, description] = (await db(T.packages).where('published', true).orderBy('id').pluck('id')).map(Number);
  const link = await db(T.packageCities).where('package_id', destination).first('city_id');
  await db(T.cities).where('id', link.city_id).update({ name: 'Zephyrine' });
  await db(T.packages).where('id', name).update({ package_name: 'Zephyrine Coast Escape' });
  await db(T.packages)
    .where('id', description)
    .update({ description_paragraph: db.raw('CONCAT(description_paragraph, ?)', [' A zephyrine breeze.']) });
  await rebuildSearchText(db);
}

describe.each(mysql)('a %s database copied from the template', () => {
  let copy: TestDatabase;
  let migrated: TestDatabase;
  const config = testConfig();

  beforeAll(async () => {
    [copy, migrated] = await Promise.all([createTestDatabase('mysql', { migratedFor: [catalogueService] }), createTestDatabase('mysql')]);
    await prepareDatabase(catalogueService, migrated.db, config, { seed: false });
  });
  afterAll(async () => {
    await copy?.drop();
    await migrated?.drop();
  });

  it('has the migrated schema, triggers and InnoDB dictionary, FULLTEXT tables included', async () => {
    const [copied, made] = await Promise.all([schemaOf(copy.db), schemaOf(migrated.db)]);
    expect(Object.keys(copied)).toContain(SEARCH_TABLE);
    expect(copied).toEqual(made);
    expect(await triggersOf(copy.db)).toEqual(await triggersOf(migrated.db));
    const dictionary = await dictionaryOf(copy.db);
    expect(JSON.stringify(dictionary)).toContain('FTS_DOC_ID');
    expect(dictionary).toEqual(await dictionaryOf(migrated.db));
  });

  it('answers indexed words and their prefixes as the migrated database does, after the seed and after rewrites', async () => {
    const compare = async () => {
      const words: string[] = await copy.db(SEARCH_WORDS).distinct('word').orderBy('word').pluck('word');
      expect(words).toEqual(await migrated.db(SEARCH_WORDS).distinct('word').orderBy('word').pluck('word'));
      expect(words.length).toBeGreaterThan(100);
      // Every thirteenth word, whole and as a prefix (the search's '+w*'), and the planted one: each index, both databases.
      const asked = [...words.filter((_word, i) => i % 13 === 0), 'zephyrine'];
      const terms = [...new Set(asked.flatMap((word) => [`+${word}`, `+${word.slice(0, 4)}*`]))];
      for (const term of terms) {
        const [copied, made] = await Promise.all([answers(copy.db, term), answers(migrated.db, term)]);
        expect([term, copied]).toEqual([term, made]);
      }
    };
    await Promise.all([catalogueService.seed(copy.db, config), catalogueService.seed(migrated.db, config)]);
    await compare();
    await Promise.all([plantWord(copy.db), plantWord(migrated.db)]);
    await Promise.all([rebuildSearchText(copy.db), rebuildSearchText(migrated.db)]);
    await compare();
    expect((await answers(copy.db, '+zephyrine*')).map((ids) => ids.length > 0)).toEqual([true, true, true, true]);
  }, 180_000);
});

if (mysql.length === 0) it.skip('needs MySQL (a copy of a template is a MySQL database)', () => {});

/**
 * Several words' tiers counted from their bitmaps (`package_search_word_bits`), against a count
 * of the same rows in JavaScript: every combination of columns the words can share, across
 * blocks of package ids. The rows are written straight into the words table and its bitmaps
 * for packages far above the seed's ids, so the seed's drafts take no part; the bitmaps the
 * writes keep are compared with those a rebuild makes from the words table.
 */

import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import type { Knex } from 'knex';
import { catalogueService } from '../src';
import { SEARCH_WORD_BITS, SEARCH_WORDS } from '../src/search/search-tables';
import { BLOCK_IDS, countTogether, rebuildWordBits, setWordBits } from '../src/search/word-bits';
import { insertWordRows, type WordRow } from '../src/search/word-rows';
import { wordTiers } from '../src/search/word-search';

const FIRST_ID = 1_000_000;

/** `rows` rows of `word` on every `step`-th package from FIRST_ID, its columns cycling through every combination. */
function rowsOf(word: string, rows: number, step: number, shift = 0): WordRow[] {
  return Array.from({ length: rows }, (_, i) => {
    const in_columns = 1 + ((i + shift) % 7);
    return { word, package_id: FIRST_ID + i * step, tier: in_columns & 1 ? 0 : in_columns & 2 ? 1 : 2, in_columns };
  });
}

/** The tier of a package holding every word: the first column all of them share. */
function expectedCounts(...words: WordRow[][]): [number, number, number] {
  const [first, ...others] = words;
  const columns = others.map((rows) => new Map(rows.map((row) => [row.package_id, row.in_columns])));
  const counts: [number, number, number] = [0, 0, 0];
  for (const row of first) {
    let together = row.in_columns;
    if (columns.some((other) => other.get(row.package_id) === undefined)) continue;
    for (const other of columns) together &= other.get(row.package_id) as number;
    counts[together & 1 ? 0 : together & 2 ? 1 : 2]++;
  }
  return counts;
}

async function writeWords(db: Knex, rows: WordRow[]): Promise<void> {
  await insertWordRows(db, rows);
  await setWordBits(db, rows, true);
}

/** Every stored bitmap row as text, to compare two ways of building them. */
async function storedBits(db: Knex): Promise<string[]> {
  const rows = await db(SEARCH_WORD_BITS)
    .orderBy(['word', 'block'])
    .select('word', 'block', 'in_name', 'in_destinations', 'in_description');
  return rows.map(
    (row) =>
      `${row.word} ${row.block} ${Buffer.from(row.in_name).toString('hex')} ${Buffer.from(row.in_destinations).toString('hex')} ${Buffer.from(row.in_description).toString('hex')}`,
  );
}

describe.each(testDatabaseKinds())('words counted together by tier on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migratedFor: [catalogueService] });
  });
  afterAll(() => database?.drop());

  const rare = rowsOf('tallyrare', 3_000, 7);
  const common = rowsOf('tallycommon', 4_200, 5, 3);
  const third = rowsOf('tallythird', 7_000, 3, 5);

  it('counts each package holding every word once, in the first column all of them are in, across blocks', async () => {
    const db = database.db;
    await writeWords(db, [...rare, ...common, ...third]);
    // The words span three blocks of package ids.
    const blocks = await db(SEARCH_WORD_BITS).where('word', 'tallyrare').pluck('block');
    expect(blocks.length).toBe(Math.ceil((rare[rare.length - 1].package_id + 1) / BLOCK_IDS) - Math.floor(FIRST_ID / BLOCK_IDS));
    expect(blocks.length).toBeGreaterThanOrEqual(3);

    expect(await countTogether(db, ['tallycommon', 'tallyrare'])).toEqual(expectedCounts(rare, common));
    expect(await countTogether(db, ['tallyrare', 'tallycommon', 'tallythird'])).toEqual(expectedCounts(rare, common, third));
    expect((await countTogether(db, ['tallycommon', 'tallyrare'])).reduce((sum, count) => sum + count, 0)).toBe(
      rare.filter((row) => (row.package_id - FIRST_ID) % 5 === 0).length,
    );
    expect(await countTogether(db, ['tallyrare', 'tallynowhere'])).toEqual([0, 0, 0]);
    // A word typed twice is one word.
    expect(await countTogether(db, ['tallyrare', 'tallyrare'])).toEqual(expectedCounts(rare, rare));
  });

  it('answers the search tiers from the bitmaps: one read by their key, no probe per match', async () => {
    const db = database.db;
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    db.on('query', record);
    try {
      expect(await (await wordTiers(db, ['tallycommon', 'tallyrare'])).counts()).toEqual(expectedCounts(rare, common));
    } finally {
      db.off('query', record);
    }
    expect(statements.filter((sql) => sql.includes(SEARCH_WORD_BITS))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('COUNT(*) AS total'))).toEqual([]);
  });

  it('keeps the bitmaps a rebuild from the words table would make, as words are cleared and set again', async () => {
    const db = database.db;
    // A package loses the rare word, another gains it in other columns.
    const lost = rare[10];
    const moved = { ...rare[11], in_columns: 4, tier: 2 };
    await db(SEARCH_WORDS).where({ word: lost.word, package_id: lost.package_id }).delete();
    await setWordBits(db, [lost], false);
    await db(SEARCH_WORDS).where({ word: moved.word, package_id: moved.package_id }).update({ in_columns: 4, tier: 2 });
    await setWordBits(db, [rare[11]], false);
    await setWordBits(db, [moved], true);
    const changed = rare.filter((row) => row !== lost).map((row) => (row === rare[11] ? moved : row));
    expect(await countTogether(db, ['tallycommon', 'tallyrare'])).toEqual(expectedCounts(changed, common));

    const kept = await storedBits(db);
    await rebuildWordBits(db);
    expect(await storedBits(db)).toEqual(kept);
  });

  it('drops a block whose bitmaps are all empty', async () => {
    const db = database.db;
    const alone = rowsOf('tallyalone', 1, 1);
    await writeWords(db, alone);
    expect(await db(SEARCH_WORD_BITS).where('word', 'tallyalone').count({ count: '*' })).toEqual([{ count: 1 }]);
    await setWordBits(db, alone, false);
    expect(await db(SEARCH_WORD_BITS).where('word', 'tallyalone').count({ count: '*' })).toEqual([{ count: 0 }]);
  });
});

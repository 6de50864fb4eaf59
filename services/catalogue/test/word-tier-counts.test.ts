/**
 * Two words' tiers counted from the words table, summed by tier in one pass over the rarer
 * word's rows, against a count of the same rows in JavaScript: every combination of columns
 * the two words can share. The rows are written straight into the words table for packages
 * far above the seed's ids, so the seed's drafts take no part.
 */

import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { catalogueService } from '../src';
import { SEARCH_WORDS } from '../src/search/search-tables';
import type { WordRow } from '../src/search/word-rows';
import { wordTiers } from '../src/search/word-search';

const FIRST_ID = 1_000_000;

/** `rows` rows of `word` on every `step`-th package from FIRST_ID, its columns cycling through every combination. */
function rowsOf(word: string, rows: number, step: number): WordRow[] {
  return Array.from({ length: rows }, (_, i) => {
    const in_columns = 1 + (i % 7);
    return { word, package_id: FIRST_ID + i * step, tier: in_columns & 1 ? 0 : in_columns & 2 ? 1 : 2, in_columns };
  });
}

/** The tier of a package holding every word: the first column all of them share. */
function expectedCounts(rare: WordRow[], common: WordRow[]): [number, number, number] {
  const columns = new Map(common.map((row) => [row.package_id, row.in_columns]));
  const counts: [number, number, number] = [0, 0, 0];
  for (const row of rare) {
    const other = columns.get(row.package_id);
    if (other === undefined) continue;
    const together = row.in_columns & other;
    counts[together & 1 ? 0 : together & 2 ? 1 : 2]++;
  }
  return counts;
}

describe.each(testDatabaseKinds())('two words counted by tier on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migratedFor: [catalogueService] });
  });
  afterAll(() => database?.drop());

  it('counts each package holding both words once, in the first column both are in', async () => {
    const db = database.db;
    const rare = rowsOf('tallyrare', 1_500, 2);
    const common = rowsOf('tallycommon', 2_400, 1);
    for (let i = 0; i < rare.length + common.length; i += 500) await db(SEARCH_WORDS).insert([...rare, ...common].slice(i, i + 500));

    const statements: { sql: string; bindings: unknown[] }[] = [];
    const record = (query: { sql: string; bindings: unknown[] }) => statements.push(query);
    db.on('query', record);
    try {
      const counts = await (await wordTiers(db, ['tallycommon', 'tallyrare'])).counts();
      expect(counts).toEqual(expectedCounts(rare, common));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1_200);
    } finally {
      db.off('query', record);
    }
    // The rarer word drives: its rows are the ones read, the common word's probed by key.
    const tierCounts = statements.filter(({ sql }) => sql.includes('COUNT(*) AS total'));
    expect(tierCounts).toHaveLength(1);
    expect(tierCounts[0].sql).toMatch(/ON w1\.word = \? AND w1\.package_id = w0\.package_id WHERE w0\.word = \?/);
    expect(tierCounts[0].bindings).toEqual(['tallycommon', 'tallyrare']);
  });
});

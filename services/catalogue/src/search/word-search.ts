/**
 * Search for whole words from `package_search_words` (./word-rows.ts): each word's rows are
 * an index range in (word, tier, package id) order, so a tier's page is read newest first
 * and stops after `limit` published packages, and its count reads the word's index entries
 * only, on both databases (InnoDB's FULLTEXT reads every match of a MATCH before LIMIT
 * applies; FTS5 did not need it, and one path answers alike on both).
 *
 * It answers exactly what the full-text match would when each word typed is whole: no other
 * indexed word starts with it, so the words starting with it are itself alone. A word that
 * is the start of others ('maldive', or 'beach' beside 'beaches') goes to the full-text path.
 */

import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import type { Tier } from './full-text';
import { SEARCH_WORD_LENGTH, SEARCH_WORDS } from './search-tables';
import { COLUMN_BITS } from './word-rows';

/** knex's raw answer as rows: mysql2 gives [rows, fields], better-sqlite3 the rows. */
export function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
}

/** The first string after every string starting with `prefix` (its last character's successor). */
export function pastPrefix(prefix: string): string {
  const chars = Array.from(prefix);
  const last = chars.pop() as string;
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) as number) + 1);
}

/** Whether an indexed word other than `word` starts with it. */
async function startsOthers(db: Knex, word: string): Promise<boolean> {
  const row = await db(SEARCH_WORDS).where('word', '>', word).andWhere('word', '<', pastPrefix(word)).first('word');
  return row !== undefined;
}

/** Whether every word is whole in the index, so ./word-search.ts answers for them. */
export async function allWhole(db: Knex, words: readonly string[]): Promise<boolean> {
  if (words.some((word) => Array.from(word).length > SEARCH_WORD_LENGTH)) return false;
  return !(await Promise.all(words.map((word) => startsOthers(db, word)))).some(Boolean);
}

/** Rows of a word, counted up to `cap` (enough to tell which word is the rarest). */
async function cappedCount(db: Knex, word: string, cap: number): Promise<number> {
  const [row] = rowsOf(
    await db.raw(`SELECT COUNT(*) AS count FROM (SELECT 1 AS one FROM ${SEARCH_WORDS} WHERE word = ? LIMIT ?) capped`, [word, cap]),
  ) as { count: number | string }[];
  return Number(row.count);
}

/** A word's rows must be present for each package: `w0` is the rarest word, the others joined by their key. */
interface Words {
  from: string;
  bindings: string[];
  /** The tier of a package for every word together. */
  tier: string;
}

async function wordsSource(db: Knex, words: readonly string[]): Promise<Words> {
  let ordered = [...words];
  if (words.length > 1) {
    const counts = await Promise.all(words.map((word) => cappedCount(db, word, 5000)));
    ordered = words
      .map((word, i) => ({ word, count: counts[i] }))
      .sort((a, b) => a.count - b.count)
      .map((w) => w.word);
  }
  const joins = ordered
    .slice(1)
    .map((_, i) => ` JOIN ${SEARCH_WORDS} AS w${i + 1} ON w${i + 1}.word = ? AND w${i + 1}.package_id = w0.package_id`);
  const together = ordered.map((_, i) => `w${i}.in_columns`).join(' & ');
  const tier =
    ordered.length === 1
      ? 'w0.tier'
      : `CASE WHEN (${together} & ${COLUMN_BITS.name}) <> 0 THEN 0 WHEN (${together} & ${COLUMN_BITS.destinations}) <> 0 THEN 1 ELSE 2 END`;
  // Bindings in the SQL's order: the joined words, then the first word (in WHERE).
  return { from: `${SEARCH_WORDS} AS w0${joins.join('')}`, bindings: [...ordered.slice(1), ordered[0]], tier };
}

/** How many packages hold every word, per tier; with `draftsOnly`, how many of them are drafts. */
async function countsByTier(db: Knex, source: Words, draftsOnly: boolean): Promise<[number, number, number]> {
  const drafts = draftsOnly ? ` AND w0.package_id IN (SELECT id FROM ${T.packages} WHERE published = ?)` : '';
  const rows = rowsOf(
    await db.raw(
      `SELECT ${source.tier} AS tier, COUNT(*) AS count FROM ${source.from} WHERE w0.word = ?${drafts} GROUP BY ${source.tier}`,
      draftsOnly ? [...source.bindings, false] : source.bindings,
    ),
  ) as { tier: number | string; count: number | string }[];
  const counts: [number, number, number] = [0, 0, 0];
  for (const row of rows) counts[Number(row.tier) as Tier] = Number(row.count);
  return counts;
}

/** The tiered reads of ./tiered-search.ts for whole words. */
export async function wordTiers(db: Knex, words: readonly string[]) {
  const source = await wordsSource(db, words);
  return {
    async counts(): Promise<[number, number, number]> {
      const [hasDrafts, all] = await Promise.all([db(T.packages).where('published', false).first('id'), countsByTier(db, source, false)]);
      if (!hasDrafts) return all;
      const drafts = await countsByTier(db, source, true);
      return [all[0] - drafts[0], all[1] - drafts[1], all[2] - drafts[2]];
    },
    async ids(tier: Tier, limit: number, offset: number): Promise<number[]> {
      // The first word's own tier is read from its index when every word must be in the name.
      const inTier =
        words.length === 1 || tier === 0 ? `w0.tier = ?${words.length === 1 ? '' : ` AND ${source.tier} = ?`}` : `${source.tier} = ?`;
      const tierBindings = words.length > 1 && tier === 0 ? [tier, tier] : [tier];
      const rows = rowsOf(
        await db.raw(
          `SELECT w0.package_id AS id FROM ${source.from} JOIN ${T.packages} p ON p.id = w0.package_id WHERE w0.word = ? AND ${inTier} AND p.published = ? ORDER BY w0.package_id DESC LIMIT ? OFFSET ?`,
          [...source.bindings, ...tierBindings, true, limit, offset],
        ),
      ) as { id: number | string }[];
      return rows.map((row) => Number(row.id));
    },
  };
}

/** Published packages with a word in their name starting with `prefix`, in the index's order (the search box's suggestions). */
export async function packagesNamedFrom(db: Knex, prefix: string, limit: number): Promise<{ id: number; package_name: string }[]> {
  const rows = rowsOf(
    await db.raw(
      `SELECT DISTINCT p.id, p.package_name FROM ${SEARCH_WORDS} AS w JOIN ${T.packages} p ON p.id = w.package_id WHERE w.word >= ? AND w.word < ? AND w.tier = 0 AND p.published = ? LIMIT ?`,
      [prefix, pastPrefix(prefix), true, limit],
    ),
  ) as { id: number | string; package_name: string }[];
  return rows.map((row) => ({ id: Number(row.id), package_name: row.package_name }));
}

/**
 * Search for whole words from `package_search_words` (./word-rows.ts): each word's rows are
 * an index range in (word, tier, package id) order, so a tier's page is read newest first
 * and stops after `limit` published packages, and its count reads the word's index entries
 * only, on both databases (InnoDB's FULLTEXT reads every match of a MATCH before LIMIT
 * applies; FTS5 did not need it, and one path answers alike on both).
 *
 * It answers exactly what the full-text match would when each word typed stands for one
 * indexed word (itself, or the one word it is the start of: ./expanded-search.ts finds
 * them). With several words, the rarest drives and each other is probed by its key; their
 * total is counted from the words' bitmaps (./word-bits.ts).
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { TABLES as T } from '../db/rows';
import type { Tier } from './full-text';
import { SEARCH_WORDS } from './search-tables';
import { countTogether } from './word-bits';
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

/** Rows counted to choose the driving word: past it, a word is common enough that any rarer one drives. */
export const RAREST_CAP = 5000;

/**
 * How long a word's counted rows are reused to choose the driving word. They are statistics,
 * as an optimizer's are: a stale figure may pick a slower driver for a while, never another
 * answer. Without them, a search of two common words counted up to 5,000 rows of each before
 * reading anything (0.9 ms of a 6 ms search at 100,000 packages on MariaDB).
 */
const WORD_FREQUENCY_TTL_MS = 5 * 60_000;
const frequenciesByDatabase = new WeakMap<Knex, LRUCache<string, number, readonly string[]>>();

function frequencies(db: Knex): LRUCache<string, number, readonly string[]> {
  let cache = frequenciesByDatabase.get(db);
  if (!cache) {
    cache = new LRUCache<string, number, readonly string[]>({
      max: 2_000,
      ttl: WORD_FREQUENCY_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => countRows(db, context, RAREST_CAP),
    });
    frequenciesByDatabase.set(db, cache);
  }
  return cache;
}

async function countRows(db: Knex, list: readonly string[], cap: number): Promise<number> {
  const [row] = rowsOf(
    await db.raw(
      `SELECT COUNT(*) AS count FROM (SELECT 1 AS one FROM ${SEARCH_WORDS} WHERE word IN (${list.map(() => '?').join(', ')}) LIMIT ?) capped`,
      [...list, cap],
    ),
  ) as { count: number | string }[];
  return Number(row.count);
}

/** Rows of a word (or of any of `words`), counted up to RAREST_CAP (enough to tell which word is the rarest); reused for a few minutes. */
export async function cappedCount(db: Knex, words: string | readonly string[]): Promise<number> {
  const list = typeof words === 'string' ? [words] : words;
  return (await frequencies(db).fetch(list.join(' '), { context: list })) as number;
}

/** The words' joins in the order written (the rarest word drives): MySQL would otherwise pick its own. */
const joinOrder = (db: Knex) => (kindOf(db) === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN');

/** A word's rows must be present for each package: `w0` is the rarest word, the others joined by their key. */
interface Words {
  from: string;
  bindings: string[];
  /** The tier of a package for every word together. */
  tier: string;
  /** Conditions, true or false per row, that a package is in tier 0, and in tier 0 or 1 (for counting without grouping). */
  inFirstTier: string;
  inFirstTwoTiers: string;
}

async function wordsSource(db: Knex, words: readonly string[]): Promise<Words> {
  let ordered = [...words];
  if (words.length > 1) {
    const counts = await Promise.all(words.map((word) => cappedCount(db, word)));
    ordered = words
      .map((word, i) => ({ word, count: counts[i] }))
      .sort((a, b) => a.count - b.count)
      .map((w) => w.word);
  }
  const joins = ordered
    .slice(1)
    .map((_, i) => ` ${joinOrder(db)} ${SEARCH_WORDS} AS w${i + 1} ON w${i + 1}.word = ? AND w${i + 1}.package_id = w0.package_id`);
  const together = ordered.map((_, i) => `w${i}.in_columns`).join(' & ');
  const tier =
    ordered.length === 1
      ? 'w0.tier'
      : `CASE WHEN (${together} & ${COLUMN_BITS.name}) <> 0 THEN 0 WHEN (${together} & ${COLUMN_BITS.destinations}) <> 0 THEN 1 ELSE 2 END`;
  // Bindings in the SQL's order: the joined words, then the first word (in WHERE).
  const [inFirstTier, inFirstTwoTiers] =
    ordered.length === 1
      ? ['w0.tier = 0', 'w0.tier <= 1']
      : [`(${together} & ${COLUMN_BITS.name}) <> 0`, `(${together} & ${COLUMN_BITS.name | COLUMN_BITS.destinations}) <> 0`];
  return {
    from: `${SEARCH_WORDS} AS w0${joins.join('')}`,
    bindings: [...ordered.slice(1), ordered[0]],
    tier,
    inFirstTier,
    inFirstTwoTiers,
  };
}

/**
 * How many packages hold every word, per tier, in one pass over the driving word's rows: two
 * sums of a condition and a count, no grouping (the tier's CASE, grouped or summed per tier,
 * cost MariaDB more per row than the probes of the other words' keys). Used for one word (its
 * own index entries) and, with `draftsOnly`, for how many matches of several words are drafts,
 * read from the drafts' side (a few packages, each probing the words by their key) rather than
 * per match; all the matches of several words are counted from their bitmaps (./word-bits.ts).
 */
async function countsByTier(db: Knex, source: Words, draftsOnly: boolean): Promise<[number, number, number]> {
  const from = draftsOnly ? `${T.packages} p ${joinOrder(db)} ${source.from} ` : `${source.from} `;
  const where = draftsOnly ? 'WHERE p.published = ? AND w0.package_id = p.id AND w0.word = ?' : 'WHERE w0.word = ?';
  const bindings = draftsOnly ? [...source.bindings.slice(0, -1), false, source.bindings[source.bindings.length - 1]] : source.bindings;
  const [row] = rowsOf(
    await db.raw(
      `SELECT SUM(${source.inFirstTier}) AS first, SUM(${source.inFirstTwoTiers}) AS firstTwo, COUNT(*) AS total FROM ${from}${where}`,
      bindings,
    ),
  ) as Record<'first' | 'firstTwo' | 'total', number | string | null>[];
  const [first, firstTwo, total] = [row.first, row.firstTwo, row.total].map((value) => Number(value ?? 0));
  return [first, firstTwo - first, total - firstTwo];
}

/** The tiered reads of ./tiered-search.ts for whole words. */
export async function wordTiers(db: Knex, words: readonly string[]) {
  const source = await wordsSource(db, words);
  return {
    rangePerTier: words.length === 1,
    async counts(): Promise<[number, number, number]> {
      // Several words: the intersection of their bitmaps; one word: its own index entries.
      const [hasDrafts, all] = await Promise.all([
        db(T.packages).where('published', false).first('id'),
        words.length > 1 ? countTogether(db, words) : countsByTier(db, source, false),
      ]);
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
          `SELECT w0.package_id AS id FROM ${source.from} ${joinOrder(db)} ${T.packages} p ON p.id = w0.package_id WHERE w0.word = ? AND ${inTier} AND p.published = ? ORDER BY w0.package_id DESC LIMIT ? OFFSET ?`,
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

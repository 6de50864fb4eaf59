/**
 * Search for words typed as the start of others ('maldive', 'mal', or 'beach' beside
 * 'beaches') from `package_search_words`, as the full-text match would answer them: each
 * word typed stands for the few indexed words starting with it (its expansions, read from
 * the index's order), and a package matches when it holds an expansion of every word typed.
 * Its tier follows the full-text rule (./full-text.ts) over the columns of all of a typed
 * word's expansions together: every typed word in the name, else every one in the
 * destinations, else the rest.
 *
 * A page reads each expansion of the first word given (the caller puts the rarest typed word
 * first) newest first (its rows are an index range), keeps the packages of the tier asked
 * for, and merges the streams; it stops after `offset + limit` of each. A word with more
 * than MAX_EXPANSIONS expansions ('a', 'ma') is left to the full-text path.
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import type { Tier } from './full-text';
import { SEARCH_WORD_LENGTH, SEARCH_WORDS } from './search-tables';
import { COLUMN_BITS } from './word-rows';
import { pastPrefix, rowsOf } from './word-search';

/** Indexed words a typed word may stand for before the search leaves it to the full-text index. */
export const MAX_EXPANSIONS = 16;

/** The indexed words starting with `word` (itself included), up to MAX_EXPANSIONS + 1, in order. */
async function expansionsOf(db: Knex, word: string): Promise<string[]> {
  const end = pastPrefix(word);
  if (kindOf(db) === 'mysql') {
    // GROUP BY on the key's first column: MySQL reads one entry per word ("index for group-by").
    const rows = rowsOf(
      await db.raw(`SELECT word FROM ${SEARCH_WORDS} WHERE word >= ? AND word < ? GROUP BY word ORDER BY word LIMIT ?`, [
        word,
        end,
        MAX_EXPANSIONS + 1,
      ]),
    ) as { word: string }[];
    return rows.map((row) => row.word);
  }
  // SQLite has no skip scan for DISTINCT: seek from one word to the next (in process, each a probe).
  const found: string[] = [];
  let from = word;
  let inclusive = true;
  while (found.length <= MAX_EXPANSIONS) {
    const row: { word: string } | undefined = await db(SEARCH_WORDS)
      .where('word', inclusive ? '>=' : '>', from)
      .andWhere('word', '<', end)
      .orderBy('word')
      .first('word');
    if (!row) break;
    found.push(row.word);
    from = row.word;
    inclusive = false;
  }
  return found;
}

/**
 * Each typed word's expansions, or undefined when one has too many (or is longer than the
 * index keeps words) and the full-text index must answer.
 */
export async function expandedWords(db: Knex, words: readonly string[]): Promise<string[][] | undefined> {
  if (words.some((word) => Array.from(word).length > SEARCH_WORD_LENGTH)) return undefined;
  const expansions = await Promise.all(words.map((word) => expansionsOf(db, word)));
  return expansions.some((list) => list.length > MAX_EXPANSIONS) ? undefined : expansions;
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * SQL for the columns a typed word is in for the package `id` (name 1, destinations 2, as
 * COLUMN_BITS): NULL when the package holds none of its expansions. Probes each expansion's
 * key (word, package id).
 */
function columnsOfWord(expansions: readonly string[], id: string): { sql: string; bindings: string[] } {
  const { name, destinations } = COLUMN_BITS;
  return {
    sql: `(SELECT MAX(x.in_columns & ${name}) + MAX(x.in_columns & ${destinations}) FROM ${SEARCH_WORDS} x WHERE x.word IN (${placeholders(expansions)}) AND x.package_id = ${id})`,
    bindings: [...expansions],
  };
}

/**
 * The tier of the columns every typed word shares (`bits`: name 1, destinations 2), naming
 * `bits` once so its probes run once: a table of two bits per value, 0 → 2, 1 → 0, 2 → 1,
 * 3 → 0 (in the name: tier 0; in the destinations only: 1; neither: 2), read by shifting.
 */
/** Two bits per value of `bits`, from 3 down to 0: 0, 1, 0, 2. */
const TIER_BY_BITS = 0b00_01_00_10;
const tierOf = (bits: string) => `((${TIER_BY_BITS} >> (2 * ${bits})) & 3)`;

/** The tiered reads of ./tiered-search.ts for typed words standing for their expansions (none empty). */
export function expandedTiers(db: Knex, expansions: readonly string[][]) {
  const [first, ...others] = expansions;
  const straight = kindOf(db) === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
  /** The columns every word shares for package `id`, the first word's given as `firstBits`. */
  const shared = (firstBits: string, id: string) => {
    const parts = others.map((list) => columnsOfWord(list, id));
    return { sql: [firstBits, ...parts.map((part) => part.sql)].join(' & '), bindings: parts.flatMap((part) => part.bindings) };
  };

  /** Packages per tier (with `published`, only those whose published flag is that). */
  async function countsWhere(published: boolean | undefined): Promise<[number, number, number]> {
    const { name, destinations } = COLUMN_BITS;
    const bits = shared('d.bits', 'd.package_id');
    const onlyFlag = published === undefined ? '' : ` AND package_id IN (SELECT id FROM ${T.packages} WHERE published = ?)`;
    const sums = ([0, 1, 2] as const).map((tier) => `SUM(CASE WHEN ${tierOf('m.bits')} = ${tier} THEN 1 ELSE 0 END) AS t${tier}`);
    const [row] = rowsOf(
      await db.raw(
        `SELECT ${sums.join(', ')} FROM (SELECT ${bits.sql} AS bits FROM (SELECT package_id, MAX(in_columns & ${name}) + MAX(in_columns & ${destinations}) AS bits FROM ${SEARCH_WORDS} WHERE word IN (${placeholders(first)})${onlyFlag} GROUP BY package_id) d) m WHERE m.bits IS NOT NULL`,
        [...bits.bindings, ...first, ...(published === undefined ? [] : [published])],
      ),
    ) as Record<string, number | string | null>[];
    return [Number(row.t0 ?? 0), Number(row.t1 ?? 0), Number(row.t2 ?? 0)];
  }

  return {
    rangePerTier: others.length === 0,
    async counts(): Promise<[number, number, number]> {
      const [hasDrafts, all] = await Promise.all([db(T.packages).where('published', false).first('id'), countsWhere(undefined)]);
      if (!hasDrafts) return all;
      const drafts = await countsWhere(false);
      return [all[0] - drafts[0], all[1] - drafts[1], all[2] - drafts[2]];
    },
    async ids(tier: Tier, limit: number, offset: number): Promise<number[]> {
      const wanted = offset + limit;
      // A package of tier 0 (or, for one typed word, of any tier) has an expansion of the first word in that tier itself.
      const ownTier = tier === 0 || others.length === 0;
      const streams = first.map((word) => {
        const bits = shared(columnsOfWord(first, 'w.package_id').sql, 'w.package_id');
        return {
          sql: `SELECT id FROM (SELECT w.package_id AS id FROM ${SEARCH_WORDS} w ${straight} ${T.packages} p ON p.id = w.package_id WHERE w.word = ?${ownTier ? ' AND w.tier = ?' : ''} AND p.published = ? AND ${tierOf(`(${bits.sql})`)} = ? ORDER BY w.package_id DESC LIMIT ?) s`,
          bindings: [word, ...(ownTier ? [tier] : []), true, ...first, ...bits.bindings, tier, wanted],
        };
      });
      const rows = rowsOf(
        await db.raw(
          streams.map((stream) => stream.sql).join(' UNION ALL '),
          streams.flatMap((stream) => stream.bindings),
        ),
      ) as { id: number | string }[];
      const ids = [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => b - a);
      return ids.slice(offset, wanted);
    },
  };
}

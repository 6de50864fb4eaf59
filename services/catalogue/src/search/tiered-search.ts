/**
 * The search box's own case — search text with no filter and no sort — answered at a cost
 * that does not follow the number of matches, in the tiers of ./full-text.ts (inside a tier
 * the newest package first: the highest id, as ids are handed out as packages are created).
 *
 * Each tier is a full-text condition read newest first, so a page takes its tier's matches
 * from the top until `limit` published ones, instead of scoring and sorting every match.
 * FTS5 walks its doclists in rowid order and stops there; InnoDB reads every match of a
 * MATCH first and sorts the ids, so on MySQL a page there costs per match (docs/search.md).
 * Whole words (no other indexed word starts with one) are read from the words table instead
 * (./word-search.ts), and words typed as the start of a few others by ./expanded-search.ts,
 * whose index ranges stop after a page on both databases. The total is
 * counted from the index alone (no package row is read), less the drafts that match (drafts
 * are indexed too; counted only when there are any).
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { expandedTiers, expandedWords } from './expanded-search';
import { anyCondition, type Condition, TIERS, type Tier, tierCondition } from './full-text';
import { SEARCH_FTS, SEARCH_TABLE } from './search-tables';
import { cappedCount, rowsOf, wordTiers } from './word-search';

/** A search's tiers: how many published packages each holds, and a page of one, newest first. */
interface Tiers {
  counts(): Promise<[number, number, number]>;
  ids(tier: Tier, limit: number, offset: number): Promise<number[]>;
  /**
   * Each tier is an index range of its own (one typed word), so reading an empty or short
   * tier costs its own rows only; with several words a tier is found by probing the driving
   * word's rows, and an empty tier would read all of them: the count comes first to skip it.
   */
  rangePerTier?: boolean;
}

/** Every match, in any tier. */
function anySource(db: Knex, words: readonly string[]): { from: string; id: string; where: Condition } {
  return kindOf(db) === 'mysql'
    ? { from: `${SEARCH_TABLE} s`, id: 's.package_id', where: anyCondition(db, words, 's.') }
    : { from: SEARCH_FTS, id: `${SEARCH_FTS}.rowid`, where: anyCondition(db, words) };
}

/** The tier's table and its package id column (`rowid` of the FTS table, `s.package_id` on MySQL). */
function tierSource(db: Knex, words: readonly string[], tier: Tier): { from: string; id: string; where: Condition } {
  return kindOf(db) === 'mysql'
    ? { from: `${SEARCH_TABLE} s`, id: 's.package_id', where: tierCondition(db, words, tier, 's.') }
    : { from: SEARCH_FTS, id: `${SEARCH_FTS}.rowid`, where: tierCondition(db, words, tier) };
}

/** How many matches `where` has in the index; with `draftsOnly`, how many of them are drafts. */
async function indexCount(db: Knex, source: { from: string; id: string; where: Condition }, draftsOnly: boolean): Promise<number> {
  const { from, id, where } = source;
  const drafts = draftsOnly ? ` AND ${id} IN (SELECT id FROM ${T.packages} WHERE published = ?)` : '';
  const [row] = rowsOf(
    await db.raw(
      `SELECT COUNT(*) AS count FROM ${from} WHERE ${where.sql}${drafts}`,
      draftsOnly ? [...where.bindings, false] : where.bindings,
    ),
  ) as { count: number | string }[];
  return Number(row.count);
}

/**
 * Published matches per tier. Counted from the index: the name's tier, the destinations'
 * tier and all matches (the third tier is the rest, so its longer condition is never
 * counted); the drafts among them are counted only when there are drafts at all.
 */
async function tierCounts(db: Knex, words: readonly string[]): Promise<[number, number, number]> {
  const sources = [tierSource(db, words, 0), tierSource(db, words, 1), anySource(db, words)];
  const [hasDrafts, ...all] = await Promise.all([
    db(T.packages).where('published', false).first('id'),
    ...sources.map((source) => indexCount(db, source, false)),
  ]);
  const drafts = hasDrafts ? await Promise.all(sources.map((source) => indexCount(db, source, true))) : [0, 0, 0];
  const [name, destinations, any] = (all as number[]).map((count, i) => count - drafts[i]);
  return [name, destinations, any - name - destinations];
}

/** Ids of one tier's published matches, newest first, from `offset`. */
async function tierIds(db: Knex, words: readonly string[], tier: Tier, limit: number, offset: number): Promise<number[]> {
  const { from, id, where } = tierSource(db, words, tier);
  // SQLite: CROSS JOIN keeps the index's walk outside, so the walk stops after `limit` published rows.
  const join = kindOf(db) === 'mysql' ? 'JOIN' : 'CROSS JOIN';
  const rows = rowsOf(
    await db.raw(
      `SELECT ${id} AS id FROM ${from} ${join} ${T.packages} p ON p.id = ${id} WHERE ${where.sql} AND p.published = ? ORDER BY ${id} DESC LIMIT ? OFFSET ?`,
      [...where.bindings, true, limit, offset],
    ),
  ) as { id: number | string }[];
  return rows.map((row) => Number(row.id));
}

/** The tiers from the full-text index (any words: a word may be the start of several). */
function fullTextTiers(db: Knex, words: readonly string[]): Tiers {
  return {
    counts: () => tierCounts(db, words),
    ids: (tier, limit, offset) => tierIds(db, words, tier, limit, offset),
  };
}

/**
 * The typed words' expansions with the rarest typed word's first (its expansions' rows counted
 * up to a cap): the expanded path drives from its first word, reading every row of it to
 * count, so 'beach maldives' reads Maldives' rows and probes the beaches, not the reverse.
 * The tiers and the order do not depend on which word drives.
 */
async function rarestFirst(db: Knex, expansions: string[][]): Promise<string[][]> {
  if (expansions.length < 2) return expansions;
  const counts = await Promise.all(expansions.map((list) => cappedCount(db, list)));
  return expansions
    .map((list, i) => ({ list, count: counts[i] }))
    .sort((a, b) => a.count - b.count)
    .map(({ list }) => list);
}

/**
 * The words table answers when each typed word stands for a few indexed words: whole words
 * (each itself alone, or not indexed at all) by ./word-search.ts, prefixes by
 * ./expanded-search.ts; a word that starts too many goes to the full-text index.
 */
async function tiersOf(db: Knex, words: readonly string[]): Promise<Tiers> {
  const expansions = await expandedWords(db, words);
  if (!expansions) return fullTextTiers(db, words);
  if (expansions.some((list) => list.length === 0)) return { counts: async () => [0, 0, 0], ids: async () => [] };
  // A word standing for one indexed word (itself, or the one it starts) is that word.
  if (expansions.every((list) => list.length === 1))
    return wordTiers(
      db,
      expansions.map(([word]) => word),
    );
  return expandedTiers(db, await rarestFirst(db, expansions));
}

/** The first `limit` matches, by tier then newest: each tier read from its top until the page is full. */
async function firstIds(tiers: Tiers, limit: number): Promise<number[]> {
  const ids: number[] = [];
  for (const tier of TIERS) {
    if (ids.length >= limit) break;
    ids.push(...(await tiers.ids(tier, limit - ids.length, 0)));
  }
  return ids;
}

/** One page of the matches of every word, by tier then newest, and how many there are. */
export async function tieredPage(
  db: Knex,
  words: readonly string[],
  slice: { limit: number; offset: number },
): Promise<{ ids: number[]; total: Promise<number> }> {
  const tiers = await tiersOf(db, words);
  // The first page needs no count to find its rows (it skips nothing): when its tiers are
  // ranges, the count, which reads every match of the word, runs beside the page's reads and
  // the loading of its packages (the caller awaits the total last) instead of before them.
  if (slice.offset === 0 && tiers.rangePerTier) {
    const counting = tiers.counts().then((counts) => counts.reduce((sum, count) => sum + count, 0));
    // Awaited by the caller; this only keeps a failure while the page is read from going unhandled.
    counting.catch(() => undefined);
    return { ids: await firstIds(tiers, slice.limit), total: counting };
  }
  const counts = await tiers.counts();
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ids: number[] = [];
  let skip = slice.offset;
  for (const tier of TIERS) {
    if (ids.length >= slice.limit) break;
    if (skip >= counts[tier]) {
      skip -= counts[tier];
      continue;
    }
    ids.push(...(await tiers.ids(tier, slice.limit - ids.length, skip)));
    skip = 0;
  }
  return { ids, total: Promise.resolve(total) };
}

/**
 * The search box's own case — search text with no filter and no sort — answered at a cost
 * that does not follow the number of matches, in the tiers of ./full-text.ts (inside a tier
 * the newest package first: the highest id, as ids are handed out as packages are created).
 *
 * Each tier is a full-text condition the index answers in id order (FTS5 walks its doclists
 * by rowid; InnoDB's full-text search returns document ids), so a page reads its tier's
 * matches from the top and stops after `limit` published ones, instead of scoring and
 * sorting every match. The total is counted from the index alone (no package row is read),
 * less the drafts that match (drafts are indexed too, and are few).
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { type Condition, TIERS, type Tier, tierCondition } from './full-text';
import { SEARCH_FTS, SEARCH_TABLE } from './search-tables';

/** The tier's table and its package id column (`rowid` of the FTS table, `s.package_id` on MySQL). */
function tierSource(db: Knex, words: readonly string[], tier: Tier): { from: string; id: string; where: Condition } {
  return kindOf(db) === 'mysql'
    ? { from: `${SEARCH_TABLE} s`, id: 's.package_id', where: tierCondition(db, words, tier, 's.') }
    : { from: SEARCH_FTS, id: `${SEARCH_FTS}.rowid`, where: tierCondition(db, words, tier) };
}

/** Published matches of one tier: every match counted from the index, less the drafts among them. */
async function publishedCount(db: Knex, words: readonly string[], tier: Tier): Promise<number> {
  const { from, id, where } = tierSource(db, words, tier);
  const [[all], [drafts]] = (await Promise.all([
    db.raw(`SELECT COUNT(*) AS count FROM ${from} WHERE ${where.sql}`, where.bindings).then(rowsOf),
    db
      .raw(`SELECT COUNT(*) AS count FROM ${from} WHERE ${where.sql} AND ${id} IN (SELECT id FROM ${T.packages} WHERE published = ?)`, [
        ...where.bindings,
        false,
      ])
      .then(rowsOf),
  ])) as { count: number | string }[][];
  return Number(all.count) - Number(drafts.count);
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

/** knex's raw answer as rows: mysql2 gives [rows, fields], better-sqlite3 the rows. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
}

/** One page of the matches of every word, by tier then newest, and how many there are. */
export async function tieredPage(
  db: Knex,
  words: readonly string[],
  slice: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const counts = await Promise.all(TIERS.map((tier) => publishedCount(db, words, tier)));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ids: number[] = [];
  let skip = slice.offset;
  for (const tier of TIERS) {
    if (ids.length >= slice.limit) break;
    if (skip >= counts[tier]) {
      skip -= counts[tier];
      continue;
    }
    ids.push(...(await tierIds(db, words, tier, slice.limit - ids.length, skip)));
    skip = 0;
  }
  return { ids, total };
}

/**
 * Reads the plans of the SQL a request ran: every statement knex sends while the request
 * is answered is captured, and each SELECT that reads `packages` or starts from a filter's
 * join table is explained (EXPLAIN on MySQL/MariaDB, EXPLAIN QUERY PLAN on SQLite). A plan
 * is refused when it reads the whole `packages` table, or sorts at least half of it; and a
 * page read from a join table (ordered and limited) must read it through an index already in the page's order
 * (no scan, no sort of its matches, however few: their number grows with the catalogue); a
 * count from a join table must read an index, not scan it.
 */

import type { DatabaseKind } from '@agency/service-common';
import type { Knex } from 'knex';

export interface CapturedQuery {
  sql: string;
  bindings: readonly unknown[];
}

/** Runs `work` and returns the statements it sent through `db`. */
export async function capturingQueries(db: Knex, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.removeListener('query', listener);
  }
  return captured;
}

const READS_PACKAGES = /\b(from|join)\s+[`"]?packages[`"]?(\s|$)/i;
/** A statement whose first table is a filter's join table or the search's words table, and the name (or alias) its plan shows. */
const FROM_LINKS =
  /^\s*select\b[\s\S]*?\bfrom\s+[`"]?(package_countries|package_cities|package_holiday_types|package_inclusions|package_exclusions|package_search_words)[`"]?(?:\s+as\s+[`"]?(\w+)[`"]?)?/i;

/** Why a page read from a join table would grow with the catalogue, or undefined. */
async function linkPlanProblem(db: Knex, kind: DatabaseKind, query: CapturedQuery): Promise<string | undefined> {
  const from = FROM_LINKS.exec(query.sql);
  if (!from) return undefined;
  // Only pages (ordered, limited) must not sort: a page's own rows read by package id are as many as the page has.
  const isPage = /\border\s+by\b[\s\S]*\blimit\b/i.test(query.sql);
  const name = from[2] ?? from[1];
  if (kind === 'sqlite') {
    const rows: { detail: string }[] = await db.raw(`EXPLAIN QUERY PLAN ${query.sql}`, query.bindings as Knex.RawBinding[]);
    const details = rows.map((row) => row.detail);
    if (details.some((d) => d.startsWith(`SCAN ${name}`) && !/USING (COVERING )?INDEX/.test(d)))
      return `full scan of ${from[1]}: ${details.join(' | ')}`;
    if (isPage && details.some((d) => /USE TEMP B-TREE FOR ORDER BY/.test(d)))
      return `sorts the matches of ${from[1]}: ${details.join(' | ')}`;
    return undefined;
  }
  const [rows] = (await db.raw(`EXPLAIN ${query.sql}`, query.bindings as Knex.RawBinding[])) as [
    { table: string | null; type: string | null; rows: number | string | null; Extra: string | null; key: string | null }[],
  ];
  const describe = () => rows.map((r) => `${r.table}:${r.type}:${r.key ?? '-'}:${r.rows}:${r.Extra ?? ''}`).join(' | ');
  const first = rows.find((row) => row.table === name);
  if (first?.type === 'ALL') return `full scan of ${from[1]}: ${describe()}`;
  if (isPage && rows.some((row) => /filesort|temporary/i.test(row.Extra ?? ''))) return `sorts the matches of ${from[1]}: ${describe()}`;
  return undefined;
}

/** Why a plan would grow with the catalogue, or undefined when it does not. */
export async function planProblem(db: Knex, kind: DatabaseKind, query: CapturedQuery, packageRows: number): Promise<string | undefined> {
  if (!/^\s*select/i.test(query.sql)) return undefined;
  const fromLinks = await linkPlanProblem(db, kind, query);
  if (fromLinks || !READS_PACKAGES.test(query.sql)) return fromLinks;
  if (kind === 'sqlite') {
    const rows: { detail: string }[] = await db.raw(`EXPLAIN QUERY PLAN ${query.sql}`, query.bindings as Knex.RawBinding[]);
    const details = rows.map((row) => row.detail);
    const tableScan = details.find((d) => /^SCAN packages\b/.test(d) && !/USING (COVERING )?INDEX/.test(d));
    if (tableScan) return `full scan of packages: ${details.join(' | ')}`;
    // Every public read filters on `published`, which almost every package is: a search on that alone reads them all.
    const scansPackages = details.some((d) => /^SCAN packages\b/.test(d) || /^SEARCH packages USING .*\(published=\?\)$/.test(d));
    if (scansPackages && details.some((d) => /USE TEMP B-TREE FOR ORDER BY/.test(d))) return `sorts every package: ${details.join(' | ')}`;
    return undefined;
  }
  const [rows] = (await db.raw(`EXPLAIN ${query.sql}`, query.bindings as Knex.RawBinding[])) as [
    { table: string | null; type: string | null; rows: number | string | null; Extra: string | null; key: string | null }[],
  ];
  const describe = () => rows.map((r) => `${r.table}:${r.type}:${r.key ?? '-'}:${r.rows}:${r.Extra ?? ''}`).join(' | ');
  for (const row of rows) {
    if (row.table !== 'packages') continue;
    if (row.type === 'ALL') return `full scan of packages: ${describe()}`;
    if (/filesort/i.test(row.Extra ?? '') && Number(row.rows) >= packageRows / 2) return `sorts every package: ${describe()}`;
  }
  return undefined;
}

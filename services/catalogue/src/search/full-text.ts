/**
 * The full-text match, each database through its own index (./search-schema.ts). Every word
 * must be somewhere in a package's text (as a word or the start of one: 'maldive' finds
 * Maldives). Matches are ranked in three tiers, the order a visitor expects: every word in
 * the package's name, then every word in its destinations, then the rest (the words spread
 * over the columns, or in the description); inside a tier the newest package first.
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { SEARCH_COLUMNS, SEARCH_FTS, SEARCH_TABLE } from './search-tables';

/** Where the words must be found: anywhere, or in the package name only (the search box's package suggestions). */
export type MatchScope = 'all' | 'name';

/** 0: every word in the name; 1: every word in the destinations (not the name); 2: the rest. */
export type Tier = 0 | 1 | 2;
export const TIERS: readonly Tier[] = [0, 1, 2];

/** SQL with its bindings. */
export interface Condition {
  sql: string;
  bindings: string[];
}

/** FTS5 query text: '"w"*' is a prefix query, every word required; optionally inside one column. */
function ftsTerms(words: readonly string[], column?: string): string {
  const terms = words.map((w) => `"${w}"*`).join(' AND ');
  return column ? `${column} : (${terms})` : terms;
}

/** InnoDB boolean mode: '+w*' must be there, as a word or its start. */
const innodbTerms = (words: readonly string[]) => words.map((w) => `+${w}*`).join(' ');
const innodbMatch = (columns: readonly string[], prefix: string) =>
  `MATCH(${columns.map((c) => `${prefix}${c}`).join(', ')}) AGAINST (? IN BOOLEAN MODE)`;

/**
 * The condition of one tier on the index: on MySQL over `package_search` (as `prefix`), on
 * SQLite a MATCH of its FTS5 table. Each reads only the index (InnoDB's FULLTEXT of the
 * columns named, FTS5's doclists) and yields the package ids in id order.
 */
export function tierCondition(db: Knex, words: readonly string[], tier: Tier, prefix = ''): Condition {
  if (kindOf(db) === 'mysql') {
    const required = innodbTerms(words);
    const [name, destinations] = [innodbMatch(['name'], prefix), innodbMatch(['destinations'], prefix)];
    if (tier === 0) return { sql: name, bindings: [required] };
    if (tier === 1) return { sql: `${destinations} AND NOT ${name}`, bindings: [required, required] };
    return {
      sql: `${innodbMatch(SEARCH_COLUMNS, prefix)} AND NOT ${name} AND NOT ${destinations}`,
      bindings: [required, required, required],
    };
  }
  const [all, name, destinations] = [ftsTerms(words), ftsTerms(words, 'name'), ftsTerms(words, 'destinations')];
  const expression = [name, `(${destinations}) NOT (${name})`, `((${all}) NOT (${name})) NOT (${destinations})`][tier];
  return { sql: `${SEARCH_FTS} MATCH ?`, bindings: [expression] };
}

/** Every word anywhere (all three tiers). */
export function anyCondition(db: Knex, words: readonly string[], prefix = ''): Condition {
  return kindOf(db) === 'mysql'
    ? { sql: innodbMatch(SEARCH_COLUMNS, prefix), bindings: [innodbTerms(words)] }
    : { sql: `${SEARCH_FTS} MATCH ?`, bindings: [ftsTerms(words)] };
}

/** Each match's tier as a column, for a query that combines the match with the list's filters. */
function tierColumn(db: Knex, words: readonly string[]): Knex.Raw {
  if (kindOf(db) === 'mysql') {
    const required = innodbTerms(words);
    return db.raw(`CASE WHEN ${innodbMatch(['name'], '')} THEN 0 WHEN ${innodbMatch(['destinations'], '')} THEN 1 ELSE 2 END AS tier`, [
      required,
      required,
    ]);
  }
  const within = `SELECT rowid FROM ${SEARCH_FTS} WHERE ${SEARCH_FTS} MATCH ?`;
  return db.raw(`CASE WHEN rowid IN (${within}) THEN 0 WHEN rowid IN (${within}) THEN 1 ELSE 2 END AS tier`, [
    ftsTerms(words, 'name'),
    ftsTerms(words, 'destinations'),
  ]);
}

/**
 * (package_id, tier) of the packages whose text holds every word (`package_id` alone unless
 * `ranked`). `words` must not be empty.
 */
export function fullTextMatches(db: Knex, words: readonly string[], scope: MatchScope = 'all', ranked = true): Knex.QueryBuilder {
  if (kindOf(db) === 'mysql') {
    const columns = scope === 'name' ? 'name' : SEARCH_COLUMNS.join(', ');
    return db(SEARCH_TABLE)
      .select(ranked ? ['package_id', tierColumn(db, words)] : ['package_id'])
      .whereRaw(`MATCH(${columns}) AGAINST (? IN BOOLEAN MODE)`, [innodbTerms(words)]);
  }
  return db
    .from(SEARCH_FTS)
    .select(ranked ? [db.raw('rowid AS package_id'), tierColumn(db, words)] : [db.raw('rowid AS package_id')])
    .whereRaw(`${SEARCH_FTS} MATCH ?`, [ftsTerms(words, scope === 'name' ? 'name' : undefined)]);
}

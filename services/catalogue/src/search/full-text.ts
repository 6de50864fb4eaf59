/**
 * The full-text match as a subquery of (package_id, score), each database through its own
 * index (./search-schema.ts). Every word must be somewhere in a package's text (as a word or
 * the start of one: 'maldive' finds Maldives); the score weighs a match in the name over one
 * in the destinations over one in the description (SEARCH_WEIGHTS), so the best come first.
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { SEARCH_COLUMNS, SEARCH_FTS, SEARCH_TABLE, SEARCH_WEIGHTS } from './search-tables';

/** Where the words must be found: anywhere, or in the package name only (the search box's package suggestions). */
export type MatchScope = 'all' | 'name';

/**
 * (package_id, score) of the packages whose text holds every word; higher scores first.
 * `words` must not be empty. Unscored (a count, a list in a column's order), the score is not
 * computed: each database scores every match it is asked to.
 */
export function fullTextMatches(db: Knex, words: readonly string[], scope: MatchScope = 'all', scored = true): Knex.QueryBuilder {
  if (kindOf(db) === 'mysql') {
    // Boolean mode: '+w*' must be there; without '+' each column's MATCH scores what it holds.
    const required = words.map((w) => `+${w}*`).join(' ');
    const any = words.map((w) => `${w}*`).join(' ');
    const columns = scope === 'name' ? 'name' : SEARCH_COLUMNS.join(', ');
    const score = SEARCH_COLUMNS.map((c, i) => `${SEARCH_WEIGHTS[i]} * MATCH(${c}) AGAINST (? IN BOOLEAN MODE)`).join(' + ');
    const scoring = db.raw(
      `(${score}) AS score`,
      SEARCH_COLUMNS.map(() => any),
    );
    return db(SEARCH_TABLE)
      .select(scored ? ['package_id', scoring] : ['package_id'])
      .whereRaw(`MATCH(${columns}) AGAINST (? IN BOOLEAN MODE)`, [required]);
  }
  // FTS5: '"w"*' is a prefix query; bm25 is lower for better matches, with one weight per column.
  const terms = words.map((w) => `"${w}"*`).join(' AND ');
  const expression = scope === 'name' ? `name : (${terms})` : terms;
  return db
    .from(SEARCH_FTS)
    .select(
      scored
        ? [db.raw('rowid AS package_id'), db.raw(`-bm25(${SEARCH_FTS}, ${SEARCH_WEIGHTS.join(', ')}) AS score`)]
        : [db.raw('rowid AS package_id')],
    )
    .whereRaw(`${SEARCH_FTS} MATCH ?`, [expression]);
}

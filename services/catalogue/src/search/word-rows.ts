/**
 * The rows of `package_search_words` for a package's search text: each distinct word once,
 * with the columns it is in (a bit each, in ranking order) and its tier alone (the first
 * column it is in), split into words as the search box's text is (./search-words.ts), so a
 * typed word and an indexed one compare equal.
 */

import type { Knex } from 'knex';
import { SEARCH_COLUMNS, SEARCH_WORD_LENGTH, SEARCH_WORDS } from './search-tables';
import { searchWords } from './search-words';

export interface WordRow {
  word: string;
  package_id: number;
  /** 0 when the word is in the name, 1 in the destinations (not the name), 2 only in the description. */
  tier: number;
  /** Bit 1: in the name, 2: in the destinations, 4: in the description. */
  in_columns: number;
}

export type SearchText = { package_id: number } & Record<(typeof SEARCH_COLUMNS)[number], string>;

/** Bit of each column in `columns`. */
export const COLUMN_BITS = { name: 1, destinations: 2, description: 4 } as const;

/** Each word of `text` as the index keeps it. */
export function indexedWords(text: string): string[] {
  return [...new Set(searchWords(text).map((word) => Array.from(word).slice(0, SEARCH_WORD_LENGTH).join('')))];
}

export function wordRowsOf(text: SearchText): WordRow[] {
  const columns = new Map<string, number>();
  for (const column of SEARCH_COLUMNS)
    for (const word of indexedWords(text[column])) columns.set(word, (columns.get(word) ?? 0) | COLUMN_BITS[column]);
  return [...columns].map(([word, bits]) => ({
    word,
    package_id: text.package_id,
    tier: bits & COLUMN_BITS.name ? 0 : bits & COLUMN_BITS.destinations ? 1 : 2,
    in_columns: bits,
  }));
}

/** Rows per statement: under SQLite's 500 terms of a compound SELECT (knex inserts many rows as one). */
const ROWS_PER_STATEMENT = 400;

export async function insertWordRows(db: Knex, rows: readonly WordRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await db(SEARCH_WORDS).insert(rows.slice(start, start + ROWS_PER_STATEMENT));
}

/** Deletes `rows` (found from the search text each package was indexed with) by their primary key. */
export async function deleteWordRows(db: Knex, rows: readonly WordRow[]): Promise<void> {
  const keys = rows.map((row) => [row.word, row.package_id]);
  for (let start = 0; start < keys.length; start += ROWS_PER_STATEMENT)
    await db(SEARCH_WORDS)
      .whereIn(['word', 'package_id'], keys.slice(start, start + ROWS_PER_STATEMENT))
      .delete();
}

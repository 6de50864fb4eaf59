/** The full-text index's tables and columns (created by ./search-schema.ts, written by ./search-text.ts). */

export const SEARCH_TABLE = 'package_search';
/** SQLite only: the FTS5 index of SEARCH_TABLE. */
export const SEARCH_FTS = 'package_search_fts';
/** In ranking order: every word in the first outranks every word in the second, then the rest (./full-text.ts). */
export const SEARCH_COLUMNS = ['name', 'destinations', 'description'] as const;
/**
 * One row per (word, package) for every word of a package's search text (./word-rows.ts):
 * the word's tier in that package and the columns it is in, so a search for whole words reads
 * an index range newest first and stops after a page (./word-search.ts).
 */
export const SEARCH_WORDS = 'package_search_words';
/** Longer words are kept as their start: a search text is at most 100 characters. */
export const SEARCH_WORD_LENGTH = 100;
/**
 * Each word's packages as bitmaps, a row per (word, block of package ids), for counting the
 * packages that hold several words (./word-bits.ts).
 */
export const SEARCH_WORD_BITS = 'package_search_word_bits';
/** One row, locked by each writer of SEARCH_WORD_BITS on MySQL (./word-bits.ts). */
export const SEARCH_WORD_BITS_WRITER = 'package_search_word_bits_writer';

/** The full-text index's tables and columns (created by ./search-schema.ts, written by ./search-text.ts). */

export const SEARCH_TABLE = 'package_search';
/** SQLite only: the FTS5 index of SEARCH_TABLE. */
export const SEARCH_FTS = 'package_search_fts';
/** In ranking order: every word in the first outranks every word in the second, then the rest (./full-text.ts). */
export const SEARCH_COLUMNS = ['name', 'destinations', 'description'] as const;

/** The full-text index's tables and columns (created by ./search-schema.ts, written by ./search-text.ts). */

export const SEARCH_TABLE = 'package_search';
/** SQLite only: the FTS5 index of SEARCH_TABLE. */
export const SEARCH_FTS = 'package_search_fts';
/** In ranking order: a match in the first outranks one in the second, and so on. */
export const SEARCH_COLUMNS = ['name', 'destinations', 'description'] as const;
/** How much a match in each column weighs, so a name match always outranks the others. */
export const SEARCH_WEIGHTS = [100, 10, 1] as const;

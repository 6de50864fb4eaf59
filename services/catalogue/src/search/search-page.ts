/**
 * A public list with search text: the packages matching every word and the list's filters,
 * best matches first (or in the list's sort when one is asked for), and how many there are.
 * When nothing matches and a word is a destination's name mistyped ('Thailnd'), the search is
 * run again with the name, and the answer says so.
 */

import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { applyPackageFilters, type PackageFilters } from '../queries/package-filters';
import { applySort, type PackageSort } from '../queries/package-page';
import { fullTextMatches } from './full-text';
import { searchWords } from './search-words';
import { tieredPage } from './tiered-search';
import { nearestName } from './typo';
import { type Vocabulary, type VocabularyEntry, vocabularyWords } from './vocabulary';

export interface SearchPage {
  ids: number[];
  /** How many match in all: a first page's count may still be running while its packages load. */
  total: Promise<number>;
  /** The text that was searched instead, when a word was taken for a destination's name. */
  correctedTo?: string;
}

const MATCHES = 'search_matches';

function matching(db: Knex, words: readonly string[], filters: PackageFilters, ranked: boolean): Knex.QueryBuilder {
  const query = db(T.packages).join(fullTextMatches(db, words, 'all', ranked).as(MATCHES), `${MATCHES}.package_id`, `${T.packages}.id`);
  return applyPackageFilters(db, query, filters);
}

async function pageOf(
  db: Knex,
  words: readonly string[],
  filters: PackageFilters,
  sort: PackageSort | undefined,
  slice: { limit: number; offset: number },
): Promise<{ ids: number[]; total: Promise<number> }> {
  if (!sort && !hasListFilters(filters)) return tieredPage(db, words, slice);
  const [row] = await matching(db, words, filters, false).count({ count: '*' });
  const total = Number((row as { count: number | string }).count);
  if (total === 0 || slice.offset >= total) return { ids: [], total: Promise.resolve(total) };
  // Sorted by a column, the tier is not needed either.
  const query = matching(db, words, filters, !sort).select(`${T.packages}.id`);
  if (sort) applySort(query, sort);
  else query.orderBy(`${MATCHES}.tier`, 'asc').orderBy(`${T.packages}.id`, 'desc');
  const rows: { id: number }[] = await query.limit(slice.limit).offset(slice.offset);
  return { ids: rows.map((r) => Number(r.id)), total: Promise.resolve(total) };
}

/** Whether a public list narrows the catalogue beyond its published packages. */
function hasListFilters({ publishedOnly: _published, ...filters }: PackageFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));
}

/** The words with each mistyped destination word replaced by the name, or undefined when none was. */
export function correctedWords(words: readonly string[], entries: readonly VocabularyEntry[]): string[] | undefined {
  const known = vocabularyWords(entries);
  const knownSet = new Set(known);
  let changed = false;
  const corrected = words.map((word) => {
    if (knownSet.has(word)) return word;
    const name = nearestName(word, known);
    if (name === undefined) return word;
    changed = true;
    return name;
  });
  return changed ? corrected : undefined;
}

/** How corrected words read to a visitor: a destination's own spelling ('srilanka' → 'Sri Lanka'). */
export function spelledAsNames(words: readonly string[], entries: readonly VocabularyEntry[]): string {
  const labels = new Map<string, string>();
  for (const entry of entries) labels.set(entry.words[entry.words.length - 1], entry.label);
  for (const entry of entries) for (const word of entry.words) if (!labels.has(word)) labels.set(word, word);
  return words.map((word) => labels.get(word) ?? word).join(' ');
}

export async function searchPage(
  db: Knex,
  vocabulary: Vocabulary,
  text: string,
  filters: PackageFilters,
  sort: PackageSort | undefined,
  slice: { limit: number; offset: number },
): Promise<SearchPage> {
  const words = searchWords(text);
  if (words.length === 0) return { ids: [], total: Promise.resolve(0) };
  const found = await pageOf(db, words, filters, sort, slice);
  // A first page with no package has no match at all (its count need not be awaited to know).
  if ((slice.offset === 0 ? found.ids.length : await found.total) > 0) return found;
  const entries = await vocabulary.entries();
  const corrected = correctedWords(words, entries);
  if (!corrected) return found;
  return { ...(await pageOf(db, corrected, filters, sort, slice)), correctedTo: spelledAsNames(corrected, entries) };
}

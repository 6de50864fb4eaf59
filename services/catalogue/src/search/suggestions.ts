/**
 * What the search box offers for a text: destinations, countries, cities and holiday types
 * whose name has words starting with every word typed ('sri la' → Sri Lanka), then published
 * packages whose name does. A text that matches no name but is one mistyped ('Maldievs') is
 * taken for that name.
 */

import { SUGGESTIONS_LIMIT, type Suggestion, type SuggestionsResponse } from '@agency/contracts';
import { packageDetailPath } from '@agency/site';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { fullTextMatches } from './full-text';
import { correctedWords, spelledAsNames } from './search-page';
import { searchWords } from './search-words';
import type { Vocabulary, VocabularyEntry } from './vocabulary';
import { packagesNamedFrom } from './word-search';

/** At most this many places and holiday types, so package names keep some room. */
const NAMES_LIMIT = 5;

function namesMatching(words: readonly string[], entries: readonly VocabularyEntry[]): VocabularyEntry[] {
  const matches = entries.filter((entry) => words.every((word) => entry.words.some((own) => own.startsWith(word))));
  // Names that start with the first word typed come first; otherwise the vocabulary's order (countries first).
  const startsWith = (entry: VocabularyEntry) => (entry.words[0].startsWith(words[0]) ? 0 : 1);
  return matches
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => startsWith(a.entry) - startsWith(b.entry) || a.index - b.index)
    .map((m) => m.entry);
}

const asSuggestion = ({ kind, label, context, href }: VocabularyEntry): Suggestion => ({
  kind,
  label,
  href,
  ...(context ? { context } : {}),
});

/**
 * The first published packages whose name holds every word. Not ranked: every match is a name
 * match, and ranking would score every one of them (thousands for a short prefix in a big
 * catalogue), where reading the index in its own order stops after `limit`.
 */
async function packagesNamed(db: Knex, words: readonly string[], limit: number): Promise<Suggestion[]> {
  if (limit <= 0) return [];
  // One word: a range of the words table (FULLTEXT reads every name starting with it on MySQL).
  const rows: { id: number; package_name: string }[] =
    words.length === 1
      ? await packagesNamedFrom(db, words[0], limit)
      : await db(T.packages)
          .join(fullTextMatches(db, words, 'name', false).as('name_matches'), 'name_matches.package_id', `${T.packages}.id`)
          .where(`${T.packages}.published`, true)
          .limit(limit)
          .select(`${T.packages}.id`, `${T.packages}.package_name`);
  return rows.map((row) => ({ kind: 'package', label: row.package_name, href: packageDetailPath(Number(row.id)) }));
}

export async function suggestionsFor(db: Knex, vocabulary: Vocabulary, text: string): Promise<SuggestionsResponse> {
  const typed = searchWords(text);
  if (typed.length === 0) return { data: [] };
  const entries = await vocabulary.entries();
  let words = typed;
  let names = namesMatching(words, entries);
  let correctedTo: string | undefined;
  if (names.length === 0) {
    const corrected = correctedWords(typed, entries);
    if (corrected) {
      words = corrected;
      names = namesMatching(words, entries);
      correctedTo = spelledAsNames(corrected, entries);
    }
  }
  const places = names.slice(0, NAMES_LIMIT).map(asSuggestion);
  const packages = await packagesNamed(db, words, SUGGESTIONS_LIMIT - places.length);
  return { data: [...places, ...packages], ...(correctedTo ? { correctedTo } : {}) };
}

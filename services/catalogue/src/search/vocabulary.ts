/**
 * The names a visitor may type for a place or a kind of holiday: continents, countries,
 * cities and holiday types, each with the page it leads to. A few hundred rows, read once
 * and kept until a catalogue write (any of which may rename one) forgets them.
 */

import type { HolidayType, SuggestionKind } from '@agency/contracts';
import { countryPath, holidayTypePath, regionPath, storefrontPaths } from '@agency/site';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { searchWords } from './search-words';

export interface VocabularyEntry {
  kind: Exclude<SuggestionKind, 'package'>;
  label: string;
  /** The country of a city. */
  context?: string;
  href: string;
  /** The label's searchable words, and the label as one word ('srilanka'), lower case. */
  words: string[];
}

/** What the deals list with one city chosen is called at. */
export function cityDealsPath(city: string): string {
  return `${storefrontPaths.deals}?${new URLSearchParams({ city }).toString()}`;
}

function entry(kind: VocabularyEntry['kind'], label: string, href: string, context?: string): VocabularyEntry {
  const words = searchWords(label);
  const joined = words.join('');
  return { kind, label, href, ...(context ? { context } : {}), words: words.length > 1 ? [...words, joined] : words };
}

async function readVocabulary(db: Knex): Promise<VocabularyEntry[]> {
  const [continents, countries, cities, holidayTypes] = await Promise.all([
    db(T.continents).orderBy('sort_order').select('name', 'route') as Promise<{ name: string; route: string }[]>,
    db(T.countries).orderBy('sort_order').select('name') as Promise<{ name: string }[]>,
    db(T.cities)
      .join(T.countries, `${T.countries}.id`, `${T.cities}.country_id`)
      .orderBy([`${T.countries}.sort_order`, `${T.cities}.sort_order`])
      .select(`${T.cities}.name`, `${T.countries}.name as country`) as Promise<{ name: string; country: string }[]>,
    db(T.holidayTypes).orderBy('sort_order').select('key', 'name') as Promise<{ key: HolidayType; name: string }[]>,
  ]);
  return [
    ...countries.map((c) => entry('country', c.name, countryPath(c.name))),
    ...continents.map((c) => entry('continent', c.name, regionPath(c.route))),
    ...holidayTypes.map((h) => entry('holiday_type', h.name, holidayTypePath(h.key))),
    ...cities.map((c) => entry('city', c.name, cityDealsPath(c.name), c.country)),
  ];
}

export interface Vocabulary {
  entries(): Promise<VocabularyEntry[]>;
  /** Forgets the names (after a write): the next search reads them again. */
  forget(): void;
}

/** How long the names are kept at most: without Redis, another instance's write is not heard here. */
const VOCABULARY_TTL_MS = 60_000;

export function vocabularyOf(db: Knex): Vocabulary {
  let cached: Promise<VocabularyEntry[]> | undefined;
  let readAt = 0;
  return {
    entries() {
      if (!cached || Date.now() - readAt > VOCABULARY_TTL_MS) {
        readAt = Date.now();
        cached = readVocabulary(db);
        // A failed read is not kept.
        cached.catch(() => {
          cached = undefined;
        });
      }
      return cached;
    },
    forget() {
      cached = undefined;
    },
  };
}

/** Every distinct word of the vocabulary, in its order (countries first, so a typo prefers a country). */
export function vocabularyWords(entries: readonly VocabularyEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => e.words))];
}

/**
 * The search part of the "scale" section (./scale.ts): the calls it times at each size (a
 * word, two words, a mistyped destination, a suggestion prefix, and the server render of a
 * search's results), and the index rebuild the grown catalogue needs first (its packages are
 * copied inside the database, past the save path that keeps the index).
 */
import { rebuildSearchText } from '@agency/catalogue/search/search-text';
import type { Knex } from 'knex';
import { formatMs } from './report';

const LIST = '/api/packages?page=1&limit=7';

export const SEARCH_CALLS: { label: string; path: string }[] = [
  { label: 'search, a word', path: `${LIST}&q=thailand` },
  { label: 'search, two words', path: `${LIST}&q=${encodeURIComponent('beach maldives')}` },
  { label: 'search, a mistyped destination', path: `${LIST}&q=Thailnd` },
  { label: 'search suggestions, a prefix', path: '/api/packages/suggestions?q=mal' },
];

/** Rendered on the server like /packages: growth target only. */
export const SEARCH_PAGE = { label: 'server render of /packages?q=thailand', path: '/packages?q=thailand' };

/** Rebuilds the full-text rows of every package; logs how long it took. */
export async function indexGrownCatalogue(db: Knex, log: (line: string) => void, what: string): Promise<void> {
  const started = performance.now();
  await rebuildSearchText(db);
  log(`${what}: the search text rebuilt in ${formatMs(performance.now() - started)}`);
}

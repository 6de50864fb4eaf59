/**
 * The search part of the "scale" section (./scale.ts): the calls it times at each size (a
 * word, two words, a mistyped destination, a suggestion prefix, and the server render of a
 * search's results). The grown catalogue copies each package's search text with it
 * (./bulk-catalogue.ts), so the index needs no rebuild.
 */

const LIST = '/api/packages?page=1&limit=7';

export const SEARCH_CALLS: { label: string; path: string }[] = [
  { label: 'search, a word', path: `${LIST}&q=thailand` },
  { label: 'search, two words', path: `${LIST}&q=${encodeURIComponent('beach maldives')}` },
  { label: 'search, a mistyped destination', path: `${LIST}&q=Thailnd` },
  { label: 'search suggestions, a prefix', path: '/api/packages/suggestions?q=mal' },
];

/** Rendered on the server like /packages: growth target only. */
export const SEARCH_PAGE = { label: 'server render of /packages?q=thailand', path: '/packages?q=thailand' };

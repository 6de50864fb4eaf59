/** The most rows a section lists at once; the search narrows the rest. */
export const ROWS_SHOWN = 100;

/** A search is matched without case or accents against each of `texts`. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export function matches(search: string, ...texts: string[]): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || texts.some((text) => fold(text).includes(wanted));
}

/** Places sorted by name, as every picker lists them. */
export const byName = <Place extends { name: string }>(places: readonly Place[]): Place[] =>
  [...places].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** A picker's options from places. */
export const optionsOf = (places: readonly { id: number; name: string }[]) => places.map((p) => ({ value: String(p.id), label: p.name }));

/**
 * A webpack loader that cuts a font down to the characters of its `?unicode=` query (the
 * code point ranges of the @font-face's `unicode-range`, hex, without "U+"):
 * `url('…/playfair-display-latin-700-normal.woff2?unicode=0020-007E')` becomes a woff2 file
 * of those glyphs only, through HarfBuzz's subsetter (subset-font). The browser fetches a
 * @font-face file only when the page uses a character of its range, so a face split in a
 * small common file and a rarer one costs most pages the small file only.
 */
import subsetFont from 'subset-font';
import type { LoaderContext } from 'webpack';

const RANGE = /^([0-9a-f]{4,6})(?:-([0-9a-f]{4,6}))?$/i;

/** The characters of `0020-007E,00A0-00FF,20AC`. */
export function charactersOf(ranges: string): string {
  return ranges
    .split(',')
    .map((range) => {
      const match = RANGE.exec(range.trim());
      if (!match) throw new Error(`font subset: "${range}" is not a code point range like 0020-007E`);
      const first = parseInt(match[1], 16);
      const last = parseInt(match[2] ?? match[1], 16);
      return Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join('');
    })
    .join('');
}

/** The ranges of a resource query (`?unicode=0020-007E`), or undefined when it names none. */
export function unicodeRangesOf(resourceQuery: string): string | undefined {
  return new URLSearchParams(resourceQuery.replace(/^\?/, '')).get('unicode') ?? undefined;
}

export const raw = true;

export default function fontSubsetLoader(this: LoaderContext<unknown>, source: Buffer): void {
  const callback = this.async();
  const ranges = unicodeRangesOf(this.resourceQuery);
  if (!ranges) {
    callback(new Error(`${this.resourcePath}: a font subset needs ?unicode=<ranges>`));
    return;
  }
  subsetFont(source, charactersOf(ranges), { targetFormat: 'woff2' }).then(
    (subset) => callback(null, subset),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
}

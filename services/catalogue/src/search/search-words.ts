/**
 * A search text as the words the index is asked for. Both databases get the same words, so
 * they answer alike: letters and digits only (the full-text syntaxes' own characters are
 * dropped), lower case, without single letters and without the words InnoDB never indexes
 * (its default stopwords), which would otherwise match nothing on MySQL and everything
 * nowhere else.
 */

const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

/** The words of `text` the index can match (none when it holds nothing searchable). */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return [...new Set(words ?? [])].filter((word) => word.length >= 2 && !INNODB_STOPWORDS.has(word));
}

/**
 * Mistyped destination names ("Thailnd", "Maldievs"): the restricted edit distance (optimal
 * string alignment: an insertion, deletion, substitution or swap of two neighbours is one
 * edit) between a word and each name of the small vocabulary (a few hundred continents,
 * countries, cities and holiday types), so a full scan of it costs well under a millisecond.
 */

/** Edits between `a` and `b`, or more than `max` (then `max + 1`) as soon as that is certain. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How many edits a word of this length may have and still be taken for a name: none below 4 letters, one below 7, else two. */
export function editsAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** Of `names` (lower case), the nearest to `word` within its allowance, or undefined; the earlier name wins a tie. */
export function nearestName(word: string, names: readonly string[]): string | undefined {
  const allowed = editsAllowed(word.length);
  if (allowed === 0) return undefined;
  let nearest: string | undefined;
  let distance = allowed + 1;
  for (const name of names) {
    if (name === word) return name;
    const d = editDistance(word, name, Math.min(allowed, distance - 1));
    if (d < distance) {
      nearest = name;
      distance = d;
    }
  }
  return nearest;
}

/**
 * The Terms page's accordions (staff spec, "Terms & Conditions"): one item is open at a
 * time, and the open index is shared by sections A and B, so opening clause 3 of one
 * section opens clause 3 of the other. Closing the open item closes it in both.
 */
export type OpenIndex = number | null;

export function isOpen(current: OpenIndex, index: number): boolean {
  return current === index;
}

/**
 * The index after a clause's element was toggled: an opened clause becomes the open index; a
 * closed one closes the index only if it was the open one (closing the others as the index
 * moves on reports their toggles too, which must not undo the move).
 */
export function toggledOpenIndex(current: OpenIndex, index: number, open: boolean): OpenIndex {
  if (open) return index;
  return current === index ? null : current;
}

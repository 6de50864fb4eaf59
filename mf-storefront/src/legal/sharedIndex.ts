/**
 * The Terms page's accordions (staff spec, "Terms & Conditions"): one item is open at a
 * time, and the open index is shared by sections A and B, so opening clause 3 of one
 * section opens clause 3 of the other. Choosing the open item again closes it.
 */
export type OpenIndex = number | null;

export function toggleOpenIndex(current: OpenIndex, chosen: number): OpenIndex {
  return current === chosen ? null : chosen;
}

export function isOpen(current: OpenIndex, index: number): boolean {
  return current === index;
}

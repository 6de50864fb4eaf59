/** The links and buttons of an open header panel, in screen order. */
function entriesOf(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)'));
}

/**
 * Moves focus inside an open panel for a key: ArrowDown/ArrowUp to the next or previous entry
 * (wrapping), Home/End to the first or last. Focusing an entry scrolls the panel to it, so a
 * keyboard reaches every entry of a panel taller than the screen. True when the key was used.
 */
export function focusMenuEntry(panel: HTMLElement, from: HTMLElement | null, key: string): boolean {
  const entries = entriesOf(panel);
  if (entries.length === 0) return false;
  const at = from ? entries.indexOf(from) : -1;
  let next: number;
  if (key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % entries.length;
  else if (key === 'ArrowUp') next = at <= 0 ? entries.length - 1 : at - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = entries.length - 1;
  else return false;
  entries[next].focus();
  return true;
}

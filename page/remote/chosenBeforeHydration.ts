import { type RefObject, useEffect, useLayoutEffect } from 'react';

/**
 * Adopts the value a visitor gave a form control on the server's HTML before the app hydrated
 * it. On a phone the page is shown seconds before it is live, and a visitor picks as soon as
 * they see (the retreat's Guests select, say). React keeps such a value on the element while it
 * hydrates but not in state: the select said "2 guests" while the card's total and Book Now
 * used the default. Once hydrated, a value that differs from `value` is passed to `adopt`.
 * A layout effect, so a tap held for the app (the shell's holdEarlyTap) already sees it.
 * On a page rendered in the browser the element starts at `value` and nothing happens.
 */
export function useValueChosenBeforeHydration(
  ref: RefObject<HTMLSelectElement | HTMLInputElement | null>,
  value: string,
  adopt: (chosen: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated; later the element follows the state.
  useLayoutEffect(() => {
    const chosen = ref.current?.value;
    if (chosen !== undefined && chosen !== value) adopt(chosen);
  }, []);
}

/**
 * The same for a whole GET form (the deals list's filters): once hydrated, `adopt` gets the
 * form's fields as the query the form would send, its controls outside it (`form=`)
 * included, for the page to compare with its state and take what the visitor changed.
 * A passive effect: taking it may navigate (the filters live in the address), and the router
 * refuses a navigation before its own effects have run.
 */
export function useFormChosenBeforeHydration(ref: RefObject<HTMLFormElement | null>, adopt: (fields: URLSearchParams) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated; later the form follows the state.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    adopt(fields);
  }, []);
}

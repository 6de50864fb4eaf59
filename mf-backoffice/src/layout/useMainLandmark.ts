/**
 * A guard shows the bare layout's <main> while it verifies the session, then the staff
 * layout's. A keyboard reader who used the skip link meanwhile would drop to <body> when the
 * first <main> goes, and their next Tab would start from the top of the page. So a layout's
 * <main> takes the focus over from the one it replaces, when that one held it.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Set while a <main> that held focus is being replaced (within one commit of React). */
let focusToHandOver = false;

function focusQuietly(main: HTMLElement): void {
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

/** The ref for a layout's <main>. */
export function useMainLandmark(): RefObject<HTMLElement | null> {
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = main.current;
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (element && focusToHandOver && dropped) focusQuietly(element);
    focusToHandOver = false;
    return () => {
      // A layout effect's clean-up runs before React removes the element, so the focus it
      // holds is still there to be seen. The new <main>, if any, mounts in the same commit.
      if (element?.contains(document.activeElement)) {
        focusToHandOver = true;
        queueMicrotask(() => {
          focusToHandOver = false;
        });
      }
    };
  }, []);
  return main;
}

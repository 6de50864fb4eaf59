/**
 * After an in-app navigation the page's content changes under the reader while focus stays
 * on the link that was followed (or drops to <body> when that link is gone): a screen reader
 * says nothing of the new page, and the next Tab starts from the top. As accessible routers
 * do, focus moves to the new page's main heading, or to the main region while it has none
 * (a remote or a page still loading). Not on the first load: the browser starts at the top.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../texts';

/** Marks an element focused only to move the reading position: it gets no focus ring (base.css). */
export const NAVIGATION_FOCUS_ATTRIBUTE = 'data-navigation-focus';

/** How long a new page's heading is waited for (another remote's code may still be on its way). */
const HEADING_WAIT_MS = 10_000;

function mainOf(root: Document): HTMLElement | null {
  return root.getElementById(MAIN_CONTENT_ID) ?? root.querySelector<HTMLElement>('main');
}

function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute(NAVIGATION_FOCUS_ATTRIBUTE, '');
  // The remotes decide where the page scrolls (the storefront goes to the top).
  target.focus({ preventScroll: true });
}

/**
 * Focuses the main region now and its heading once it is there; stops when the reader moves
 * focus elsewhere, or after a while. Returns the way to stop earlier (the next navigation).
 */
export function focusNewPage(root: Document = document): () => void {
  let placed: HTMLElement | null = null;
  const readerMovedOn = () => root.activeElement !== null && root.activeElement !== root.body && root.activeElement !== placed;
  // At first focus is still on the link that was followed: it moves whatever holds it.
  const headingPlaced = (first = false): boolean => {
    const heading = mainOf(root)?.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (first || !readerMovedOn()) focusQuietly(heading);
    return true;
  };
  if (headingPlaced(true)) return () => undefined;
  const main = mainOf(root);
  if (main) {
    focusQuietly(main);
    placed = main;
  }
  const observer = new MutationObserver(() => {
    if (readerMovedOn() || headingPlaced()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root.body, { childList: true, subtree: true });
  return stop;
}

/** Moves focus to the new page when the path changes; a change of query or hash alone (a filter, an anchor) keeps it. */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    return focusNewPage();
  }, [pathname]);
}

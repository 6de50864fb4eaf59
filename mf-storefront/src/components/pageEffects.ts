import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Jumps to the top at once (the site scrolls smoothly elsewhere, which a page change must not). */
function jumpToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Pages that open at their top (the package detail, the legal pages): the spec scrolls them up on open. */
export function useScrollToTopOnOpen(key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger: a new key is a new page
  useEffect(jumpToTop, [key]);
}

/**
 * A link to another page starts it at the top, as a page load would; Back and Forward leave
 * the scroll to the browser, and a changed query (the deals list's filters) keeps the place.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger, the scroll is the effect
  useEffect(() => {
    if (navigationType !== 'POP') jumpToTop();
  }, [pathname, navigationType]);
}

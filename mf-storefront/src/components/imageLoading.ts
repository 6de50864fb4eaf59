/**
 * How an <img> loads. The first picture of a page (the LCP candidate: the home banner's first
 * slide, a list's first card, the gallery's first picture) is fetched at once and ahead of
 * the others; every other picture waits until it nears the screen.
 */
export function imageLoading(priority: boolean): { loading: 'eager' | 'lazy'; fetchPriority: 'high' | 'auto' } {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', fetchPriority: 'auto' };
}

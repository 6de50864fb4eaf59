/**
 * A page (or part of one) whose code loads on demand, named after the chunk its import makes:
 *
 *   const TermsPage = lazyPage('terms', () => import(/* webpackChunkName: "terms" *\/ './legal/TermsPage'));
 *
 * React.lazy, plus one thing: rendered on the server, it notes its chunk in the page's record,
 * and the gateway has the shell preload that chunk's files (the build lists them in
 * CHUNK_FILES_FILE) with the rest of the app. Without it the browser asked for the page's
 * code only once hydration reached it: a round trip more on mobile data (0.6 s on the bench's
 * profile for a package page). The name must be the import's webpackChunkName; a test of each
 * remote holds the two together.
 */
import { type ComponentProps, type ComponentType, lazy } from 'react';
import { useRenderedChunk } from './pageContext';

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes it
export function lazyPage<Component extends ComponentType<any>>(chunk: string, load: () => Promise<{ default: Component }>) {
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy's own component is
  function LazyPage(props: ComponentProps<Component>) {
    useRenderedChunk(chunk);
    return <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${chunk})`;
  return LazyPage;
}

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
import { type ComponentProps, type ComponentType, lazy, useState } from 'react';
import { useRenderedChunk } from './pageContext';

/** Every lazy page's loader in this build (each remote bundles its own copy of this module). */
const loaders: Array<() => Promise<unknown>> = [];

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes it
export function lazyPage<Component extends ComponentType<any>>(chunk: string, load: () => Promise<{ default: Component }>) {
  let loaded: Component | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  loaders.push(loadOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy's own component is
  function LazyPage(props: ComponentProps<Component>) {
    useRenderedChunk(chunk);
    // Code already in renders at once instead of suspending first (a server that loaded every
    // page at its warm-up renders each in one pass). Chosen once per element: switching from
    // the lazy component to the loaded one would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  LazyPage.displayName = `LazyPage(${chunk})`;
  return LazyPage;
}

/**
 * Loads the code of every lazy page of this build: a remote's server module offers it as
 * `loadPages`, so the gateway loads them while it warms up and no visitor's first render of a
 * page waits for its chunk (on a busy machine that wait outlasted the render budget and the
 * page went to the browser to render).
 */
export async function loadEveryLazyPage(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/**
 * The libraries the shell lends on request (sharedSingletons.ts) as webpack chunk loaders,
 * all in one chunk ('shared-redux'): every remote asks for them together. A module of its
 * own so that the shell's entry can start fetching that chunk beside the app's own
 * (index.ts) without taking the app in: the remote asks for them only once the app runs.
 * Webpack keeps a chunk once loaded, so a later call finds it there.
 */
export const librariesOnRequest = {
  'react-redux': () => import(/* webpackChunkName: "shared-redux" */ 'react-redux'),
  '@reduxjs/toolkit': () => import(/* webpackChunkName: "shared-redux" */ '@reduxjs/toolkit'),
  '@reduxjs/toolkit/query': () => import(/* webpackChunkName: "shared-redux" */ '@reduxjs/toolkit/query'),
  '@reduxjs/toolkit/query/react': () => import(/* webpackChunkName: "shared-redux" */ '@reduxjs/toolkit/query/react'),
} as const;

/** Starts fetching the chunk; a failure here is only a missed head start (the runtime's `get` tries again). */
export function fetchLibrariesOnRequest(): void {
  for (const load of Object.values(librariesOnRequest)) load().catch(() => undefined);
}

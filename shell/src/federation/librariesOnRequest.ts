/**
 * The libraries the shell lends on request (sharedSingletons.ts) as webpack chunk loaders,
 * all in one chunk ('shared-redux'): every remote asks for them together, but only once the
 * shell's app and the remote's entry have run. `webpackPreload` makes the browser fetch the
 * chunk beside the app's own (webpack adds the preload when it loads the app's chunk), so
 * that it is there when they ask. (Fetching it with an import() from the shell's entry
 * instead made webpack copy React into it: the entry does not hold React.)
 */
export const librariesOnRequest = {
  'react-redux': () => import(/* webpackChunkName: "shared-redux", webpackPreload: true */ 'react-redux'),
  '@reduxjs/toolkit': () => import(/* webpackChunkName: "shared-redux", webpackPreload: true */ '@reduxjs/toolkit'),
  '@reduxjs/toolkit/query': () => import(/* webpackChunkName: "shared-redux", webpackPreload: true */ '@reduxjs/toolkit/query'),
  '@reduxjs/toolkit/query/react': () => import(/* webpackChunkName: "shared-redux", webpackPreload: true */ '@reduxjs/toolkit/query/react'),
} as const;

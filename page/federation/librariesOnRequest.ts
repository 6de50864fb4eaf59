/**
 * The libraries the shell lends on request (sharedSingletons.ts): react-redux, Redux Toolkit
 * and RTK Query as lentRedux.ts lends them, all in one chunk ('shared-redux'): every remote
 * asks for them together, but only once the shell's app and the remote's entry have run.
 * `webpackPreload` makes the browser fetch the chunk beside the app's own (webpack adds the
 * preload when it loads the app's chunk), so that it is there when they ask. (Fetching it
 * with an import() from the shell's entry instead made webpack copy React into it: the
 * entry does not hold React.)
 */
const lentRedux = () => import(/* webpackChunkName: "shared-redux", webpackPreload: true */ './lentRedux');

export const librariesOnRequest = {
  'react-redux': () => lentRedux().then((lent) => lent.reactRedux),
  '@reduxjs/toolkit': () => lentRedux().then((lent) => lent.toolkit),
  '@reduxjs/toolkit/query': () => lentRedux().then((lent) => lent.query),
  '@reduxjs/toolkit/query/react': () => lentRedux().then((lent) => lent.queryReact),
} as const;

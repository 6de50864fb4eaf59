/**
 * What the remotes' builds and the shell's run time must agree on. Pure values, no
 * imports: the shell bundles this file, the webpack config factory reads it.
 */

/** Each remote exposes its whole screen tree (`src/App.tsx`, default export) under this name. */
export const EXPOSED_APP = './App';

/**
 * The libraries every remote shares with the shell as singletons, in webpack's `shared`
 * key form (a trailing slash shares the package's sub-paths too, e.g.
 * `react/jsx-runtime`). The shell's unit test checks that it provides each of them.
 * `react-router` is listed beside `react-router-dom` because v7's `react-router-dom`
 * re-exports it: a remote with its own copy would lose the shell's router context.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
] as const;

/** The npm package a shared key belongs to (`react/` → `react`). */
export function packageOfSharedKey(key: string): string {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * The global through which a remote's webpack runtime loads its chunks: the build sets
 * `output.uniqueName` to the remote's name, so this is `webpackChunk<name>`. Two
 * versions of one remote would share it; the shell clears it before switching versions.
 */
export function chunkLoadingGlobalOf(remoteName: string): string {
  return `webpackChunk${remoteName}`;
}

/** The `loadRemote` id of a remote's exposed app (`storefront/App`). */
export function appModuleId(remoteName: string): string {
  return `${remoteName}/${EXPOSED_APP.slice(2)}`;
}

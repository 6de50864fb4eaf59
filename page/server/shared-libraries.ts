/**
 * The gateway's copies of the libraries the remotes share as singletons, handed to the
 * federation runtime as already loaded: every remote's server container renders with the
 * React, router and Redux the gateway (and the shell's server entry) use. The list is the
 * one the shell lends in the browser (../federation), plus React DOM's server renderer, which only the server has.
 */

/**
 * Loaded when the first server container is created (the first page rendered), not while
 * the gateway starts: React, its renderer and the router are a large share of its modules.
 */
export function sharedLibraries() {
  const { provideLoaded, sharedSingletons } = require('../federation') as typeof import('../federation');
  const reactDomPackage = require('react-dom/package.json') as { version: string };
  const ReactDomServer = require('react-dom/server') as typeof import('react-dom/server');
  return { ...sharedSingletons(), 'react-dom/server': provideLoaded(reactDomPackage.version, ReactDomServer) };
}

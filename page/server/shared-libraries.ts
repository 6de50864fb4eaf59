/**
 * The gateway's copies of the libraries the remotes share as singletons, handed to the
 * federation runtime as already loaded: every remote's server container renders with the
 * React, router and Redux the gateway (and the shell's server entry) use. The list is the
 * one the shell lends in the browser (../federation), plus React DOM's server renderer, which only the server has.
 */

import reactDomPackage from 'react-dom/package.json';
import * as ReactDomServer from 'react-dom/server';
import { provideLoaded, sharedSingletons } from '../federation';

export function sharedLibraries() {
  return { ...sharedSingletons(), 'react-dom/server': provideLoaded(reactDomPackage.version, ReactDomServer) };
}

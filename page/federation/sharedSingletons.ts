/**
 * The shell's copies of the shared singletons, handed to the federation runtime so every
 * remote uses them instead of its own: one React, one router (the shell's router context
 * reaches the remotes' <Routes>), one react-redux and Redux Toolkit.
 *
 * What the shell renders with itself (React, ReactDOM, the router) is provided already
 * loaded (`lib`): with the `loaded-first` strategy a remote's own copy is never chosen, and
 * hydration needs them at once. react-redux and Redux Toolkit the shell never uses: they
 * are provided on request (`get`), a chunk of their own ('shared-redux') that the browser
 * fetches when the first remote asks for them, beside that remote's own chunks, instead of
 * weighing on the shell's script on every page. Until then they count as not loaded, so
 * `loaded-first` takes the highest registered version: the shell's when a remote was built
 * with the same one (the shell registered it first), a remote's newer copy otherwise. Once
 * one copy is loaded every later remote gets that one: still one store library per page.
 * RTK Query is lent with them: its reducers work on the toolkit's immer drafts, so they must
 * come from the same copy (and every remote would otherwise bundle its own).
 * The browser fetches them beside the shell's app (librariesOnRequest.ts): the runtime
 * alone would ask only once the remote's entry had run.
 */

import reduxToolkitPackage from '@reduxjs/toolkit/package.json';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import reactPackage from 'react/package.json';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import reactDomPackage from 'react-dom/package.json';
import reactReduxPackage from 'react-redux/package.json';
import reactRouterPackage from 'react-router/package.json';
import reactRouterDomPackage from 'react-router-dom/package.json';
import * as lentRouter from './lentRouter';
import { librariesOnRequest } from './librariesOnRequest';

interface ShareConfig {
  singleton: true;
  requiredVersion: string;
}

/** Already in the shell's script: the runtime hands it out as it is. */
export interface LoadedLibrary {
  version: string;
  lib: () => unknown;
  shareConfig: ShareConfig;
}

/** Fetched the first time a remote asks: the runtime calls `get`, then the factory it resolves to. */
export interface LibraryOnRequest {
  version: string;
  get: () => Promise<() => unknown>;
  shareConfig: ShareConfig;
}

export type ProvidedLibrary = LoadedLibrary | LibraryOnRequest;

const singletonOf = (version: string): ShareConfig => ({ singleton: true, requiredVersion: `^${version}` });

export function provideLoaded(version: string, library: unknown): LoadedLibrary {
  return { version, lib: () => library, shareConfig: singletonOf(version) };
}

function provideOnRequest(version: string, load: () => Promise<unknown>): LibraryOnRequest {
  return { version, get: () => load().then((library) => () => library), shareConfig: singletonOf(version) };
}

/** Keyed like the remotes' `shared` config; sub-paths (`react/jsx-runtime`) are their own keys. */
export function sharedSingletons(): Record<string, ProvidedLibrary> {
  return {
    react: provideLoaded(reactPackage.version, React),
    'react/jsx-runtime': provideLoaded(reactPackage.version, ReactJsxRuntime),
    'react-dom': provideLoaded(reactDomPackage.version, ReactDom),
    'react-dom/client': provideLoaded(reactDomPackage.version, ReactDomClient),
    // Not the router's module objects: the exports the shell lends (lentRouter.ts).
    'react-router': provideLoaded(reactRouterPackage.version, lentRouter),
    'react-router-dom': provideLoaded(reactRouterDomPackage.version, lentRouter),
    'react-redux': provideOnRequest(reactReduxPackage.version, librariesOnRequest['react-redux']),
    '@reduxjs/toolkit': provideOnRequest(reduxToolkitPackage.version, librariesOnRequest['@reduxjs/toolkit']),
    '@reduxjs/toolkit/query': provideOnRequest(reduxToolkitPackage.version, librariesOnRequest['@reduxjs/toolkit/query']),
    '@reduxjs/toolkit/query/react': provideOnRequest(reduxToolkitPackage.version, librariesOnRequest['@reduxjs/toolkit/query/react']),
  };
}

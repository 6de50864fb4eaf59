/**
 * The gateway's copies of the libraries the remotes share as singletons, handed to the
 * federation runtime as already loaded: every remote's server container renders with the
 * React, router and Redux the gateway (and the shell's server entry) use. Keys as in the
 * remotes' `shared` config (SHARED_SINGLETONS; sub-paths are keys of their own).
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactRedux from 'react-redux';
import * as ReduxToolkit from '@reduxjs/toolkit';
import reactPackage from 'react/package.json';
import reactDomPackage from 'react-dom/package.json';
import reactRouterPackage from 'react-router/package.json';
import reactRouterDomPackage from 'react-router-dom/package.json';
import reactReduxPackage from 'react-redux/package.json';
import reduxToolkitPackage from '@reduxjs/toolkit/package.json';

interface ProvidedLibrary {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: true; requiredVersion: string };
}

function provide(version: string, library: unknown): ProvidedLibrary {
  return { version, lib: () => library, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

export function sharedLibraries(): Record<string, ProvidedLibrary> {
  return {
    react: provide(reactPackage.version, React),
    'react/jsx-runtime': provide(reactPackage.version, ReactJsxRuntime),
    'react-dom': provide(reactDomPackage.version, ReactDom),
    'react-dom/server': provide(reactDomPackage.version, ReactDomServer),
    'react-router': provide(reactRouterPackage.version, ReactRouter),
    'react-router-dom': provide(reactRouterDomPackage.version, ReactRouterDom),
    'react-redux': provide(reactReduxPackage.version, ReactRedux),
    '@reduxjs/toolkit': provide(reduxToolkitPackage.version, ReduxToolkit),
  };
}

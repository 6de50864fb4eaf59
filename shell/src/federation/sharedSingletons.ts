/**
 * The shell's copies of the shared singletons, handed to the federation runtime so every
 * remote uses them instead of its own: one React, one router (the shell's router context
 * reaches the remotes' <Routes>), one react-redux. Provided as already-loaded libraries,
 * so with the `loaded-first` strategy a remote's own copy is never chosen.
 */
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
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

export function provideSingleton(version: string, library: unknown): ProvidedLibrary {
  return { version, lib: () => library, shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/** Keyed like the remotes' `shared` config; sub-paths (`react/jsx-runtime`) are their own keys. */
export function sharedSingletons(): Record<string, ProvidedLibrary> {
  return {
    react: provideSingleton(reactPackage.version, React),
    'react/jsx-runtime': provideSingleton(reactPackage.version, ReactJsxRuntime),
    'react-dom': provideSingleton(reactDomPackage.version, ReactDom),
    'react-dom/client': provideSingleton(reactDomPackage.version, ReactDomClient),
    'react-router': provideSingleton(reactRouterPackage.version, ReactRouter),
    'react-router-dom': provideSingleton(reactRouterDomPackage.version, ReactRouterDom),
    'react-redux': provideSingleton(reactReduxPackage.version, ReactRedux),
    '@reduxjs/toolkit': provideSingleton(reduxToolkitPackage.version, ReduxToolkit),
  };
}

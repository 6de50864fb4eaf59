/**
 * The storefront's server entry (exposed as `./server` by its server build only): the
 * gateway renders public pages with it. See ServerPage in @agency/contracts.
 */

import { loadEveryLazyPage, prefetchRouteData, serverPageFactory } from '@agency/page/remote';
import { matchPath } from 'react-router-dom';
import App, { storefrontRoutes } from './App';
import { storefrontApi } from './api';
import { paths } from './paths';
import { createStore, dehydrate, type StorefrontStore } from './store';

/** Fetches the data the URL's routes declare into the store. */
export function prefetch(store: StorefrontStore, url: string): Promise<void> {
  return prefetchRouteData({
    routes: storefrontRoutes,
    url,
    dispatch: store.dispatch,
    running: () => store.dispatch(storefrontApi.util.getRunningQueriesThunk()),
    matchPath,
  });
}

export const createServerPage = serverPageFactory({ App, createStore, prefetch, dehydrate });

/**
 * Rendered once while the gateway warms up, besides home: the deals list's first render in a
 * process took 340–360 ms (its filters' code compiled, its list and filter-data calls' first
 * run), the next 70–100 ms; every other page's first render measured 60–160 ms.
 */
export const warmUpPaths: readonly string[] = [paths.deals];

/** The code of every page loaded on demand, loaded while the gateway warms up (ServerModule.loadPages). */
export const loadPages = loadEveryLazyPage;

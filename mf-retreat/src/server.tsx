/**
 * The retreat's server entry (exposed as `./server` by its server build only): the gateway
 * renders the retreat's public pages with it. See ServerPage in @agency/contracts.
 */

import { prefetchRouteData, serverPageFactory } from '@agency/page/remote';
import { matchPath } from 'react-router-dom';
import App, { retreatRoutes } from './App';
import { retreatApi } from './api';
import { createStore, dehydrate, type RetreatStore } from './store';

/** Fetches the data the URL's routes declare into the store. */
export function prefetch(store: RetreatStore, url: string): Promise<void> {
  return prefetchRouteData({
    routes: retreatRoutes,
    url,
    dispatch: store.dispatch,
    running: () => store.dispatch(retreatApi.util.getRunningQueriesThunk()),
    matchPath,
  });
}

export const createServerPage = serverPageFactory({ App, createStore, prefetch, dehydrate });

/**
 * The storefront's server entry (exposed as `./server` by its server build only): the
 * gateway renders public pages with it. See ServerPage in @agency/contracts.
 */
import { serverPageFactory } from '@agency/ui';
import App from './App';
import { storefrontApi } from './api';
import { createStore, dehydrate } from './store';

export const createServerPage = serverPageFactory({
  App,
  createStore,
  running: (store) => store.dispatch(storefrontApi.util.getRunningQueriesThunk()),
  dehydrate,
});

/**
 * The retreat's server entry (exposed as `./server` by its server build only): the gateway
 * renders the retreat's public pages with it. See ServerPage in @agency/contracts.
 */
import { serverPageFactory } from '@agency/ui';
import App from './App';
import { retreatApi } from './api';
import { createStore, dehydrate } from './store';

export const createServerPage = serverPageFactory({
  App,
  createStore,
  running: (store) => store.dispatch(retreatApi.util.getRunningQueriesThunk()),
  dehydrate,
});

/** The storefront remote's own Redux store (no store is shared between remotes). */

import { hydrateFromServer, type ServerStoreExtra, takeServerState } from '@agency/page/remote';
import { configureStore } from '@reduxjs/toolkit';
import { storefrontApi } from './api';
import { browserStorage, writeMenuCache } from './menu/menuCache';

export const REMOTE_NAME = 'storefront';

/**
 * In the browser: a store that starts from what the server rendered (the first time in a
 * page load). On the server (`server` given): a store whose calls go to the gateway in process.
 */
export function createStore(server?: ServerStoreExtra) {
  const store = configureStore({
    reducer: { [storefrontApi.reducerPath]: storefrontApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: server ?? {} } }).concat(storefrontApi.middleware),
  });
  const rendered = server ? undefined : takeServerState(REMOTE_NAME);
  if (rendered) {
    store.dispatch(hydrateFromServer(rendered));
    keepServerMenu(store);
  }
  return store;
}

export type StorefrontStore = ReturnType<typeof createStore>;
export type StorefrontDispatch = StorefrontStore['dispatch'];

/** The menu came with the page: kept for a day like a fetched one (the spec's states), so the next page load needs no call. */
function keepServerMenu(store: StorefrontStore) {
  const menu = storefrontApi.endpoints.getMenu.select()(store.getState()).data;
  const storage = browserStorage();
  if (menu && storage) writeMenuCache(storage, menu, Date.now());
}

/** What the browser's store needs of the server's: the API's cached answers. */
export function dehydrate(store: StorefrontStore): Record<string, unknown> {
  return { [storefrontApi.reducerPath]: store.getState()[storefrontApi.reducerPath] };
}

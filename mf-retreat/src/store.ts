/** The retreat remote's own Redux store (no store is shared between remotes). */

import { hydrateFromServer, type ServerStoreExtra, takeServerState } from '@agency/page/remote';
import { configureStore } from '@reduxjs/toolkit';
import { retreatApi } from './api';

export const REMOTE_NAME = 'retreat';

/**
 * In the browser: a store that starts from what the server rendered (the first time in a
 * page load). On the server (`server` given): a store whose calls go to the gateway in process.
 */
export function createStore(server?: ServerStoreExtra) {
  const store = configureStore({
    reducer: { [retreatApi.reducerPath]: retreatApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: server ?? {} } }).concat(retreatApi.middleware),
  });
  const rendered = server ? undefined : takeServerState(REMOTE_NAME);
  if (rendered) store.dispatch(hydrateFromServer(rendered));
  return store;
}

export type RetreatStore = ReturnType<typeof createStore>;

/** What the browser's store needs of the server's: the API's cached answers. */
export function dehydrate(store: RetreatStore): Record<string, unknown> {
  return { [retreatApi.reducerPath]: store.getState()[retreatApi.reducerPath] };
}

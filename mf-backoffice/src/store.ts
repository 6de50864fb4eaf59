/** The back office remote's own Redux store (no store is shared between remotes). */
import { configureStore } from '@reduxjs/toolkit';
import { backofficeApi } from './api';

export function createStore() {
  return configureStore({
    reducer: { [backofficeApi.reducerPath]: backofficeApi.reducer },
    middleware: (getDefault) => getDefault().concat(backofficeApi.middleware),
  });
}

/** The storefront remote's own Redux store (no store is shared between remotes). */
import { configureStore } from '@reduxjs/toolkit';
import { storefrontApi } from './api';

export function createStore() {
  return configureStore({
    reducer: { [storefrontApi.reducerPath]: storefrontApi.reducer },
    middleware: (getDefault) => getDefault().concat(storefrontApi.middleware),
  });
}

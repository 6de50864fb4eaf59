/** The retreat remote's own Redux store (no store is shared between remotes). */
import { configureStore } from '@reduxjs/toolkit';
import { retreatApi } from './api';

export function createStore() {
  return configureStore({
    reducer: { [retreatApi.reducerPath]: retreatApi.reducer },
    middleware: (getDefault) => getDefault().concat(retreatApi.middleware),
  });
}

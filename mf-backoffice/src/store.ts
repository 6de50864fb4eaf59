/** The back office remote's own Redux store (no store is shared between remotes). */
import { configureStore } from '@reduxjs/toolkit';
import { backofficeApi } from './api';
import { sessionSlice } from './session/sessionSlice';

export function createStore() {
  return configureStore({
    reducer: { [backofficeApi.reducerPath]: backofficeApi.reducer, [sessionSlice.name]: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(backofficeApi.middleware),
  });
}

export type BackofficeStore = ReturnType<typeof createStore>;
export type BackofficeState = ReturnType<BackofficeStore['getState']>;
export type BackofficeDispatch = BackofficeStore['dispatch'];

/**
 * A remote's RTK Query set-up that works on both sides: in the browser it calls `/api` with
 * the browser's fetch and starts from the state the server rendered with; on the server it
 * calls the API in process (the store's extra argument carries the gateway's fetch); there
 * the route's declared data is fetched before the one render (see routeData.ts).
 */

import { API_BASE_URL } from '@agency/contracts';
import type { Action } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { readBootData } from '../protocol';

/** What a store made on the server carries for its calls. */
export interface ServerStoreExtra {
  fetch: typeof fetch;
  origin: string;
}

const onServer = typeof window === 'undefined';

/** createApi with React hooks, the same on both sides. */
export const createSiteApi = buildCreateApi(coreModule(), reactHooksModule());

/** The API's base query: `/api` in the browser, the gateway's in-process fetch on the server. */
export function siteBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const inBrowser = fetchBaseQuery({ baseUrl: API_BASE_URL });
  return (args, api, extraOptions) => {
    const extra = api.extra as Partial<ServerStoreExtra> | undefined;
    if (!extra?.fetch || !extra.origin) return inBrowser(args, api, extraOptions);
    return fetchBaseQuery({ baseUrl: `${extra.origin}${API_BASE_URL}`, fetchFn: extra.fetch })(args, api, extraOptions);
  };
}

/** The action that fills a store with the state the server rendered with. */
export const HYDRATE_FROM_SERVER = 'agency/hydrateFromServer';

type HydrateAction = Action<typeof HYDRATE_FROM_SERVER> & { payload: Record<string, unknown>; [extra: string]: unknown };

export function hydrateFromServer(state: Record<string, unknown>): HydrateAction {
  return { type: HYDRATE_FROM_SERVER, payload: state };
}

/** For createApi's `extractRehydrationInfo`: the API slice's part of the server's state. */
// biome-ignore lint/suspicious/noExplicitAny: RTK Query types this hook's answer as its own internal state, which no caller can name
export function serverStateOf(action: Action, reducerPath: string): any {
  return action.type === HYDRATE_FROM_SERVER ? (action as HydrateAction).payload[reducerPath] : undefined;
}

/**
 * The state the server rendered this remote with, once: the first store a remote makes in
 * a page load takes it; later ones (after navigating away and back) start empty and fetch.
 */
export function takeServerState(remote: string): Record<string, unknown> | undefined {
  if (onServer) return undefined;
  const holder = window as unknown as { __agencyTaken?: Set<string> };
  const taken = (holder.__agencyTaken ??= new Set());
  if (taken.has(remote)) return undefined;
  taken.add(remote);
  return readBootData()?.state?.[remote] as Record<string, unknown> | undefined;
}

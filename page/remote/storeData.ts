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
import { type ApiCall, readBootData } from '../protocol';

/** What a store made on the server carries for its calls. */
export interface ServerStoreExtra {
  fetch: typeof fetch;
  origin: string;
  /** The API as plain calls, when the gateway gives it (see ApiCall): used instead of `fetch`. */
  call?: ApiCall;
}

const onServer = typeof window === 'undefined';

/** createApi with React hooks, the same on both sides. */
export const createSiteApi = buildCreateApi(coreModule(), reactHooksModule());

/** The API's base query: `/api` in the browser, the gateway's in-process call on the server. */
export function siteBaseQuery(): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const inBrowser = fetchBaseQuery({ baseUrl: API_BASE_URL });
  return (args, api, extraOptions) => {
    const extra = api.extra as Partial<ServerStoreExtra> | undefined;
    if (extra?.call) return callInProcess(extra.call, args);
    if (!extra?.fetch || !extra.origin) return inBrowser(args, api, extraOptions);
    return fetchBaseQuery({ baseUrl: `${extra.origin}${API_BASE_URL}`, fetchFn: extra.fetch })(args, api, extraOptions);
  };
}

type QueryResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * fetchBaseQuery's answer for one call, without its web Request and Response: the same URL
 * (the query's defined values, as URLSearchParams writes them), headers and JSON body, and the
 * same result (data for a 2xx, `{ status, data }` otherwise, an empty body read as null).
 */
async function callInProcess(call: ApiCall, args: string | FetchArgs): Promise<QueryResult> {
  const { url, method = 'GET', params, body } = typeof args === 'string' ? { url: args } : args;
  let target = `${API_BASE_URL}/${url.replace(/^\//, '')}`;
  if (params) {
    const defined = Object.entries(params as Record<string, unknown>).filter(([, value]) => value !== undefined);
    if (defined.length > 0) target += `${target.includes('?') ? '&' : '?'}${new URLSearchParams(defined.map(([k, v]) => [k, String(v)]))}`;
  }
  const json = body !== undefined && body !== null && typeof body !== 'string';
  const answer = await call({
    method,
    url: target,
    headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined && body !== null ? { body: json ? JSON.stringify(body) : (body as string) } : {}),
  });
  let data: unknown;
  try {
    data = answer.body.length > 0 ? JSON.parse(answer.body) : null;
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: answer.status, data: answer.body, error: String(error) } };
  }
  return answer.status >= 200 && answer.status <= 299 ? { data } : { error: { status: answer.status, data } };
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

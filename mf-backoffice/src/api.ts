/** The back office's calls to the product's API (RTK Query), typed from the call contracts. */
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { authCalls, BodyOf, ResponseOf } from '@agency/contracts';

type LoginCall = typeof authCalls.login;

export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<LoginCall>, BodyOf<LoginCall>>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = backofficeApi;

/**
 * The server's own words about a refused sign-in, when it gave some: a refused login (401)
 * carries them in `error` ('Invalid credentials'); invalid input (400) and too many
 * attempts (429) in `message`. Other failures (server down, no such call) have nothing
 * meant for the person signing in, so the screen's own text is shown.
 */
export function serverMessageOf(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number') return undefined;
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  const text = error.status === 401 ? body.error : error.status === 400 || error.status === 429 ? body.message : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

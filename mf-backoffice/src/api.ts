/**
 * The back office's calls to the product's API (RTK Query), addressed and typed from the call
 * contracts. Every call carries the stored token as a Bearer header (staff §7), and a 401 from
 * any staff call records the token as refused, which the guard on screen turns into a sign-out.
 */
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { API_BASE_URL, authCalls, fetchArgsFor, type BodyOf, type ParamsOf, type ResponseOf } from '@agency/contracts';
import { tokenRefused } from './session/sessionSlice';
import { readAuthToken } from './storage';

type LoginCall = typeof authCalls.login;
type VerifyCall = typeof authCalls.verify;
type CreateUserCall = typeof authCalls.createUser;
type ListUsersCall = typeof authCalls.listUsers;
type DeleteUserCall = typeof authCalls.deleteUser;
type LogoutCall = typeof authCalls.logout;
type SignOutEverywhereCall = typeof authCalls.signOutEverywhere;
type ChangeRoleCall = typeof authCalls.changeRole;

/** The sign-in calls: the password step and two-factor sign-in's steps (twoFactor/twoFactorApi.ts), which carry a challenge, not a token. */
const SIGN_IN_ENDPOINTS = new Set(['login', 'signInWithCode', 'signInEnrolmentStart', 'signInEnrolmentConfirm']);

const fetchWithToken = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { endpoint }) {
    const token = readAuthToken();
    // A call may bring its own token (verify checks the one it is given); sign-in needs none.
    if (token && !SIGN_IN_ENDPOINTS.has(endpoint) && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The calls whose 401 is an answer in itself, not a sign that the session ended. */
const OWN_401_ENDPOINTS = new Set([...SIGN_IN_ENDPOINTS, 'verify', 'logout']);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const token = readAuthToken();
  const result = await fetchWithToken(args, api, extraOptions);
  if (result.error?.status === 401 && token && !OWN_401_ENDPOINTS.has(api.endpoint)) api.dispatch(tokenRefused(token));
  return result;
};

/** The auth calls' requests, method and URL from their contracts. */
const auth = fetchArgsFor(authCalls);

export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery,
  tagTypes: ['Users'],
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<LoginCall>, BodyOf<LoginCall>>({
      query: (body) => auth.login({ body }),
    }),
    /** Checks the given token (the guards pass the stored one); never served from an old answer. */
    verify: build.query<ResponseOf<VerifyCall>, string>({
      query: (token) => ({ ...auth.verify(), headers: { authorization: `Bearer ${token}` } }),
      keepUnusedDataFor: 0,
    }),
    listUsers: build.query<ResponseOf<ListUsersCall>, void>({
      query: () => auth.listUsers(),
      providesTags: ['Users'],
    }),
    createUser: build.mutation<ResponseOf<CreateUserCall>, BodyOf<CreateUserCall>>({
      query: (body) => auth.createUser({ body }),
      // The list reloads only when an account was made (staff §4: status 200 = success).
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
    deleteUser: build.mutation<ResponseOf<DeleteUserCall>, ParamsOf<DeleteUserCall>['id']>({
      query: (id) => auth.deleteUser({ params: { id } }),
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
    /** Ends the given token's session on the server (sign-out clears the stored token at once). */
    logout: build.mutation<ResponseOf<LogoutCall>, string>({
      query: (token) => ({ ...auth.logout(), headers: { authorization: `Bearer ${token}` } }),
    }),
    signOutEverywhere: build.mutation<ResponseOf<SignOutEverywhereCall>, ParamsOf<SignOutEverywhereCall>['id']>({
      query: (id) => auth.signOutEverywhere({ params: { id } }),
    }),
    changeRole: build.mutation<ResponseOf<ChangeRoleCall>, ParamsOf<ChangeRoleCall> & BodyOf<ChangeRoleCall>>({
      query: ({ id, role }) => auth.changeRole({ params: { id }, body: { role } }),
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
  }),
});

export const {
  useLoginMutation,
  useVerifyQuery,
  useListUsersQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useLogoutMutation,
  useSignOutEverywhereMutation,
  useChangeRoleMutation,
} = backofficeApi;

type CallError = FetchBaseQueryError | SerializedError | undefined;

/**
 * The server's own words about a refused sign-in, when it gave some: a refused login (401)
 * carries them in `error` ('Invalid credentials'); invalid input (400) and too many
 * attempts (429) in `message`. Other failures (server down, no such call) have nothing
 * meant for the person signing in, so the screen's own text is shown.
 */
export function serverMessageOf(error: CallError): string | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number') return undefined;
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  const text = error.status === 401 ? body.error : error.status === 400 || error.status === 429 ? body.message : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The request never got an answer (server down, network gone): the spec's "network error". */
export function isNetworkError(error: CallError): boolean {
  return !!error && 'status' in error && error.status === 'FETCH_ERROR';
}

/** The status of an answered call, if it was answered. */
export function statusOf(error: CallError): number | undefined {
  if (!error || !('status' in error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/**
 * What went wrong, for "'Error …: ' + server message or error message" (staff §8): the
 * answer's `message`, else the error's own text.
 */
export function failureMessageOf(error: CallError): string {
  if (!error) return 'Unknown error';
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const data = error.data as { message?: unknown } | undefined;
      return typeof data?.message === 'string' && data.message !== '' ? data.message : `The server answered ${error.status}`;
    }
    if (error.status === 'PARSING_ERROR') return `The server answered ${error.originalStatus}`;
    return error.error;
  }
  return error.message ?? 'Unknown error';
}

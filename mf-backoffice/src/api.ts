/**
 * The back office's calls to the product's API (RTK Query), addressed and typed from the call
 * contracts. Every call carries the stored token as a Bearer header (the staff spec's calls). A 401 first
 * renews the short-lived token with the session's refresh cookie and tries again; a 401 that
 * stands records the token as refused, which the guard on screen turns into a sign-out.
 */

import { API_BASE_URL, authCalls, type BodyOf, fetchArgsFor, type ParamsOf, type ResponseOf } from '@agency/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import { type BaseQueryFn, createApi, type FetchArgs, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { tokenRefused } from './session/sessionSlice';
import { readAuthToken, replaceAuthToken } from './storage';

type LoginCall = typeof authCalls.login;
type VerifyCall = typeof authCalls.verify;
type CreateUserCall = typeof authCalls.createUser;
type ListUsersCall = typeof authCalls.listUsers;
type DeleteUserCall = typeof authCalls.deleteUser;
type LogoutCall = typeof authCalls.logout;
type SignOutEverywhereCall = typeof authCalls.signOutEverywhere;
type ChangeRoleCall = typeof authCalls.changeRole;
type ResetPasswordCall = typeof authCalls.resetPassword;
type ChangePasswordCall = typeof authCalls.changePassword;
type NewPasswordAtSignInCall = typeof authCalls.newPasswordAtSignIn;
type RefreshCall = typeof authCalls.refresh;
type SignInChallengeCall = typeof authCalls.signInChallenge;

/** The sign-in calls: the password step, the new-password step and two-factor sign-in's steps (twoFactor/twoFactorApi.ts), which carry a challenge, not a token. */
const SIGN_IN_ENDPOINTS = new Set(['login', 'newPasswordAtSignIn', 'signInWithCode', 'signInEnrolmentStart', 'signInEnrolmentConfirm']);
/** The calls that carry no token: signing in, and renewing (the refresh cookie is the credential). */
const TOKENLESS_ENDPOINTS = new Set([...SIGN_IN_ENDPOINTS, 'getSignInChallenge', 'refresh']);

const fetchWithToken = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { endpoint }) {
    const token = readAuthToken();
    // A call may bring its own token (verify checks the one it is given); sign-in needs none.
    if (token && !TOKENLESS_ENDPOINTS.has(endpoint) && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The calls whose 401 is an answer in itself, not a sign that the session ended. */
const OWN_401_ENDPOINTS = new Set([...TOKENLESS_ENDPOINTS, 'verify', 'logout']);
/** The calls whose 401 is not worth a renewal: no token yet, a sign-out, the renewal itself. */
const NO_RENEWAL_ENDPOINTS = new Set([...TOKENLESS_ENDPOINTS, 'logout']);

/** The auth calls' requests, method and URL from their contracts. */
const auth = fetchArgsFor(authCalls);

type Api = Parameters<BaseQueryFn>[1];
let renewal: Promise<string | undefined> | undefined;

/**
 * Access tokens live minutes; the session's refresh token (an HttpOnly cookie the page cannot
 * read) renews them. One renewal at a time for the whole page: the calls refused together wait
 * for the same answer. The new token is stored, so every later call carries it. Undefined when
 * the session has ended (signed out, revoked, expired): then the 401 stands.
 */
function renewToken(api: Api, extraOptions: object): Promise<string | undefined> {
  renewal ??= (async () => {
    const result = await fetchWithToken(auth.refresh(), { ...api, endpoint: 'refresh' }, extraOptions);
    const token = (result.data as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return undefined;
    replaceAuthToken(token);
    return token;
  })().finally(() => {
    renewal = undefined;
  });
  return renewal;
}

/** The same request with the renewed token, where it named the old one itself (verify does). */
function withToken(args: string | FetchArgs, token: string): string | FetchArgs {
  if (typeof args === 'string' || !args.headers) return args;
  const headers = new Headers(args.headers as HeadersInit);
  if (headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  return { ...args, headers };
}

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const token = readAuthToken();
  let result = await fetchWithToken(args, api, extraOptions);
  if (result.error?.status === 401 && token && !NO_RENEWAL_ENDPOINTS.has(api.endpoint)) {
    const renewed = await renewToken(api, extraOptions);
    if (renewed) result = await fetchWithToken(withToken(args, renewed), api, extraOptions);
  }
  if (result.error?.status === 401 && token && !OWN_401_ENDPOINTS.has(api.endpoint)) api.dispatch(tokenRefused(token));
  return result;
};

export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery,
  tagTypes: ['Users'],
  endpoints: (build) => ({
    login: build.mutation<ResponseOf<LoginCall>, BodyOf<LoginCall>>({
      query: (body) => auth.login({ body }),
    }),
    /** The proof-of-work challenge the sign-in form solves while the person types: a fresh one each time (a solution is used once). */
    getSignInChallenge: build.query<ResponseOf<SignInChallengeCall>, void>({
      query: () => auth.signInChallenge(),
      keepUnusedDataFor: 0,
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
      // The list reloads only when an account was made (the staff spec's states and transitions: status 200 = success).
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
      query: ({ id, ...body }) => auth.changeRole({ params: { id }, body }),
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
    resetPassword: build.mutation<ResponseOf<ResetPasswordCall>, ParamsOf<ResetPasswordCall> & BodyOf<ResetPasswordCall>>({
      query: ({ id, password }) => auth.resetPassword({ params: { id }, body: { password } }),
    }),
    /** Answers a new sign-in: every other session of the account has ended. */
    changePassword: build.mutation<ResponseOf<ChangePasswordCall>, BodyOf<ChangePasswordCall>>({
      query: (body) => auth.changePassword({ body }),
    }),
    newPasswordAtSignIn: build.mutation<ResponseOf<NewPasswordAtSignInCall>, BodyOf<NewPasswordAtSignInCall>>({
      query: (body) => auth.newPasswordAtSignIn({ body }),
    }),
    /** The renewal baseQuery makes by itself on a 401 (here so its request is held to its contract too). */
    refresh: build.mutation<ResponseOf<RefreshCall>, void>({
      query: () => auth.refresh(),
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
  useResetPasswordMutation,
  useChangePasswordMutation,
  useNewPasswordAtSignInMutation,
  useLazyGetSignInChallengeQuery,
} = backofficeApi;

/** A sign-in refused because an administrator reset the password: the new-password step follows. */
export function isPasswordChangeRequired(error: CallError): boolean {
  if (!error || !('status' in error) || error.status !== 403) return false;
  return (
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { passwordChangeRequired?: unknown }).passwordChangeRequired === true
  );
}

type CallError = FetchBaseQueryError | SerializedError | undefined;

/**
 * The server's own words about a refused sign-in, when it gave some: a refused login (401)
 * carries them in `error` ('Invalid credentials'), as does a suspended account's (403); invalid input (400), a step out of turn
 * (409), too many attempts (429) and a busy service (503) in `message`. Other failures (server down, no such call) have nothing
 * meant for the person signing in, so the screen's own text is shown.
 */
export function serverMessageOf(error: CallError): string | undefined {
  if (!error || !('status' in error) || typeof error.status !== 'number') return undefined;
  const body = typeof error.data === 'object' && error.data !== null ? (error.data as Record<string, unknown>) : {};
  // 403 with `error`: the right password for a suspended account (a reset password's 403 has its own step).
  const text =
    error.status === 401 || error.status === 403 ? body.error : [400, 409, 429, 503].includes(error.status) ? body.message : undefined;
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
 * What went wrong, for "'Error …: ' + server message or error message" (the staff spec's error catalogue): the
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

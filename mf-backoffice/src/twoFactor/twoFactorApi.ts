/**
 * Two-factor sign-in's calls (contracts in @agency/contracts' authCalls), injected into the
 * back office's api: the second step of sign-in and enrolment during sign-in (public calls
 * that carry login's challenge), the signed-in account's own settings, and the policy for
 * administrators.
 */
import { authCalls, type BodyOf, fetchArgsFor, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

const auth = fetchArgsFor(authCalls);
type Calls = typeof authCalls;

export const twoFactorApi = backofficeApi
  .enhanceEndpoints({ addTagTypes: ['TwoFactor', 'TwoFactorPolicy', 'TwoFactorAccounts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      signInWithCode: build.mutation<ResponseOf<Calls['signInWithCode']>, BodyOf<Calls['signInWithCode']>>({
        query: (body) => auth.signInWithCode({ body }),
      }),
      signInEnrolmentStart: build.mutation<ResponseOf<Calls['signInEnrolmentStart']>, BodyOf<Calls['signInEnrolmentStart']>>({
        query: (body) => auth.signInEnrolmentStart({ body }),
      }),
      signInEnrolmentConfirm: build.mutation<ResponseOf<Calls['signInEnrolmentConfirm']>, BodyOf<Calls['signInEnrolmentConfirm']>>({
        query: (body) => auth.signInEnrolmentConfirm({ body }),
      }),
      twoFactorStatus: build.query<ResponseOf<Calls['twoFactorStatus']>, void>({
        query: () => auth.twoFactorStatus(),
        providesTags: ['TwoFactor'],
        keepUnusedDataFor: 0,
      }),
      twoFactorStart: build.mutation<ResponseOf<Calls['twoFactorStart']>, void>({
        query: () => auth.twoFactorStart(),
      }),
      twoFactorConfirm: build.mutation<ResponseOf<Calls['twoFactorConfirm']>, BodyOf<Calls['twoFactorConfirm']>>({
        query: (body) => auth.twoFactorConfirm({ body }),
      }),
      twoFactorRecoveryCodes: build.mutation<ResponseOf<Calls['twoFactorRecoveryCodes']>, BodyOf<Calls['twoFactorRecoveryCodes']>>({
        query: (body) => auth.twoFactorRecoveryCodes({ body }),
      }),
      twoFactorDisable: build.mutation<ResponseOf<Calls['twoFactorDisable']>, BodyOf<Calls['twoFactorDisable']>>({
        query: (body) => auth.twoFactorDisable({ body }),
        invalidatesTags: (result) => (result ? ['TwoFactor'] : []),
      }),
      twoFactorPolicy: build.query<ResponseOf<Calls['twoFactorPolicy']>, void>({
        query: () => auth.twoFactorPolicy(),
        providesTags: ['TwoFactorPolicy'],
      }),
      setTwoFactorPolicy: build.mutation<ResponseOf<Calls['setTwoFactorPolicy']>, BodyOf<Calls['setTwoFactorPolicy']>>({
        query: (body) => auth.setTwoFactorPolicy({ body }),
        invalidatesTags: (result) => (result ? ['TwoFactorPolicy', 'TwoFactor'] : []),
      }),
      twoFactorAccounts: build.query<ResponseOf<Calls['twoFactorAccounts']>, void>({
        query: () => auth.twoFactorAccounts(),
        providesTags: ['TwoFactorAccounts'],
      }),
      resetTwoFactor: build.mutation<ResponseOf<Calls['resetTwoFactor']>, number>({
        query: (id) => auth.resetTwoFactor({ params: { id } }),
        invalidatesTags: (result) => (result ? ['TwoFactorAccounts'] : []),
      }),
    }),
  });

export const {
  useSignInWithCodeMutation,
  useSignInEnrolmentStartMutation,
  useSignInEnrolmentConfirmMutation,
  useTwoFactorStatusQuery,
  useTwoFactorStartMutation,
  useTwoFactorConfirmMutation,
  useTwoFactorRecoveryCodesMutation,
  useTwoFactorDisableMutation,
  useTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
  useTwoFactorAccountsQuery,
  useResetTwoFactorMutation,
} = twoFactorApi;

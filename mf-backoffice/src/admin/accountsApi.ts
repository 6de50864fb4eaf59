/**
 * Account calls beyond the spec's user list: suspending and reinstating an account
 * (administrators), and the staff a request can be handed to (administrators and managers).
 */
import { authCalls, type BodyOf, fetchArgsFor, type ParamsOf, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

type SuspendCall = typeof authCalls.suspendUser;
type StaffCall = typeof authCalls.staffDirectory;

const auth = fetchArgsFor(authCalls);

export const accountsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every account not suspended; changes with the user list. */
    staffDirectory: build.query<ResponseOf<StaffCall>, void>({
      query: () => auth.staffDirectory(),
      providesTags: ['Users'],
    }),
    suspendUser: build.mutation<ResponseOf<SuspendCall>, ParamsOf<SuspendCall> & BodyOf<SuspendCall>>({
      query: ({ id, ...body }) => auth.suspendUser({ params: { id }, body }),
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
    reinstateUser: build.mutation<ResponseOf<SuspendCall>, ParamsOf<SuspendCall> & BodyOf<SuspendCall>>({
      query: ({ id, ...body }) => auth.reinstateUser({ params: { id }, body }),
      invalidatesTags: (result) => (result ? ['Users'] : []),
    }),
  }),
});

export const { useStaffDirectoryQuery, useSuspendUserMutation, useReinstateUserMutation } = accountsApi;

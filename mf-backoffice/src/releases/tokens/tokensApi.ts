/** The deploy token calls (administrators), injected into the back office's api. */
import { type BodyOf, fetchArgsFor, type ResponseOf, releaseCalls } from '@agency/contracts';
import { backofficeApi } from '../../api';

const calls = fetchArgsFor(releaseCalls);

/** A token as made: its summary and, this once, the token itself. */
export type CreatedToken = ResponseOf<typeof releaseCalls.createToken>;

export const tokensApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['DeployTokens'] }).injectEndpoints({
  endpoints: (build) => ({
    deployTokens: build.query<ResponseOf<typeof releaseCalls.listTokens>, void>({
      query: () => calls.listTokens(),
      providesTags: ['DeployTokens'],
      // A token's last use changes with every pipeline run: always ask again when the screen opens.
      keepUnusedDataFor: 0,
    }),
    createDeployToken: build.mutation<ResponseOf<typeof releaseCalls.createToken>, BodyOf<typeof releaseCalls.createToken>>({
      query: (body) => calls.createToken({ body }),
      invalidatesTags: (result) => (result ? ['DeployTokens'] : []),
    }),
    revokeDeployToken: build.mutation<ResponseOf<typeof releaseCalls.revokeToken>, { id: number; reason?: string }>({
      query: ({ id, reason }) => calls.revokeToken({ params: { id }, ...(reason ? { query: { reason } } : {}) }),
      invalidatesTags: (result) => (result ? ['DeployTokens'] : []),
    }),
  }),
});

export const { useDeployTokensQuery, useCreateDeployTokenMutation, useRevokeDeployTokenMutation } = tokensApi;

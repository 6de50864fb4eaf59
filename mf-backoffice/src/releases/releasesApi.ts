/** The releases calls the Releases screen makes (administrators), injected into the back office's api. */
import { type BodyOf, fetchArgsFor, type ResponseOf, releaseCalls } from '@agency/contracts';
import { backofficeApi } from '../api';

const calls = fetchArgsFor(releaseCalls);

export const releasesApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (build) => ({
    releaseList: build.query<ResponseOf<typeof releaseCalls.list>, void>({
      query: () => calls.list(),
      providesTags: ['Releases'],
      keepUnusedDataFor: 0,
    }),
    activateRelease: build.mutation<
      ResponseOf<typeof releaseCalls.activate>,
      { remote: string; body: BodyOf<typeof releaseCalls.activate> }
    >({
      query: ({ remote, body }) => calls.activate({ params: { remote }, body }),
      invalidatesTags: (result) => (result ? ['Releases'] : []),
    }),
  }),
});

export const { useReleaseListQuery, useActivateReleaseMutation } = releasesApi;

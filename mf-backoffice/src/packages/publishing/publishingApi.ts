/**
 * Publishing control: publish or unpublish a package, and the home page's choice
 * (top deals and deal sections). Every write refreshes the staff list; every read asks with
 * no-store, as the catalogue answers staff reads (private, no-store).
 */
import { catalogueCalls, fetchArgsFor, type HomePlacements, type HomePlacementsBody, type ResponseOf } from '@agency/contracts';
import { packagesApi } from '../packagesApi';

const catalogue = fetchArgsFor(catalogueCalls);
const NO_STORE = { cache: 'no-store' } as const;

const publishingApi = packagesApi.enhanceEndpoints({ addTagTypes: ['HomePlacements'] }).injectEndpoints({
  endpoints: (build) => ({
    setPublication: build.mutation<ResponseOf<typeof catalogueCalls.setPublication>, { id: number; published: boolean }>({
      query: ({ id, published }) => catalogue.setPublication({ params: { id }, body: { published } }),
      invalidatesTags: (result, _error, { id }) => (result ? ['Packages', { type: 'Package', id }, 'HomePlacements'] : []),
    }),
    homePlacements: build.query<HomePlacements, void>({
      query: () => ({ ...catalogue.homePlacements(), ...NO_STORE }),
      providesTags: ['HomePlacements'],
      keepUnusedDataFor: 0,
    }),
    saveHomePlacements: build.mutation<HomePlacements, HomePlacementsBody>({
      query: (body) => catalogue.saveHomePlacements({ body }),
      invalidatesTags: (result) => (result ? ['Packages', 'HomePlacements'] : []),
    }),
  }),
});

export { publishingApi };
export const { useSetPublicationMutation, useHomePlacementsQuery, useSaveHomePlacementsMutation } = publishingApi;

/**
 * The package management calls (the staff spec's calls), injected into the back office's api: the staff
 * list (10 a page, filters only when filled), one package for update or clone, delete, and
 * the reference lists the package form's pickers offer. Creating and updating send files
 * with upload progress, which fetch cannot report: see ./uploadPackage.ts and ./useSavePackage.ts.
 */
import { catalogueCalls, fetchArgsFor, type ResponseOf, type StaffPackageListQuery } from '@agency/contracts';
import { backofficeApi } from '../api';

/** The staff reads (drafts included, never cached by the server, and asked with no-store). */
type ListCall = typeof catalogueCalls.listStaffPackages;
type GetCall = typeof catalogueCalls.getStaffPackage;
type DeleteCall = typeof catalogueCalls.deletePackage;
type DestinationsCall = typeof catalogueCalls.destinations;
type HolidayTypesCall = typeof catalogueCalls.holidayTypes;
type InclusionsCall = typeof catalogueCalls.inclusions;

const catalogue = fetchArgsFor(catalogueCalls);

/** The tags package writes invalidate: every page of the list, and the package itself. */
export const PACKAGE_TAGS = ['Packages', 'Package'] as const;

/** Staff must see their own writes at once: no browser cache may answer a staff read. */
const NO_STORE = { cache: 'no-store' } as const;

const packagesApi = backofficeApi.enhanceEndpoints({ addTagTypes: PACKAGE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    listStaffPackages: build.query<ResponseOf<ListCall>, StaffPackageListQuery>({
      query: (query) => ({ ...catalogue.listStaffPackages({ query }), ...NO_STORE }),
      providesTags: ['Packages'],
    }),
    /** The whole package (the list answers summaries), always fresh: the form edits what is stored now. */
    getPackage: build.query<ResponseOf<GetCall>, number>({
      query: (id) => ({ ...catalogue.getStaffPackage({ params: { id } }), ...NO_STORE }),
      providesTags: (_result, _error, id) => [{ type: 'Package', id }],
      keepUnusedDataFor: 0,
    }),
    deletePackage: build.mutation<ResponseOf<DeleteCall>, number>({
      query: (id) => catalogue.deletePackage({ params: { id } }),
      invalidatesTags: (result, _error, id) => (result ? ['Packages', { type: 'Package', id }] : []),
    }),
    destinations: build.query<ResponseOf<DestinationsCall>, void>({ query: () => catalogue.destinations() }),
    holidayTypes: build.query<ResponseOf<HolidayTypesCall>, void>({ query: () => catalogue.holidayTypes() }),
    inclusions: build.query<ResponseOf<InclusionsCall>, void>({ query: () => catalogue.inclusions() }),
  }),
});

export { packagesApi };
export const {
  useListStaffPackagesQuery,
  useGetPackageQuery,
  useDeletePackageMutation,
  useDestinationsQuery,
  useHolidayTypesQuery,
  useInclusionsQuery,
} = packagesApi;

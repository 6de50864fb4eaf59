/**
 * The package management calls (staff §7), injected into the back office's api: the staff
 * list (10 a page, filters only when filled), one package for update or clone, delete, and
 * the reference lists the package form's pickers offer. Creating and updating send files
 * with upload progress, which fetch cannot report: see ./uploadPackage.ts and ./useSavePackage.ts.
 */
import type { catalogueCalls, PackageListQuery, ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

type ListCall = typeof catalogueCalls.listPackages;
type GetCall = typeof catalogueCalls.getPackage;
type DeleteCall = typeof catalogueCalls.deletePackage;
type DestinationsCall = typeof catalogueCalls.destinations;
type HolidayTypesCall = typeof catalogueCalls.holidayTypes;
type InclusionsCall = typeof catalogueCalls.inclusions;

/** The tags package writes invalidate: every page of the list, and the package itself. */
export const PACKAGE_TAGS = ['Packages', 'Package'] as const;

const packagesApi = backofficeApi.enhanceEndpoints({ addTagTypes: PACKAGE_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    listStaffPackages: build.query<ResponseOf<ListCall>, PackageListQuery>({
      query: (params) => ({ url: 'packages', params }),
      providesTags: ['Packages'],
    }),
    /** The whole package (the list answers summaries), always fresh: the form edits what is stored now. */
    getPackage: build.query<ResponseOf<GetCall>, number>({
      query: (id) => `packages/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Package', id }],
      keepUnusedDataFor: 0,
    }),
    deletePackage: build.mutation<ResponseOf<DeleteCall>, number>({
      query: (id) => ({ url: `packages/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, _error, id) => (result ? ['Packages', { type: 'Package', id }] : []),
    }),
    destinations: build.query<ResponseOf<DestinationsCall>, void>({ query: () => 'destinations' }),
    holidayTypes: build.query<ResponseOf<HolidayTypesCall>, void>({ query: () => 'holiday_types' }),
    inclusions: build.query<ResponseOf<InclusionsCall>, void>({ query: () => 'inclusions' }),
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

/**
 * The storefront's calls to the product's API (RTK Query). Every method, URL, response and
 * query type comes from the call contracts in @agency/contracts.
 */

import { catalogueCalls, fetchArgsFor, type QueryOf, type ResponseOf } from '@agency/contracts';
import { createSiteApi, serverStateOf, siteBaseQuery } from '@agency/page/remote';
import { browserStorage, readMenuCache, writeMenuCache } from './menu/menuCache';

export type MenuData = ResponseOf<typeof catalogueCalls.menu>;
export type PackageListQuery = QueryOf<typeof catalogueCalls.listPackages>;
/** The list query without its page: what the paged list's pages share. */
export type PackageFilterQuery = Omit<PackageListQuery, 'page'>;
export type PackagePage = ResponseOf<typeof catalogueCalls.listPackages>;
export type ListedPackage = PackagePage['data'][number];
export type DetailedPackage = ResponseOf<typeof catalogueCalls.getPackage>['data'];
export type HomeDeal = ResponseOf<typeof catalogueCalls.deals>[number];
export type CountryDeal = ResponseOf<typeof catalogueCalls.dealsByCountry>[number];
export type FilterData = ResponseOf<typeof catalogueCalls.filterData>;
export type Regions = ResponseOf<typeof catalogueCalls.regions>;
export type HolidayTypeEntry = ResponseOf<typeof catalogueCalls.holidayTypes>[number];
export type Suggestions = ResponseOf<typeof catalogueCalls.packageSuggestions>;

/** The catalogue calls' requests, method and URL from their contracts. */
const catalogue = fetchArgsFor(catalogueCalls);

export const storefrontApi = createSiteApi({
  reducerPath: 'storefrontApi',
  baseQuery: siteBaseQuery(),
  // The server rendered the page with these answers: the browser's store starts from them.
  extractRehydrationInfo: (action, { reducerPath }) => serverStateOf(action, reducerPath),
  endpoints: (build) => ({
    /**
     * Destinations by continent and the holiday types, for the header and the mobile menu.
     * Kept in localStorage for a day (the spec's states and transitions), so most page loads need no call at all.
     */
    getMenu: build.query<MenuData, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const storage = browserStorage();
        const cached = storage && readMenuCache(storage, Date.now());
        if (cached) return { data: cached };
        const result = await baseQuery(catalogue.menu());
        if (result.error) return { error: result.error };
        const data = result.data as MenuData;
        if (storage) writeMenuCache(storage, data, Date.now());
        return { data };
      },
    }),
    /** One page of packages (the home page's top deals, the holiday-type screen). */
    listPackages: build.query<PackagePage, PackageListQuery>({
      query: (query) => catalogue.listPackages({ query }),
    }),
    /**
     * The deals list's server paging: page 1 for a set of filters, then 'Load More' appends
     * the next page. Other filters are another cache entry, so a change starts at page 1.
     */
    listPackagePages: build.infiniteQuery<PackagePage, PackageFilterQuery & { startPage?: number }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: ({ pagination }) => (pagination.currentPage < pagination.totalPages ? pagination.currentPage + 1 : undefined),
      },
      // `startPage` names where a list opened at a later page (its own cache entry); the hook starts there.
      query: ({ queryArg: { startPage: _start, ...filters }, pageParam }) =>
        catalogue.listPackages({ query: { ...filters, page: pageParam } }),
    }),
    getFilterData: build.query<FilterData, void>({ query: () => catalogue.filterData() }),
    getPackage: build.query<DetailedPackage, number>({
      query: (id) => catalogue.getPackage({ params: { id } }),
      transformResponse: (response: ResponseOf<typeof catalogueCalls.getPackage>) => response.data,
    }),
    /** Holidays like a package that is not available (its 404 page). */
    getSimilarPackages: build.query<ResponseOf<typeof catalogueCalls.similarPackages>, number>({
      query: (id) => catalogue.similarPackages({ params: { id } }),
    }),
    /** The deals of the home page's deal sections, with their flags. */
    getHomeDeals: build.query<HomeDeal[], void>({ query: () => catalogue.deals() }),
    /** 'Our Exclusive Top Deals', as staff chose them (none chosen: the newest four). */
    getTopDeals: build.query<HomeDeal[], void>({ query: () => catalogue.topDeals() }),
    /** One country's deals, by its lower-cased name. */
    getCountryDeals: build.query<CountryDeal[], string>({
      query: (country) => catalogue.dealsByCountry({ params: { country: country.toLowerCase() } }),
    }),
    /** Every continent and country: the region overview, and the deal list's place filters. */
    getRegions: build.query<Regions, void>({ query: () => catalogue.regions() }),
    /** What one continent or country page shows of the regions, by its path segment (404: no such page). */
    getRegionPage: build.query<Regions, string>({ query: (segment) => catalogue.regionPage({ params: { segment } }) }),
    getHolidayTypes: build.query<HolidayTypeEntry[], void>({ query: () => catalogue.holidayTypes() }),
    /** What the header's search box offers for a text (kept a minute: a visitor types and erases the same prefixes). */
    getSuggestions: build.query<Suggestions, string>({
      query: (q) => catalogue.packageSuggestions({ query: { q } }),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const {
  useGetMenuQuery,
  useListPackagesQuery,
  useListPackagePagesInfiniteQuery,
  useGetFilterDataQuery,
  useGetPackageQuery,
  useGetSimilarPackagesQuery,
  useGetHomeDealsQuery,
  useGetTopDealsQuery,
  useGetCountryDealsQuery,
  useGetRegionsQuery,
  useGetRegionPageQuery,
  useGetHolidayTypesQuery,
  useGetSuggestionsQuery,
} = storefrontApi;

/** What the menus read of the menu query: its data and whether it is still loading or failed. */
export interface MenuQueryState {
  data?: MenuData;
  isLoading: boolean;
  isError: boolean;
}

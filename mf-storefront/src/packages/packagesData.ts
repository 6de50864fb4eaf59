/**
 * /packages' route data (see routeData.ts): the filter data, which pre-selects the URL's
 * filters, then the list's first page of them, the named holiday type's banner and, when the
 * filters name a place, the region data, as PackagesPage asks for them.
 */
import { storefrontApi } from '../api';
import { singleHolidayTypeOf } from '../head/pageHeads';
import type { StorefrontRouteData } from '../routeData';
import { filtersToQuery, namesPlace, preselectFilters, startPageOf } from './filters';

const { endpoints } = storefrontApi;

export const packagesData: StorefrontRouteData = async ({ search, dispatch }) => {
  if (singleHolidayTypeOf(search) !== null) dispatch(endpoints.getHolidayTypes.initiate());
  const filterData = await dispatch(endpoints.getFilterData.initiate());
  const filters = preselectFilters(search, filterData.data);
  if (namesPlace(filters)) dispatch(endpoints.getRegions.initiate());
  const startPage = startPageOf(search);
  await dispatch(
    endpoints.listPackagePages.initiate(
      { ...filtersToQuery(filters), ...(startPage > 1 ? { startPage } : {}) },
      { initialPageParam: startPage },
    ),
  );
};

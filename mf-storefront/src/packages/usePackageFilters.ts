import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetFilterDataQuery } from '../api';
import { FILTER_DATA_FETCH_ERROR, logFailure } from '../messages';
import { filtersToSearch, type PackageFilters, preselectFilters } from './filters';

/**
 * The list's filters, kept in the URL: the URL query pre-selects them once the filter data
 * is there, and every change is written back to the URL (so Back from a package returns to
 * the same list). `filters` is null until the pre-selection is done.
 */
export function usePackageFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterData = useGetFilterDataQuery();
  // The filters this page chose itself, with the query it wrote for them and the one it
  // replaced (the router applies the new URL a moment later, in a transition); any other
  // query (a link to /packages?holidayType=… while the list is open, Back, Forward) selects afresh.
  const [chosen, setChosen] = useState<{ search: string; replaced: string; filters: PackageFilters } | null>(null);

  const filterDataSettled = filterData.isSuccess || filterData.isError;
  const search = searchParams.toString();
  // Derived while rendering (not in an effect), so the server renders the list of the URL's
  // filters too. Pre-selection waits for the filter data: the URL's values are matched against it.
  const fromUrl = useMemo(
    () => (filterDataSettled ? preselectFilters(new URLSearchParams(search), filterData.data) : null),
    [search, filterDataSettled, filterData.data],
  );
  const filters = chosen && (chosen.search === search || chosen.replaced === search) ? chosen.filters : fromUrl;

  useEffect(() => {
    if (filterData.isError) logFailure(FILTER_DATA_FETCH_ERROR, filterData.error);
  }, [filterData.isError, filterData.error]);

  const change = (next: PackageFilters) => {
    const nextSearch = filtersToSearch(next);
    setChosen({ search: nextSearch.toString(), replaced: search, filters: next });
    setSearchParams(nextSearch, { replace: true });
  };

  return { filters, filterData, change };
}

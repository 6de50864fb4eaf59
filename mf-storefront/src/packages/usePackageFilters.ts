import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetFilterDataQuery } from '../api';
import { FILTER_DATA_FETCH_ERROR, logFailure } from '../messages';
import { filtersToSearch, preselectFilters, type PackageFilters } from './filters';

/**
 * The list's filters, kept in the URL: the URL query pre-selects them once the filter data
 * is there, and every change is written back to the URL (so Back from a package returns to
 * the same list). `filters` is null until the pre-selection is done.
 */
export function usePackageFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterData = useGetFilterDataQuery();
  const [filters, setFilters] = useState<PackageFilters | null>(null);

  const filterDataSettled = filterData.isSuccess || filterData.isError;
  const search = searchParams.toString();
  // The query this page last wrote itself; any other (a link to /packages?holidayType=…
  // while the list is open, Back, Forward) selects the filters afresh.
  const ownSearch = useRef<string | null>(null);
  // Pre-selection waits for the filter data, so the URL's values are matched against it.
  useEffect(() => {
    if (!filterDataSettled || search === ownSearch.current) return;
    ownSearch.current = search;
    setFilters(preselectFilters(new URLSearchParams(search), filterData.data));
  }, [search, filterDataSettled, filterData.data]);

  useEffect(() => {
    if (filterData.isError) logFailure(FILTER_DATA_FETCH_ERROR, filterData.error);
  }, [filterData.isError, filterData.error]);

  const change = (next: PackageFilters) => {
    const nextSearch = filtersToSearch(next);
    ownSearch.current = nextSearch.toString();
    setFilters(next);
    setSearchParams(nextSearch, { replace: true });
  };

  return { filters, filterData, change };
}

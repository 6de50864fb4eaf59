import { useEffect, useId, useRef, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useGetFilterDataQuery, useGetRegionsQuery, useListPackagePagesInfiniteQuery } from '../api';
import { PageBanner } from '../components/PageBanner';
import { CardSkeletons } from '../components/Skeleton';
import { EmptyState, ErrorState, LoadingState } from '../components/StatusMessage';
import { usePageTitle } from '../components/pageEffects';
import { PackageResultCard } from '../deals/PackageResultCard';
import {
  END_OF_PACKAGES,
  FILTER_DATA_FETCH_ERROR,
  logFailure,
  NO_FILTER_MATCH,
  PACKAGES_FETCH_ERROR,
  PACKAGES_LOADING,
  pagingSummary,
} from '../messages';
import { imageUrl } from '../paths';
import { activeFilterCount, filtersToQuery, filtersToSearch, NO_FILTERS, preselectFilters, SORT_OPTIONS, type PackageFilters } from './filters';
import { FiltersPanel } from './FiltersPanel';
import styles from './PackagesPage.module.css';

/** Shown instead of the results when the package call fails (the spec logs it and shows nothing; a visitor deserves a word). */
const PACKAGES_UNAVAILABLE = 'We could not load the packages just now.';
const FILTERS_UNAVAILABLE = 'Filters are unavailable right now; every package is still listed.';

/**
 * /packages, the exclusive deals list (spec §2.6): the FILTERS sidebar and sort, pages of
 * 7 from the catalogue with Load More, 'Page X of Y | Total Packages: Z' and the end text.
 * The URL query pre-selects filters once the filter data is there; every change is written
 * back to the URL (so Back from a package returns to the same list) and starts at page 1.
 */
export function PackagesPage() {
  usePageTitle('Exclusive Deals');
  const [searchParams, setSearchParams] = useSearchParams();
  const filterData = useGetFilterDataQuery();
  const regions = useGetRegionsQuery();
  const [filters, setFilters] = useState<PackageFilters | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();

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

  const pages = useListPackagePagesInfiniteQuery(filters ? filtersToQuery(filters) : skipToken);

  useEffect(() => {
    if (pages.isError) logFailure(PACKAGES_FETCH_ERROR, pages.error);
  }, [pages.isError, pages.error]);

  const change = (next: PackageFilters) => {
    const nextSearch = filtersToSearch(next);
    ownSearch.current = nextSearch.toString();
    setFilters(next);
    setSearchParams(nextSearch, { replace: true });
  };

  const current = filters ?? NO_FILTERS;
  const loaded = pages.data?.pages ?? [];
  const packages = loaded.flatMap((page) => page.data);
  const last = loaded.length > 0 ? loaded[loaded.length - 1].pagination : null;
  const count = activeFilterCount(current);

  let results;
  if (pages.isError && packages.length === 0) {
    results = <ErrorState text={PACKAGES_UNAVAILABLE} tone="calm" detail="Please try again in a moment." onRetry={() => void pages.refetch()} />;
  } else if (filters === null || (pages.isFetching && !pages.isFetchingNextPage) || !last) {
    results = (
      <LoadingState label={PACKAGES_LOADING}>
        <div className={styles.loadingBlock}>
          <p className={styles.loadingText} aria-hidden="true">
            {PACKAGES_LOADING}
          </p>
          <CardSkeletons count={3} shape="wide" />
        </div>
      </LoadingState>
    );
  } else if (packages.length === 0) {
    results = <EmptyState text={NO_FILTER_MATCH} detail="Try fewer filters, another destination or a wider price range." />;
  } else {
    results = (
      <>
        <ul className={styles.results}>
          {packages.map((pkg) => (
            <li key={pkg._id}>
              <PackageResultCard pkg={pkg} />
            </li>
          ))}
        </ul>
        <div className={styles.more}>
          {pages.isFetchingNextPage ? (
            <p className={styles.loadingText} role="status">
              {PACKAGES_LOADING}
            </p>
          ) : pages.hasNextPage ? (
            <button type="button" className={styles.loadMore} onClick={() => void pages.fetchNextPage()}>
              Load More
            </button>
          ) : (
            <p className={styles.end}>{END_OF_PACKAGES}</p>
          )}
          {pages.isError && <p className={styles.moreError} role="alert">{PACKAGES_UNAVAILABLE} Please try Load More again.</p>}
          <p className={styles.summary}>{pagingSummary(last.currentPage, last.totalPages, last.totalPackages)}</p>
        </div>
      </>
    );
  }

  return (
    <div>
      <PageBanner image={imageUrl('page-exclusive-deals')} title="Exclusive Deals" eyebrow="Every holiday we offer" />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="filters-title">
          <div className={styles.sidebarHead}>
            <h2 id="filters-title" className={styles.filtersTitle}>
              FILTERS
            </h2>
            <button type="button" className={styles.panelToggle} aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((open) => !open)}>
              <SlidersHorizontal size={18} aria-hidden="true" />
              {panelOpen ? 'Hide filters' : count > 0 ? `Show filters (${count})` : 'Show filters'}
            </button>
          </div>
          <div id={panelId} className={panelOpen ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
            {filterData.data && filters ? (
              <FiltersPanel data={filterData.data} regions={regions.data} filters={filters} onChange={change} />
            ) : filterData.isError ? (
              <p className={styles.filtersNote} role="status">
                {FILTERS_UNAVAILABLE}
              </p>
            ) : (
              <p className={styles.filtersNote} role="status">
                Loading filters...
              </p>
            )}
          </div>
        </aside>

        <section className={styles.main} aria-labelledby="results-title" aria-busy={pages.isFetching}>
          <div className={styles.toolbar}>
            <h2 id="results-title" className={styles.resultsTitle}>
              {last ? `${last.totalPackages} holidays to choose from` : 'Holidays to choose from'}
            </h2>
            <div className={styles.sort}>
              <label htmlFor={sortId}>Sort by</label>
              <select id={sortId} value={current.sort} disabled={filters === null} onChange={(event) => filters && change({ ...filters, sort: event.target.value })}>
                <option value="">Recommended</option>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {results}
        </section>
      </div>
    </div>
  );
}

import { usePageHead } from '@agency/page/remote';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type HolidayTypeEntry, useGetHolidayTypesQuery, useGetRegionsQuery, useListPackagePagesInfiniteQuery } from '../api';
import { PageBanner } from '../components/PageBanner';
import { packagesHead, singleHolidayTypeOf } from '../head/pageHeads';
import { logFailure, PACKAGES_FETCH_ERROR } from '../messages';
import { imageUrl, paths } from '../paths';
import { searchResultsTitle } from '../search/searchTexts';
import { FiltersSidebar } from './FiltersSidebar';
import {
  filtersToQuery,
  filtersToSearch,
  NO_FILTERS,
  namesPlace,
  type PackageFilters,
  SORT_OPTIONS,
  searchTextOf,
  startPageOf,
} from './filters';
import { PackageResults } from './PackageResults';
import styles from './PackagesPage.module.css';
import { usePackageFilters } from './usePackageFilters';

/**
 * /packages, the exclusive deals list as the spec describes it: the FILTERS sidebar and sort, pages of
 * 7 from the catalogue with Load More, 'Page X of Y | Total Packages: Z' and the end text.
 * Without scripts the filters and sort are a GET form and Load More leads to `?page=N`, both
 * rendered by the server.
 * The URL query pre-selects filters once the filter data is there; every change is written
 * back to the URL (so Back from a package returns to the same list) and starts at page 1.
 * The region data (where each country lies, 48 kB) narrows the place filters' choices: it
 * is asked for only when the URL names a place or the visitor reaches for the filters, not
 * carried in every /packages page (it was half of the page's HTML).
 */
export function PackagesPage() {
  const [search] = useSearchParams();
  const holidayType = useHolidayTypeOfQuery(search);
  usePageHead(packagesHead(search, holidayType?.ShowName));
  const { filters, filterData, change } = usePackageFilters();
  const [filtersEngaged, setFiltersEngaged] = useState(false);
  const regions = useGetRegionsQuery(undefined, { skip: !filtersEngaged && !namesPlace(filters) });
  // A list opened at a later page (the no-script 'Load More') starts there, in a cache entry of its own.
  const startPage = startPageOf(search);
  const pages = useListPackagePagesInfiniteQuery(
    filters ? { ...filtersToQuery(filters), ...(startPage > 1 ? { startPage } : {}) } : skipToken,
    { initialPageParam: startPage },
  );
  // Filters and sort are one GET form: without scripts the browser sends it and the server renders the list.
  const filtersFormId = useId();

  useEffect(() => {
    if (pages.isError) logFailure(PACKAGES_FETCH_ERROR, pages.error);
  }, [pages.isError, pages.error]);

  const loaded = pages.data?.pages ?? [];
  const total = loaded.length > 0 ? loaded[loaded.length - 1].pagination.totalPackages : null;
  const text = searchTextOf(search);
  const correctedTo = loaded[0]?.search?.correctedTo;
  const withoutText = filtersToSearch({ ...(filters ?? NO_FILTERS), q: '' }).toString();

  return (
    <div>
      {text ? (
        <PageBanner image={imageUrl('page-exclusive-deals')} title={searchResultsTitle(text)} eyebrow="Search" />
      ) : holidayType ? (
        <PageBanner image={holidayType.image ?? imageUrl('page-exclusive-deals')} title={holidayType.ShowName} eyebrow="Holiday type" />
      ) : (
        <PageBanner image={imageUrl('page-exclusive-deals')} title="Exclusive Deals" eyebrow="Every holiday we offer" />
      )}
      <div className={styles.layout}>
        <FiltersSidebar
          formId={filtersFormId}
          filterData={filterData}
          regions={regions}
          filters={filters}
          onChange={change}
          onEngage={() => setFiltersEngaged(true)}
        />
        <section className={styles.main} aria-labelledby="results-title" aria-busy={pages.isFetching}>
          <div className={styles.toolbar}>
            <h2 id="results-title" className={styles.resultsTitle}>
              {total !== null ? `${total} holidays to choose from` : 'Holidays to choose from'}
            </h2>
            <SortSelect formId={filtersFormId} filters={filters} onChange={change} />
          </div>
          {text && (
            <p className={styles.searchNote}>
              {correctedTo ? (
                <>
                  Showing holidays for <strong>{correctedTo}</strong> (you searched for “{text}”).{' '}
                </>
              ) : null}
              <Link to={`${paths.deals}${withoutText ? `?${withoutText}` : ''}`}>Clear the search</Link>
            </p>
          )}
          <PackageResults
            pages={pages}
            ready={filters !== null}
            listQuery={filtersToSearch(filters ?? NO_FILTERS)}
            searchText={text}
            withoutSearch={withoutText}
          />
        </section>
      </div>
    </div>
  );
}

/** The holiday type the URL's query names alone (the Holiday Types menu's links), as the catalogue lists it. */
function useHolidayTypeOfQuery(search: URLSearchParams): HolidayTypeEntry | undefined {
  const key = singleHolidayTypeOf(search);
  const { data } = useGetHolidayTypesQuery(undefined, { skip: key === null });
  return key === null ? undefined : data?.find((type) => type.name.toLowerCase() === key.toLowerCase());
}

/** 'Sort by': Recommended or one of the catalogue's orders; waits for the URL's filters. */
function SortSelect({
  formId,
  filters,
  onChange,
}: {
  formId: string;
  filters: PackageFilters | null;
  onChange: (filters: PackageFilters) => void;
}) {
  const sortId = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={sortId}>Sort by</label>
      <select
        id={sortId}
        form={formId}
        name="sort"
        value={(filters ?? NO_FILTERS).sort}
        disabled={filters === null}
        onChange={(event) => filters && onChange({ ...filters, sort: event.target.value })}
      >
        <option value="">Recommended</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

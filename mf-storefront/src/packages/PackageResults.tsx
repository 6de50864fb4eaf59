import { PAGE_SIZES } from '@agency/contracts';
import { Link } from 'react-router-dom';
import type { PackagePage } from '../api';
import { CardSkeletons } from '../components/Skeleton';
import { EmptyState, ErrorState, LoadingState } from '../components/StatusMessage';
import { PackageResultCard } from '../deals/PackageResultCard';
import { END_OF_PACKAGES, NO_FILTER_MATCH, PACKAGES_LOADING, pagingSummary } from '../messages';
import { paths } from '../paths';
import { noSearchMatchText } from '../search/searchTexts';
import { PAGE_PARAM } from './filters';
import styles from './PackagesPage.module.css';

/** Shown instead of the results when the package call fails (the spec logs it and shows nothing; a visitor deserves a word). */
/** What the results read of the list's infinite query. */
export interface PackagePages {
  data?: { pages: readonly PackagePage[] };
  isError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

export const PACKAGES_UNAVAILABLE = 'We could not load the packages just now.';

interface Props {
  pages: PackagePages;
  /** The list's filters as its address says them (no page): Load More's form carries them without scripts. */
  listQuery: URLSearchParams;
  /** False until the URL's filters are chosen (nothing is asked before). */
  ready: boolean;
  /** The search text, '' for none. */
  searchText?: string;
  /** The list's query without the search text (the empty state's way out). */
  withoutSearch?: string;
}

/** The results: loading, the calm error, no match, or the cards with Load More, the end text and the paging summary. */
export function PackageResults({ pages, ready, listQuery, searchText = '', withoutSearch = '' }: Props) {
  const loaded = pages.data?.pages ?? [];
  const packages = loaded.flatMap((page) => page.data);
  const last = loaded.length > 0 ? loaded[loaded.length - 1].pagination : null;
  const first = loaded.length > 0 ? loaded[0].pagination : null;

  if (pages.isError && packages.length === 0) {
    return (
      <ErrorState text={PACKAGES_UNAVAILABLE} tone="calm" detail="Please try again in a moment." onRetry={() => void pages.refetch()} />
    );
  }
  if (!ready || (pages.isFetching && !pages.isFetchingNextPage) || !last) {
    return (
      <LoadingState label={PACKAGES_LOADING}>
        <div className={styles.loadingBlock}>
          <p className={styles.loadingText} aria-hidden="true">
            {PACKAGES_LOADING}
          </p>
          {/* A first page of placeholders: the cards take their room, so the footer stays put. */}
          <CardSkeletons count={PAGE_SIZES.storefrontList} shape="wide" />
        </div>
      </LoadingState>
    );
  }
  if (packages.length === 0 && searchText)
    return (
      <EmptyState
        text={noSearchMatchText(searchText)}
        detail={
          withoutSearch
            ? 'Check the spelling, try another word, or keep your filters without the search.'
            : 'Check the spelling or try another word, like a country or a kind of holiday.'
        }
      >
        <Link to={`${paths.deals}${withoutSearch ? `?${withoutSearch}` : ''}`} className={styles.loadMore}>
          {withoutSearch ? 'Show the filtered holidays' : 'Show every holiday'}
        </Link>
        <Link to={paths.destination}>Browse destinations</Link>
      </EmptyState>
    );
  if (packages.length === 0)
    return <EmptyState text={NO_FILTER_MATCH} detail="Try fewer filters, another destination or a wider price range." />;
  return (
    <>
      {first && first.currentPage > 1 && (
        <p className={styles.previous}>
          <Link to={`${paths.deals}${searchAt(listQuery, first.currentPage - 1)}`}>Show the previous packages</Link>
        </p>
      )}
      <ul className={styles.results}>
        {packages.map((pkg, index) => (
          <li key={pkg._id}>
            <PackageResultCard pkg={pkg} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {pages.isFetchingNextPage ? (
          <p className={styles.loadingText} role="status">
            {PACKAGES_LOADING}
          </p>
        ) : pages.hasNextPage ? (
          // A GET form to the next page: sent without scripts, the server renders it; with them the page appends.
          <form
            method="get"
            action={paths.deals}
            onSubmit={(event) => {
              event.preventDefault();
              void pages.fetchNextPage();
            }}
          >
            {[...listQuery].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" name={PAGE_PARAM} value={last.currentPage + 1} className={styles.loadMore}>
              Load More
            </button>
          </form>
        ) : (
          <p className={styles.end}>{END_OF_PACKAGES}</p>
        )}
        {pages.isError && (
          <p className={styles.moreError} role="alert">
            {PACKAGES_UNAVAILABLE} Please try Load More again.
          </p>
        )}
        <p className={styles.summary}>{pagingSummary(last.currentPage, last.totalPages, last.totalPackages)}</p>
      </div>
    </>
  );
}

/** `?…&page=N` of the list's query (page 1 is the list's own address). */
function searchAt(query: URLSearchParams, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

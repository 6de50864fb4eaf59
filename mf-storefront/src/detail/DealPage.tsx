import { useClientOnlyPage, usePageHead, useServerRedirect } from '@agency/page/remote';
import buttons from '@agency/ui/styles/buttons.module.css';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetPackageQuery } from '../api';
import { EmptyState, ErrorState, LoadingState } from '../components/StatusMessage';
import { hasPackageDetail, readDealState } from '../deals/navigationState';
import { privateHead } from '../head/pageHeads';
import { logFailure, NO_PACKAGE_DATA, PACKAGE_LOAD_ERROR, PACKAGE_LOADING } from '../messages';
import { packageDetailPath, paths } from '../paths';
import { PackageDetail } from './PackageDetail';
import styles from './PackageDetail.module.css';
import { PackageGone } from './PackageGone';
import { isNotFound, packageIdOf } from './packageLookup';

/**
 * /Deal: the package handed over as navigation state (the spec's package detail). A card may hand a
 * summary; then the full package is fetched by its id. Opened without state (a typed or
 * shared address), there is nothing to show but the way to the deals.
 */
export function DealPage() {
  const { state, search } = useLocation();
  const deal = readDealState(state);
  // Navigation state exists in the browser only: the server sends an old link with a package
  // id to the package's own address, and leaves any other /Deal to the browser.
  const id = packageIdOf(new URLSearchParams(search).get('id') ?? undefined);
  useServerRedirect(id === null ? undefined : packageDetailPath(id));
  useClientOnlyPage(true);
  usePageHead(deal === null ? privateHead(NO_PACKAGE_DATA) : undefined);
  const complete = deal !== null && hasPackageDetail(deal);
  const fetched = useGetPackageQuery(deal && !complete ? deal._id : skipToken);

  useEffect(() => {
    if (fetched.isError && !isNotFound(fetched.error)) logFailure(PACKAGE_LOAD_ERROR, fetched.error);
  }, [fetched.isError, fetched.error]);

  if (deal === null) return <NoPackageData />;
  if (complete) return <PackageDetail pkg={deal} />;
  if (fetched.isError && isNotFound(fetched.error)) return <PackageGone id={deal._id} />;
  if (fetched.isError) return <PackageLoadError onRetry={() => void fetched.refetch()} />;
  if (!fetched.data) return <LoadingState label={PACKAGE_LOADING} />;
  return <PackageDetail pkg={fetched.data} />;
}

export function NoPackageData() {
  return (
    <div className={styles.state}>
      <EmptyState text={NO_PACKAGE_DATA} detail="Choose a holiday from our deals to see its details.">
        <Link to={paths.deals} className={buttons.primary}>
          See Exclusive Deals
        </Link>
      </EmptyState>
    </div>
  );
}

export function PackageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state}>
      <ErrorState text={PACKAGE_LOAD_ERROR} onRetry={onRetry}>
        <Link to={paths.deals} className={buttons.secondary}>
          See Exclusive Deals
        </Link>
      </ErrorState>
    </div>
  );
}

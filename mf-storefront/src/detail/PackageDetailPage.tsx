import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { useGetPackageQuery } from '../api';
import { LoadingState } from '../components/StatusMessage';
import { logFailure, PACKAGE_LOAD_ERROR, PACKAGE_LOADING } from '../messages';
import { NoPackageData, PackageLoadError } from './DealPage';
import { PackageDetail } from './PackageDetail';

/** '42' → 42; anything but a positive whole number → null (there is no such package to ask for). */
export function packageIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** /package-detail/{id}: the package loaded by id, with the spec's loading, error and no-data states. */
export function PackageDetailPage() {
  const id = packageIdOf(useParams().id);
  const { data, isError, error, refetch } = useGetPackageQuery(id ?? skipToken);

  useEffect(() => {
    if (isError) logFailure(PACKAGE_LOAD_ERROR, error);
  }, [isError, error]);

  if (id === null) return <NoPackageData />;
  if (isError) return <PackageLoadError onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label={PACKAGE_LOADING} />;
  return <PackageDetail pkg={data} />;
}

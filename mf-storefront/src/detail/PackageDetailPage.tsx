import { useHttpStatus, usePageHead } from '@agency/page/remote';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useGetPackageQuery } from '../api';
import { LoadingState } from '../components/StatusMessage';
import { notFoundHead } from '../head/pageHeads';
import { logFailure, NO_PACKAGE_DATA, PACKAGE_LOAD_ERROR, PACKAGE_LOADING } from '../messages';
import { NoPackageData, PackageLoadError } from './DealPage';
import { PackageDetail } from './PackageDetail';
import { PackageGone } from './PackageGone';
import { isNotFound, packageIdOf } from './packageLookup';

/** /package-detail/{id}: the package loaded by id, with the spec's loading, error and no-data states. */
export function PackageDetailPage() {
  const id = packageIdOf(useParams().id);
  const { data, isError, error, refetch } = useGetPackageQuery(id ?? skipToken);

  useEffect(() => {
    if (isError && !isNotFound(error)) logFailure(PACKAGE_LOAD_ERROR, error);
  }, [isError, error]);

  if (id === null) return <MissingPackage />;
  if (isError && isNotFound(error)) return <PackageGone id={id} />;
  if (isError) return <UnavailablePackage onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label={PACKAGE_LOADING} />;
  return <PackageDetail pkg={data} />;
}

/** An address that names no package: the spec's message, with a 404 for search engines and link checkers. */
function MissingPackage() {
  useHttpStatus(404);
  usePageHead(notFoundHead(NO_PACKAGE_DATA));
  return <NoPackageData />;
}

/** The package's call failed: the spec's message, with 503 so search engines come back later. */
function UnavailablePackage({ onRetry }: { onRetry: () => void }) {
  useHttpStatus(503);
  usePageHead(notFoundHead(PACKAGE_LOAD_ERROR));
  return <PackageLoadError onRetry={onRetry} />;
}

import { lazyPage } from '@agency/page/remote';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router-dom';
import type { Regions } from '../api';
import { useGetRegionPageQuery } from '../api';
import { ErrorState, LoadingState } from '../components/StatusMessage';
import { NotFound } from '../pages/NotFound';
import { regionPath } from '../paths';
import styles from './Regions.module.css';
import { REGIONS_LOAD_ERROR, REGIONS_LOADING } from './regionTexts';
import { type RegionCountry, resolveRegion, singleSegment } from './resolveRegion';

// Loaded on demand (see App.tsx): the resolver and the 404 page come with the first script.
const ContinentPage = lazyPage('continent-page', () =>
  import(/* webpackChunkName: "continent-page" */ './ContinentPage').then((module) => ({ default: module.ContinentPage })),
);
const CountryPage = lazyPage('country-page', () =>
  import(/* webpackChunkName: "country-page" */ './CountryPage').then((module) => ({ default: module.CountryPage })),
);

/**
 * Every path no other route claims: a continent or country page when its one segment
 * names one (whatever its case and spaces), otherwise the 404 page. Deeper paths are 404
 * at once; one-segment paths ask the catalogue for that page's regions (404: no such page).
 */
export function RegionRoute() {
  const { pathname } = useLocation();
  const segment = singleSegment(pathname);
  const { data, error, isError, refetch } = useGetRegionPageQuery(segment ?? skipToken);

  if (segment === null) return <NotFound />;
  if (isError && 'status' in error && error.status === 404) return <NotFound />;
  if (isError) {
    return (
      <div className={styles.inner}>
        <ErrorState text={REGIONS_LOAD_ERROR} tone="calm" onRetry={refetch} />
      </div>
    );
  }
  if (!data) return <LoadingState label={REGIONS_LOADING} />;

  const match = resolveRegion(segment, data);
  if (!match) return <NotFound />;
  return match.kind === 'continent' ? (
    <ContinentPage key={match.continent.route} continent={match.continent} regions={data} />
  ) : (
    <CountryPage key={match.country.route} country={match.country} continentPath={continentPathOf(match.country, data)} />
  );
}

/** The page of the country's continent, for its breadcrumb trail. */
function continentPathOf(country: RegionCountry, regions: Regions): string | undefined {
  const continent = regions.continents.find((entry) => entry.name === country.continent);
  return continent && regionPath(continent.route);
}

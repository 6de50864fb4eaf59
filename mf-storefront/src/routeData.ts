/**
 * The storefront's route data (see RouteData in @agency/ui): what each route's screen asks the
 * API for, as the same calls with the same arguments, so the server fetches it before its one
 * render. Declared on the routes in App.tsx; a page's larger data (its choices depend on the
 * URL) lives beside the page and loads with it.
 */
import type { RouteData } from '@agency/page/remote';
import { storefrontApi } from './api';
import { resolveRegion, singleSegment } from './regions/resolveRegion';
import type { StorefrontDispatch } from './store';

export type StorefrontRouteData = RouteData<StorefrontDispatch>;

const { endpoints } = storefrontApi;

/** The public layout's menus (header, side menu, the menus without scripts). */
export const layoutData: StorefrontRouteData = ({ dispatch }) => dispatch(endpoints.getMenu.initiate());

export const homeData: StorefrontRouteData = ({ dispatch }) => [
  dispatch(endpoints.getTopDeals.initiate()),
  dispatch(endpoints.getHomeDeals.initiate()),
];

export const regionOverviewData: StorefrontRouteData = ({ dispatch }) => dispatch(endpoints.getRegions.initiate());

/** A one-segment path: the continent or country page's regions, then a country's deals. */
export const regionRouteData: StorefrontRouteData = async ({ pathname, dispatch }) => {
  const segment = singleSegment(pathname);
  if (segment === null) return;
  const { data } = await dispatch(endpoints.getRegionPage.initiate(segment));
  const match = data && resolveRegion(segment, data);
  if (match?.kind === 'country') await dispatch(endpoints.getCountryDeals.initiate(match.country.name));
};

/**
 * /package-detail/{id}'s route data (see routeData.ts): the package, and when the catalogue
 * has no such package, the holidays like it that its 404 page offers.
 */
import { storefrontApi } from '../api';
import type { StorefrontRouteData } from '../routeData';
import { isNotFound, packageIdOf } from './packageLookup';

const { endpoints } = storefrontApi;

export const packageDetailData: StorefrontRouteData = async ({ params, dispatch }) => {
  const id = packageIdOf(params.id);
  if (id === null) return;
  const { error } = await dispatch(endpoints.getPackage.initiate(id));
  if (error && isNotFound(error)) await dispatch(endpoints.getSimilarPackages.initiate(id));
};

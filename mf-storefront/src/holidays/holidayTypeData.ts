/**
 * A holiday type's or deal section's route data (see routeData.ts): the type's deals from
 * the catalogue, or the home deals a section is kept from, as HolidayTypeDeals asks for them.
 */
import { storefrontApi } from '../api';
import type { StorefrontRouteData } from '../routeData';
import { HOLIDAY_SCREEN_LIMIT } from './HolidayTypeDeals';
import { isHolidayType, resolveHolidayItem } from './holidayItems';

const { endpoints } = storefrontApi;

export const holidayTypeData: StorefrontRouteData = ({ params, dispatch }) => {
  // The server has no navigation state: the item comes from the address, as the page finds it there.
  const item = resolveHolidayItem(undefined, params.name);
  if (!item) return;
  return isHolidayType(item.Name)
    ? dispatch(endpoints.listPackages.initiate({ holiday_types: item.Name, limit: HOLIDAY_SCREEN_LIMIT }))
    : dispatch(endpoints.getHomeDeals.initiate());
};

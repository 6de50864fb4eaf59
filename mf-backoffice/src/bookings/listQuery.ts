/**
 * The bookings list's query lives in the address (`?status=paid&q=98765&page=2`), read with
 * the list call's querystring schema, so Back from a booking returns to the same list and a
 * filtered list can be shared.
 */
import { type BookingExportQuery, type BookingListQuery, bookingListQuery, bookingListQueryValidator } from '@agency/contracts';
import { useUrlQuery } from '../kit';

/** The query as read: the schema's defaults fill the page and its size. */
export type BookingListAddress = BookingListQuery & Required<Pick<BookingListQuery, 'page' | 'limit'>>;

export const useBookingListAddress = () => useUrlQuery<BookingListAddress>(bookingListQueryValidator, bookingListQuery);

/** The filters of a list query, as the export takes them (the whole filtered set, no page). */
export function filtersOf({ page: _page, limit: _limit, ...filters }: BookingListQuery): BookingExportQuery {
  return filters;
}

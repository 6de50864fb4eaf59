/** The bookings calls (payment service), injected into the back office's api. */
import {
  type BodyOf,
  type BookingExportQuery,
  type BookingListQuery,
  bookingCalls,
  fetchArgsFor,
  type ParamsOf,
  type ResponseOf,
} from '@agency/contracts';
import { backofficeApi } from '../api';

type ListCall = typeof bookingCalls.list;
type DetailCall = typeof bookingCalls.detail;
type CheckCall = typeof bookingCalls.check;
type RefundCall = typeof bookingCalls.refund;
type CancelCall = typeof bookingCalls.cancel;

/** The bookings calls' requests, method and URL from their contracts. */
const bookings = fetchArgsFor(bookingCalls);

/** The list and every booking: a check or a refund changes both. */
const BOOKINGS_TAG = 'Bookings';

export const bookingsApi = backofficeApi.enhanceEndpoints({ addTagTypes: [BOOKINGS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    bookingList: build.query<ResponseOf<ListCall>, BookingListQuery>({
      query: (query) => bookings.list({ query }),
      providesTags: [BOOKINGS_TAG],
      // Payments move on their own (callbacks, expiries): each visit of the screen asks again.
      keepUnusedDataFor: 0,
    }),
    booking: build.query<ResponseOf<DetailCall>, ParamsOf<DetailCall>['txnid']>({
      query: (txnid) => bookings.detail({ params: { txnid } }),
      providesTags: [BOOKINGS_TAG],
      keepUnusedDataFor: 0,
    }),
    /** The CSV of the whole filtered set, as text (a mutation: nothing of it is kept in the store). */
    exportBookings: build.mutation<string, BookingExportQuery>({
      query: (query) => ({ ...bookings.export({ query }), responseHandler: 'text' }),
    }),
    checkBooking: build.mutation<ResponseOf<CheckCall>, ParamsOf<CheckCall>['txnid']>({
      query: (txnid) => bookings.check({ params: { txnid } }),
      invalidatesTags: [BOOKINGS_TAG],
    }),
    refundBooking: build.mutation<ResponseOf<RefundCall>, ParamsOf<RefundCall> & BodyOf<RefundCall>>({
      query: ({ txnid, amount, reason }) => bookings.refund({ params: { txnid }, body: { amount, reason } }),
      // A refused refund is in the history too.
      invalidatesTags: [BOOKINGS_TAG],
    }),
    cancelBooking: build.mutation<ResponseOf<CancelCall>, ParamsOf<CancelCall> & BodyOf<CancelCall>>({
      query: ({ txnid, reason }) => bookings.cancel({ params: { txnid }, body: { reason } }),
      invalidatesTags: [BOOKINGS_TAG],
    }),
  }),
});

export const {
  useBookingListQuery,
  useBookingQuery,
  useExportBookingsMutation,
  useCheckBookingMutation,
  useRefundBookingMutation,
  useCancelBookingMutation,
} = bookingsApi;

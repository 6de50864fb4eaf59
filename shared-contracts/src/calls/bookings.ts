/**
 * The bookings and payments in the back office, served by the payment service (under
 * its /api/payment prefix): every staff role reads, administrators and managers ask the
 * provider about a pending payment, refund and cancel.
 */

import { errorResponse } from '../common';
import { defineCall } from '../define';
import {
  bookingCheckResult,
  bookingDetail,
  bookingExportQuery,
  bookingListQuery,
  bookingPage,
  cancelRequest,
  cancelResult,
  refundRequest,
  refundResult,
} from '../entities/booking';
import { txnidParam } from '../entities/payment';
import { csvResponse } from './non-json';

/** Who reads bookings and takings: every staff role but `user`. */
export const BOOKING_READERS = ['admin', 'manager', 'employee'] as const;
const MONEY_MOVERS = ['admin', 'manager'] as const;

export const bookingCalls = {
  list: defineCall({
    id: 'bookings.list',
    method: 'GET',
    path: '/api/payment/bookings',
    service: 'payment',
    access: BOOKING_READERS,
    summary:
      'Retreat bookings and payments, newest first, paged, with the totals of the whole filtered set. Filters: status (held, paid, failed, expired, refunded), ' +
      'room, from/to (days booked, India time, inclusive), q (name, e-mail, phone or transaction id)',
    schema: { querystring: bookingListQuery, response: { 200: bookingPage, 400: errorResponse, 401: errorResponse, 403: errorResponse } },
  }),
  export: defineCall({
    id: 'bookings.export',
    method: 'GET',
    path: '/api/payment/bookings/csv',
    service: 'payment',
    access: BOOKING_READERS,
    summary: "The whole filtered set of bookings (the list's filters, no paging) as a CSV download, formulas neutralised",
    produces: 'text/csv',
    schema: { querystring: bookingExportQuery, response: { 200: csvResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse } },
  }),
  detail: defineCall({
    id: 'bookings.detail',
    method: 'GET',
    path: '/api/payment/bookings/:txnid',
    service: 'payment',
    access: BOOKING_READERS,
    summary:
      'One booking with its full history (initiated, holds, every provider callback with its verdict, status checks, refunds) and its refunds',
    schema: {
      params: txnidParam,
      response: { 200: bookingDetail, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
  }),
  check: defineCall({
    id: 'bookings.check',
    method: 'POST',
    path: '/api/payment/bookings/:txnid/check',
    service: 'payment',
    access: MONEY_MOVERS,
    summary:
      "Asks the provider's verify call about a pending payment and applies its answer once (paid, or failed and the room released); 409 when the payment is not pending, 503 without a provider",
    audit: 'payment.check',
    schema: {
      params: txnidParam,
      response: {
        200: bookingCheckResult,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        502: errorResponse,
        503: errorResponse,
      },
    },
  }),
  refund: defineCall({
    id: 'bookings.refund',
    method: 'POST',
    path: '/api/payment/bookings/:txnid/refunds',
    service: 'payment',
    access: MONEY_MOVERS,
    summary:
      "Refunds all or part of a paid booking through the provider's refund call, with a reason; never more than paid less already refunded (409), 502 when the provider refuses",
    audit: 'payment.refund',
    schema: {
      params: txnidParam,
      body: refundRequest,
      response: {
        200: refundResult,
        400: errorResponse,
        401: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        502: errorResponse,
        503: errorResponse,
      },
    },
  }),
  cancel: defineCall({
    id: 'bookings.cancel',
    method: 'POST',
    path: '/api/payment/bookings/:txnid/cancel',
    service: 'payment',
    access: MONEY_MOVERS,
    summary:
      'Cancels a paid booking with a reason: its places are bookable again, the record and its history stay, nothing is refunded (refund separately); 409 unless the booking is paid',
    audit: 'payment.cancel',
    schema: {
      params: txnidParam,
      body: cancelRequest,
      response: { 200: cancelResult, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
  }),
} as const;

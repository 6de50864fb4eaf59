/**
 * The payment service's calls: the retreat inventory, starting a payment, the provider's
 * return calls, the result pages' status, and the built-in sandbox provider (used when no
 * PAYU_KEY is configured) which plays PayU's hosted page with the same protocol.
 */

import { errorResponse } from '../common';
import { defineCall, ROLES } from '../define';
import { outboxCallsOf } from '../entities/mail';
import {
  inventoryList,
  paymentInitiateResponse,
  paymentStatusResponse,
  payuCallbackBody,
  sandboxCompleteBody,
  sandboxPayBody,
  txnidParam,
} from '../entities/payment';
import { proofOfWorkChallenge } from '../entities/proofOfWork';
import { paymentOverview, roomIdParam, roomUpdateRequest, staffRoom, staffRoomsResponse } from '../entities/staff-home';
import { paymentInitiateRequest } from '../forms/checkout';
import { BOOKING_READERS } from './bookings';
import { documentResponse, redirectResponse } from './non-json';

/** The provider posts back to these, then the browser is sent on to /PaymentSuccess or /PaymentFailed. */
const providerReturn = {
  body: payuCallbackBody,
  response: { 303: redirectResponse, 400: errorResponse },
} as const;

export const paymentCalls = {
  inventory: defineCall({
    id: 'payment.inventory',
    method: 'GET',
    path: '/api/inventory',
    service: 'payment',
    access: 'public',
    summary: 'The retreat room categories with availability and price per person',
    schema: { response: { 200: inventoryList } },
  }),
  checkoutChallenge: defineCall({
    id: 'payment.checkoutChallenge',
    method: 'GET',
    path: '/api/payment/v1/challenge',
    service: 'payment',
    access: 'public',
    summary:
      'A signed proof-of-work challenge (ALTCHA, SHA-256) the browser solves while the guest fills in the booking form; a retreat initiation carries the solution, usable once, within minutes',
    schema: { response: { 200: proofOfWorkChallenge } },
  }),
  initiate: defineCall({
    id: 'payment.initiate',
    method: 'POST',
    path: '/api/payment/v1/initiate',
    service: 'payment',
    access: 'public',
    summary:
      "Start a payment: stores it as pending and answers what to post to the provider. A retreat booking holds its room for minutes when the room's holds stay within their share " +
      '(RETREAT_HOLD_PERCENT of its unsold places, one hold per client address, at most half of what is free per checkout); otherwise it holds nothing and the places go to whoever pays first ' +
      '(a payment that finds none left is refunded automatically). A retreat booking brings a solved proof of work (400 without, 403 when it is wrong, expired or used); ' +
      '404 for an unknown room, 409 when the room is sold out, 429 when the client has started too many, 503 when no payment provider is configured in production',
    schema: {
      body: paymentInitiateRequest,
      response: {
        200: paymentInitiateResponse,
        400: errorResponse,
        403: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
  }),
  success: defineCall({
    id: 'payment.success',
    method: 'POST',
    path: '/api/payment/v1/success',
    service: 'payment',
    access: 'public',
    summary:
      "The provider's success return (surl): checks the reverse hash, txnid and amount, records the outcome once, redirects to /PaymentSuccess?txnid=… (or /PaymentFailed when a check fails)",
    consumes: 'application/x-www-form-urlencoded',
    produces: 'redirect',
    schema: providerReturn,
  }),
  failure: defineCall({
    id: 'payment.failure',
    method: 'POST',
    path: '/api/payment/v1/failure',
    service: 'payment',
    access: 'public',
    summary:
      "The provider's failure return (furl): records the failure once, releases the held room, redirects to /PaymentFailed?txnid=…&error=…",
    consumes: 'application/x-www-form-urlencoded',
    produces: 'redirect',
    schema: providerReturn,
  }),
  status: defineCall({
    id: 'payment.status',
    method: 'GET',
    path: '/api/payment/v1/status/:txnid',
    service: 'payment',
    access: 'public',
    summary: 'What the payment result pages show for a transaction',
    schema: { params: txnidParam, response: { 200: paymentStatusResponse, 400: errorResponse, 404: errorResponse } },
  }),
  sandboxPay: defineCall({
    id: 'payment.sandboxPay',
    method: 'POST',
    path: '/api/payment/sandbox/pay',
    service: 'payment',
    access: 'public',
    summary:
      "The sandbox provider's hosted page: checks the request hash and shows the payment with pay and fail buttons (404 when PayU is configured)",
    consumes: 'application/x-www-form-urlencoded',
    produces: 'text/html',
    schema: { body: sandboxPayBody, response: { 200: documentResponse, 400: errorResponse, 404: errorResponse } },
  }),
  sandboxComplete: defineCall({
    id: 'payment.sandboxComplete',
    method: 'POST',
    path: '/api/payment/sandbox/complete',
    service: 'payment',
    access: 'public',
    summary:
      "The sandbox page's button: answers a page that posts the provider's signed result to the payment's surl or furl, as PayU does",
    consumes: 'application/x-www-form-urlencoded',
    produces: 'text/html',
    schema: { body: sandboxCompleteBody, response: { 200: documentResponse, 400: errorResponse, 404: errorResponse } },
  }),
  // The staff home's money figures, and the retreat rooms as staff see and administrators edit them.
  overview: defineCall({
    id: 'payment.overview',
    method: 'GET',
    path: '/api/payment/overview',
    service: 'payment',
    // Takings are the business's money: not for the `user` role.
    access: BOOKING_READERS,
    summary:
      "The staff home's payment figures: payments confirmed today and this month (India's calendar) with refunds and net takings, rooms running low, and net takings per week for the last five weeks (not for the user role)",
    schema: { response: { 200: paymentOverview, 401: errorResponse, 403: errorResponse } },
  }),
  staffRooms: defineCall({
    id: 'payment.staffRooms',
    method: 'GET',
    path: '/api/inventory/rooms',
    service: 'payment',
    access: ROLES,
    summary:
      "The retreat's rooms for staff: name, price per person, places, and the live counts of bookable, held and paid places; with the latest changes (who, when, before, after)",
    schema: { response: { 200: staffRoomsResponse, 401: errorResponse, 403: errorResponse } },
  }),
  updateRoom: defineCall({
    id: 'payment.updateRoom',
    method: 'PUT',
    path: '/api/inventory/rooms/:id',
    service: 'payment',
    access: ['admin'],
    summary:
      "An administrator changes a room's name, price per person and places; places never go below what checkouts hold and payments took (409). Recorded with who, when, before and after",
    audit: 'room.update',
    schema: {
      params: roomIdParam,
      body: roomUpdateRequest,
      response: { 200: staffRoom, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    },
  }),
  // The e-mail outbox (administrators): list, read one, resend.
  ...outboxCallsOf('payment', '/api/payment'),
} as const;

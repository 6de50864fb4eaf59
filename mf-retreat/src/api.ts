/**
 * The retreat's calls to the product's API (RTK Query), always on the site's own origin
 * under /api. Methods, URLs, request and response types come from the call contracts.
 */

import {
  type BodyOf,
  fetchArgsFor,
  type InventoryItem,
  type PaymentInitiateResponse,
  type PaymentStatusResponse,
  type ProofOfWorkChallenge,
  paymentCalls,
} from '@agency/contracts';
import { createSiteApi, serverStateOf, siteBaseQuery } from '@agency/page/remote';

export type InitiateRequest = BodyOf<typeof paymentCalls.initiate>;

/** The payment calls' requests, method and URL from their contracts. */
const payment = fetchArgsFor(paymentCalls);

export const retreatApi = createSiteApi({
  reducerPath: 'retreatApi',
  baseQuery: siteBaseQuery(),
  // The server rendered the page with these answers: the browser's store starts from them.
  extractRehydrationInfo: (action, { reducerPath }) => serverStateOf(action, reducerPath),
  endpoints: (build) => ({
    /**
     * The room categories with what is left; availability changes, so it is never cached long
     * (a few seconds: long enough for the page that came with it to pick it up as it hydrates).
     */
    getInventory: build.query<InventoryItem[], void>({
      query: () => payment.inventory(),
      keepUnusedDataFor: 5,
    }),
    /** A proof-of-work challenge for one retreat checkout: a fresh one each time (a solution is used once). */
    getCheckoutChallenge: build.query<ProofOfWorkChallenge, void>({
      query: () => payment.checkoutChallenge(),
      keepUnusedDataFor: 0,
    }),
    initiatePayment: build.mutation<PaymentInitiateResponse, InitiateRequest>({
      query: (body) => payment.initiate({ body }),
    }),
    /** What the server knows of a payment, for the result pages. */
    getPaymentStatus: build.query<PaymentStatusResponse, string>({
      query: (txnid) => payment.status({ params: { txnid } }),
      // Long enough for the result page the server rendered to pick it up as it hydrates.
      keepUnusedDataFor: 5,
    }),
  }),
});

export const { useGetInventoryQuery, useInitiatePaymentMutation, useGetPaymentStatusQuery, useLazyGetCheckoutChallengeQuery } = retreatApi;

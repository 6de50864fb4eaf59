/**
 * The retreat's calls to the product's API (RTK Query), always on the site's own origin
 * under /api. Request and response types come from the call contracts.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BodyOf, InventoryItem, paymentCalls, PaymentInitiateResponse, PaymentStatusResponse } from '@agency/contracts';

export type InitiateRequest = BodyOf<typeof paymentCalls.initiate>;

export const retreatApi = createApi({
  reducerPath: 'retreatApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    /** The room categories with what is left; availability changes, so it is never cached long. */
    getInventory: build.query<InventoryItem[], void>({
      query: () => 'inventory',
      keepUnusedDataFor: 0,
    }),
    initiatePayment: build.mutation<PaymentInitiateResponse, InitiateRequest>({
      query: (body) => ({ url: 'payment/v1/initiate', method: 'POST', body }),
    }),
    /** What the server knows of a payment, for the result pages. */
    getPaymentStatus: build.query<PaymentStatusResponse, string>({
      query: (txnid) => `payment/v1/status/${encodeURIComponent(txnid)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetInventoryQuery, useInitiatePaymentMutation, useGetPaymentStatusQuery } = retreatApi;

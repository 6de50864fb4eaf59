/** The staff home's figures from the leads and payment services, injected into the back office's api. */
import { fetchArgsFor, leadsCalls, paymentCalls, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

const leads = fetchArgsFor(leadsCalls);
const payment = fetchArgsFor(paymentCalls);

/** The home is read again every minute while it is open (the figures are of today). */
export const HOME_POLL_MS = 60_000;

export const homeApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    leadsOverview: build.query<ResponseOf<typeof leadsCalls.overview>, void>({
      query: () => leads.overview(),
      keepUnusedDataFor: 0,
    }),
    paymentOverview: build.query<ResponseOf<typeof paymentCalls.overview>, void>({
      query: () => payment.overview(),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLeadsOverviewQuery, usePaymentOverviewQuery } = homeApi;

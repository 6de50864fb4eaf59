/**
 * The enquiry call, `POST /api/requests/submit` (leads.submit), added to the storefront's
 * RTK Query api. It lives apart from api.ts so that only the pages with a form (and the
 * pop-up's lazily loaded chunk) carry it.
 */
import type { EnquiryRequest, leadsCalls, ResponseOf } from '@agency/contracts';
import { storefrontApi } from '../api';

export type EnquirySubmitted = ResponseOf<typeof leadsCalls.submit>;

export const enquiryApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<EnquirySubmitted, EnquiryRequest>({
      query: (body) => ({ url: 'requests/submit', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;

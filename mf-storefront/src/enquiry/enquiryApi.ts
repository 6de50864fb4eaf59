/**
 * The enquiry call (leads.submit, `POST /api/requests/submit`), added to the storefront's
 * RTK Query api. It lives apart from api.ts so that only the pages with a form (and the
 * pop-up's lazily loaded chunk) carry it.
 */
import { fetchArgsFor, leadsCalls, type EnquiryRequest, type ResponseOf } from '@agency/contracts';
import { storefrontApi } from '../api';

export type EnquirySubmitted = ResponseOf<typeof leadsCalls.submit>;

const leads = fetchArgsFor(leadsCalls);

export const enquiryApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<EnquirySubmitted, EnquiryRequest>({
      query: (body) => leads.submit({ body }),
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;

/**
 * The enquiry call (leads.submit, `POST /api/requests/submit`), added to the storefront's
 * RTK Query api. It lives apart from api.ts so that only the pages with a form (and the
 * pop-up's lazily loaded chunk) carry it.
 */
import { type EnquiryRequest, fetchArgsFor, IDEMPOTENCY_KEY_HEADER, leadsCalls, type ResponseOf } from '@agency/contracts';
import { storefrontApi } from '../api';

export type EnquirySubmitted = ResponseOf<typeof leadsCalls.submit>;

const leads = fetchArgsFor(leadsCalls);

export const enquiryApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    /** `attempt`: the form's Idempotency-Key, the same on every retry of one attempt. */
    submitEnquiry: build.mutation<EnquirySubmitted, { request: EnquiryRequest; attempt: string }>({
      query: ({ request, attempt }) => ({ ...leads.submit({ body: request }), headers: { [IDEMPOTENCY_KEY_HEADER]: attempt } }),
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;

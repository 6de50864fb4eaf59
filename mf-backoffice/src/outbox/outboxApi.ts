/** The two outboxes' calls (leads and payment; administrators only), injected into the back office's api. */
import { fetchArgsFor, leadsCalls, type OutboxMailState, paymentCalls, type QueryOf, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';

export type MailService = 'leads' | 'payment';
type ListCall = typeof leadsCalls.outboxList;
export type OutboxQuery = QueryOf<ListCall> & { state?: OutboxMailState };

const leads = fetchArgsFor(leadsCalls);
const payment = fetchArgsFor(paymentCalls);

export const outboxApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['Outbox'] }).injectEndpoints({
  endpoints: (build) => ({
    outboxList: build.query<ResponseOf<ListCall>, { service: MailService; query: OutboxQuery }>({
      query: ({ service, query }) => (service === 'leads' ? leads.outboxList({ query }) : payment.outboxList({ query })),
      providesTags: ['Outbox'],
      keepUnusedDataFor: 0,
    }),
    outboxMail: build.query<ResponseOf<typeof leadsCalls.outboxMail>, { service: MailService; id: number }>({
      query: ({ service, id }) => (service === 'leads' ? leads.outboxMail({ params: { id } }) : payment.outboxMail({ params: { id } })),
      providesTags: ['Outbox'],
      keepUnusedDataFor: 0,
    }),
    resendMail: build.mutation<ResponseOf<typeof leadsCalls.outboxResend>, { service: MailService; id: number }>({
      query: ({ service, id }) => (service === 'leads' ? leads.outboxResend({ params: { id } }) : payment.outboxResend({ params: { id } })),
      invalidatesTags: (result) => (result ? ['Outbox'] : []),
    }),
  }),
});

export const { useOutboxListQuery, useOutboxMailQuery, useResendMailMutation } = outboxApi;

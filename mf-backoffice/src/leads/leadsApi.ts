/**
 * The lead pipeline's calls (staff §7 "requests"), injected into the back office's api.
 *
 * The lists are polled every 3 or 10 seconds, so a poll must cost almost nothing when
 * nothing changed: the leads service answers its lists with an ETag and 304 Not Modified to
 * a matching If-None-Match. RTK Query does not send validators by itself, and leaving it to
 * the browser's HTTP cache would depend on the Cache-Control the service sends, so each list
 * keeps its last ETag and answer here, sends the ETag with the next poll, and reuses the
 * answer on 304. The same answer object comes back, so nothing re-renders either.
 */
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { fetchArgsFor, leadsCalls, type BodyOf, type Lead, type ResponseOf } from '@agency/contracts';
import { backofficeApi } from '../api';
import type { LeadSource } from './tabs';

type UpdateHandlebyCall = typeof leadsCalls.updateHandleby;
type UpdateStatusCall = typeof leadsCalls.updateStatus;

/** The leads calls' requests, method and URL from their contracts. */
const leads = fetchArgsFor(leadsCalls);

/** Every list and every change to a request: a change refetches whatever list is on screen. */
const LEADS_TAG = 'Leads';

interface Validated {
  etag: string;
  data: Lead[];
}

/** The last answer of each list, by URL and query; at most five lists per signed-in name. */
const validated = new Map<string, Validated>();

/** The request of a list, from its contract. */
const requestOfSource = (source: LeadSource): FetchArgs =>
  source.call === 'list'
    ? leads.list(source.handleby === undefined ? {} : { query: { handleby: source.handleby } })
    : leads[source.call]();

const keyOf = ({ url, params }: FetchArgs): string => (params ? `${url}?${new URLSearchParams(params)}` : url);

/** Forgets the kept answers (each component test starts with none). */
export function forgetLeadLists(): void {
  validated.clear();
}

export const leadsApi = backofficeApi.enhanceEndpoints({ addTagTypes: [LEADS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    leadList: build.query<Lead[], LeadSource>({
      async queryFn(source, _api, _extraOptions, baseQuery) {
        const request = requestOfSource(source);
        const key = keyOf(request);
        const known = validated.get(key);
        const result = await baseQuery({
          ...request,
          headers: known ? { 'if-none-match': known.etag } : undefined,
          // The validators are handled here; the browser's cache must neither answer in the
          // server's place nor turn the 304 into a 200.
          cache: 'no-store',
          validateStatus: (response) => response.ok || response.status === 304,
        });
        if (result.error) return { error: result.error as FetchBaseQueryError };
        const response = (result.meta as FetchBaseQueryMeta | undefined)?.response;
        if (response?.status === 304 && known) return { data: known.data };
        const data = result.data as Lead[];
        const etag = response?.headers.get('etag');
        if (etag) validated.set(key, { etag, data });
        else validated.delete(key);
        return { data };
      },
      providesTags: [LEADS_TAG],
    }),
    /** Claim (handleby = own username) or reject (handleby 'Public'). */
    updateHandleby: build.mutation<ResponseOf<UpdateHandlebyCall>, BodyOf<UpdateHandlebyCall>>({
      query: (body) => leads.updateHandleby({ body }),
      // Refetch after a failure too: a 409 means the list on screen is out of date.
      invalidatesTags: [LEADS_TAG],
    }),
    /** Confirm ('Confirm') or delete ('Deleted'). */
    updateStatus: build.mutation<ResponseOf<UpdateStatusCall>, BodyOf<UpdateStatusCall>>({
      query: (body) => leads.updateStatus({ body }),
      invalidatesTags: [LEADS_TAG],
    }),
  }),
});

export const { useLeadListQuery, useUpdateHandlebyMutation, useUpdateStatusMutation } = leadsApi;

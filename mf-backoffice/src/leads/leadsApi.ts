/**
 * The lead pipeline's calls (the staff spec's calls under "requests"), injected into the back office's api.
 *
 * The lists are paged on the server (a page at a time, newest first; the total of all pages
 * in LEAD_TOTAL_HEADER) and the page on screen is polled every 3 or 10 seconds, so a poll must
 * cost almost nothing when nothing changed: the leads service answers each page with an ETag
 * and 304 Not Modified to a matching If-None-Match. RTK Query does not send validators by
 * itself, and leaving it to the browser's HTTP cache would depend on the Cache-Control the
 * service sends, so each page keeps its last ETag and answer here, sends the ETag with the
 * next poll, and reuses the answer on 304. The same answer object comes back, so nothing
 * re-renders either.
 */

import {
  type BodyOf,
  fetchArgsFor,
  LEAD_PAGE,
  LEAD_TOTAL_HEADER,
  type Lead,
  type LeadExportQuery,
  leadsCalls,
  type ResponseOf,
} from '@agency/contracts';
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import { backofficeApi } from '../api';
import type { LeadSource } from './tabs';

type UpdateHandlebyCall = typeof leadsCalls.updateHandleby;
type UpdateStatusCall = typeof leadsCalls.updateStatus;

/** The leads calls' requests, method and URL from their contracts. */
const leads = fetchArgsFor(leadsCalls);

/** Every list and every change to a request: a change refetches whatever list is on screen. */
const LEADS_TAG = 'Leads';

/** Requests a page shows: the service's default page size, asked for by name so the pages add up. */
export const LEADS_PER_PAGE = LEAD_PAGE.defaultLimit;

/** One page of a list, and how many requests the list holds on all its pages. */
export interface LeadPage {
  leads: Lead[];
  total: number;
}

/** Which page of which list (pages count from 1). */
export interface LeadPageArgs {
  source: LeadSource;
  page: number;
  /** The filters (search, days of receipt, overdue follow-ups); absent ones are not sent. */
  filters?: LeadListFilters;
}

/** What the filter bar asks of a list (./LeadFilters.tsx). */
export interface LeadListFilters {
  q?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
}

interface Validated {
  etag: string;
  data: LeadPage;
}

/** The last answer of each page, by URL and query; a few pages per list, five lists per signed-in name. */
const validated = new Map<string, Validated>();

/** The request of a page of a list, from its contract. */
function requestOf({ source, page, filters = {} }: LeadPageArgs): FetchArgs {
  const asked = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== false));
  const paging = { page, limit: LEADS_PER_PAGE, ...asked };
  if (source.call !== 'list') return leads[source.call]({ query: paging });
  return leads.list({ query: source.handleby === undefined ? paging : { handleby: source.handleby, ...paging } });
}

const keyOf = ({ url, params }: FetchArgs): string => (params ? `${url}?${new URLSearchParams(params)}` : url);

/**
 * The list's total from its header. A server that sends none (an older release behind a
 * rolling deploy) gives at least what this page proves: the pages before it, full, and it.
 */
function totalOf(response: Response | undefined, { page }: LeadPageArgs, onPage: number): number {
  const header = Number(response?.headers.get(LEAD_TOTAL_HEADER) ?? Number.NaN);
  return Number.isInteger(header) && header >= 0 ? header : (page - 1) * LEADS_PER_PAGE + onPage;
}

/** Forgets the kept answers (each component test starts with none). */
export function forgetLeadLists(): void {
  validated.clear();
}

export const leadsApi = backofficeApi.enhanceEndpoints({ addTagTypes: [LEADS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    leadList: build.query<LeadPage, LeadPageArgs>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        const request = requestOf(args);
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
        const onPage = result.data as Lead[];
        const data: LeadPage = { leads: onPage, total: totalOf(response, args, onPage.length) };
        const etag = response?.headers.get('etag');
        if (etag) validated.set(key, { etag, data });
        else validated.delete(key);
        return { data };
      },
      providesTags: [LEADS_TAG],
    }),
    /** The CSV of a list's whole filtered set, as text (a mutation: nothing of it is kept in the store). */
    exportLeads: build.mutation<string, LeadExportQuery>({
      // A refusal is the services' JSON error (its message is what the screen shows); the file is text.
      query: (query) => ({
        ...leads.export({ query }),
        cache: 'no-store',
        responseHandler: (response) => (response.ok ? response.text() : response.json()),
      }),
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

export const { useLeadListQuery, useExportLeadsMutation, useUpdateHandlebyMutation, useUpdateStatusMutation } = leadsApi;

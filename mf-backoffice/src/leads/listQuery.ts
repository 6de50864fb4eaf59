/**
 * A leads list's page and filters live in the address (`?leads=active&q=goa&page=2`), read
 * with the list calls' querystring schema, so Back returns to the same page of the same
 * search and a filtered list can be shared. The list on screen (`leads`) and the admin
 * screen's `tab` stay beside them.
 */
import { leadPageQuery, leadPageQueryValidator, type leadsCalls, type QueryOf } from '@agency/contracts';
import { useCallback, useMemo } from 'react';
import { useUrlQuery } from '../kit';
import type { LeadListFilters } from './leadsApi';

/** The query as read: the schema's defaults fill the page and its size. */
export type LeadListAddress = QueryOf<typeof leadsCalls.confirmed> & { page: number; limit: number };

/** The page and filters in the address, and the ways to change them (a filter change goes back to page 1). */
export function useLeadListAddress() {
  const { query, setQuery } = useUrlQuery<LeadListAddress>(leadPageQueryValidator, leadPageQuery);
  const filters = useMemo(() => filtersOf(query), [query]);
  const setPage = useCallback((page: number) => setQuery({ ...query, page }), [setQuery, query]);
  const filter = useCallback((next: LeadListFilters) => setQuery({ ...next, page: 1, limit: query.limit }), [setQuery, query.limit]);
  return { page: query.page, filters, setPage, filter };
}

/** The filters of a list's address, as the filter bar and the export take them (no page). */
export function filtersOf({ page: _page, limit: _limit, ...filters }: LeadListAddress): LeadListFilters {
  return filters;
}

/** The address of another list: its own page and filters go, the rest of the address stays. */
export function withoutListQuery(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !(name in leadPageQuery.properties)));
}

/**
 * The leads screen's five lists (the staff spec's "Leads screen"): where each comes from, how often
 * it is polled (the staff spec's "Polling"), and what a person can do with its rows.
 */
import { PUBLIC_HANDLER } from '@agency/contracts';
import { LEAD_TAB_TEXTS } from '../messages';

export type LeadTabId = keyof typeof LEAD_TAB_TEXTS;

/**
 * A list: which of the leads contracts' list calls, and its `handleby` filter, if any (only
 * leads.list takes one). The list's method and URL are its contract's.
 */
export type LeadSource = { call: 'list'; handleby?: string } | { call: 'confirmed' | 'deleted'; handleby?: never };

/**
 * What a row offers: 'claim' (the pool's add icon), 'work' (the employee's own requests:
 * Delete, Reject and Confirm in the details), 'return' (an administrator's Return to pool on a
 * former employee's request, wherever it is listed), or only the details.
 */
export type LeadRowAction = 'claim' | 'work' | 'return' | 'view';

export interface LeadTab {
  id: LeadTabId;
  label: string;
  title: string;
  source: LeadSource;
  pollingMs: number;
  rowAction: LeadRowAction;
  /** Whether the list names who holds each request (the pool and one's own list need not). */
  showsHandler: boolean;
}

const SECONDS = 1000;

/**
 * The spec polls unassigned requests every 10 s, active requests every 3 s, confirmed
 * every 10 s and deleted every 3 s. It gives no interval for the employee's own list: it
 * changes mostly by that employee's own actions, which refetch it at once, so it takes the
 * calmer 10 s.
 */
export const POLLING_MS = {
  requests: 10 * SECONDS,
  account: 10 * SECONDS,
  active: 3 * SECONDS,
  confirmed: 10 * SECONDS,
  deleted: 3 * SECONDS,
} as const satisfies Record<LeadTabId, number>;

export const LEAD_TAB_IDS = ['requests', 'account', 'active', 'confirmed', 'deleted'] as const satisfies readonly LeadTabId[];

/** The five tabs for the signed-in `username` (whose own requests are under Account). */
export function leadTabs(username: string): LeadTab[] {
  const sources: Record<LeadTabId, LeadSource> = {
    requests: { call: 'list', handleby: PUBLIC_HANDLER },
    account: { call: 'list', handleby: username },
    active: { call: 'list' },
    confirmed: { call: 'confirmed' },
    deleted: { call: 'deleted' },
  };
  const actions: Record<LeadTabId, LeadRowAction> = {
    requests: 'claim',
    account: 'work',
    active: 'view',
    confirmed: 'view',
    deleted: 'view',
  };
  return LEAD_TAB_IDS.map((id) => ({
    id,
    ...LEAD_TAB_TEXTS[id],
    source: sources[id],
    pollingMs: POLLING_MS[id],
    rowAction: actions[id],
    showsHandler: id !== 'requests' && id !== 'account',
  }));
}

export const isLeadTabId = (value: string | null): value is LeadTabId => LEAD_TAB_IDS.some((id) => id === value);

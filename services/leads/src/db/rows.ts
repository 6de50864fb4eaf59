/**
 * The leads database: one `requests` table holding every enquiry and callback request
 * (the storefront spec's calls, the staff spec's entities). Times are milliseconds since the epoch.
 */

import type { LeadStatus } from '@agency/contracts';

export const TABLES = {
  requests: 'requests',
  revision: 'requests_revision',
  enquiryKeys: 'enquiry_keys',
  notes: 'lead_notes',
  history: 'lead_history',
} as const;

/** An enquiry attempt's Idempotency-Key and the lead it stored (see ../enquiry-keys.ts). */
export interface EnquiryKeyRow {
  key: string;
  request_id: number;
  /** sha256 of the attempt's body (../enquiry-keys.ts); null for keys stored before it was kept. */
  body_hash: string | null;
  created_at: number;
}

/**
 * `requests_revision` holds one row (id REVISION_ROW_ID): a counter that every write to
 * `requests` bumps in its own transaction, so the staff lists' ETag changes with any write,
 * made by any instance (see ../list-etag.ts).
 */
export const REVISION_ROW_ID = 1;
export interface RevisionRow {
  id: number;
  revision: number;
}

/** Column ↔ entity field: first_name Firstname, last_name Lastname, email Emailaddress,
 *  phone PhoneNumber, country_name Countryname, deal_name Name, class_offer classoffer,
 *  duration Duration, travel_date Date, airport Airport, adults Whoistravelling,
 *  children Whoistravellingchildren, infants WhoistravellingInfants, travel_plans travelplans,
 *  call_time calltime, way way, message message, handled_by handleby, handled_by_id handleby_id, status Status,
 *  package_id package_id, created_at timestamp. */
export interface RequestRow {
  id: number;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  country_name: string | null;
  deal_name: string | null;
  class_offer: string | null;
  duration: number | null;
  travel_date: string | null;
  airport: string | null;
  adults: number | null;
  children: number | null;
  infants: number | null;
  travel_plans: string | null;
  call_time: string | null;
  way: string;
  message: string | null;
  /** The holder's username, for display ('Public' in the pool). */
  handled_by: string;
  /**
   * The holder's account id (the token's `sub` at the claim): who may act on the request and
   * whose "own" list holds it. NULL in the pool, and on a request held before ids were recorded
   * whose account was gone by then (a former employee's: only an administrator may act on it).
   */
  handled_by_id: number | null;
  status: LeadStatus;
  package_id: number | null;
  created_at: number;
  updated_at: number;
  /** Bumped on every change; a claim updates `where version = ?` so two staff never both win. */
  version: number;
  /** Migration 006: the phone's last 10 digits and the e-mail in lower case, indexed, for possible repeats and search. */
  phone_key?: string | null;
  email_key?: string | null;
  /** The follow-up day, YYYY-MM-DD in India's calendar. */
  follow_up_on?: string | null;
}

/** A note on a request: never deleted; its author may correct it for a short while. */
export interface NoteRow {
  id: number;
  request_id: number;
  author_id: number;
  author_name: string;
  body: string;
  created_at: number;
  /** When its author last corrected it; NULL if never. */
  edited_at: number | null;
}

/** One claim, reject, status change or reassignment of a request. */
export interface HistoryRow {
  id: number;
  request_id: number;
  kind: string;
  actor_id: number;
  actor_name: string;
  from_value: string;
  to_value: string;
  at: number;
}

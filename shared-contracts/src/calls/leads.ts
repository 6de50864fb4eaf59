/** The leads service's calls: visitors' enquiries, and the staff's lead pipeline. */

import { errorResponse, idParam } from '../common';
import { defineCall, ROLES } from '../define';
import {
  enquiryHeaders,
  LEAD_PAGE,
  LEAD_TOTAL_HEADER,
  leadExportQuery,
  leadList,
  leadListQuery,
  leadPageQuery,
  leadSubmittedResponse,
  leadUpdatedResponse,
  updateHandlebyRequest,
  updateStatusRequest,
} from '../entities/lead';
import {
  LEAD_REASSIGN_ROLES,
  LEAD_REPEAT_WINDOW_DAYS,
  leadActivity,
  leadFollowUpRequest,
  leadNoteParams,
  leadNoteRequest,
  leadNoteResponse,
  leadReassignRequest,
  NOTE_EDIT_WINDOW_MINUTES,
} from '../entities/lead-work';
import { outboxCallsOf } from '../entities/mail';
import { leadsOverview } from '../entities/staff-home';
import { enquiryRequest } from '../forms/enquiry';
import { csvResponse } from './non-json';

/** Every signed-in role works leads (the server checks the token; who may claim what is the service's rule). */
const STAFF = ROLES;
const staffErrors = { 401: errorResponse, 403: errorResponse } as const;
/** The three lists answer conditional requests: polling every 3 s mostly costs one 304. */
const LIST_CACHING =
  'ETag per list, filter and page (changes with any write on any instance: a revision counter bumped in the same transaction); ' +
  'If-None-Match gives 304 without reading the list; Cache-Control: private, no-cache';
/** How the lists are paged (the answer keeps the spec's array shape). */
const LIST_PAGING =
  `Paged: page (from 1) and limit (${LEAD_PAGE.defaultLimit} when absent, 1 to ${LEAD_PAGE.maxLimit}), newest first, ties by the later id; ` +
  `the ${LEAD_TOTAL_HEADER} response header gives the number of requests on all pages. `;

export const leadsCalls = {
  submit: defineCall({
    id: 'leads.submit',
    method: 'POST',
    path: '/api/requests/submit',
    service: 'leads',
    access: 'public',
    summary:
      "A visitor's enquiry (quick contact, full form or callback); stored unassigned ('Public') and 'Active' whatever handleby and Status say, " +
      'with its id and the server time. Rate limited per client (ENQUIRY_RATE_LIMITS): 429 with Retry-After. ' +
      'An Idempotency-Key header makes a repeated attempt answer the lead it stored the first time instead of storing another; ' +
      'the same key with a different body answers 409 and stores nothing. ' +
      'A package_id must name a package the catalogue has (400 otherwise, nothing stored; 503 when the catalogue cannot be asked)',
    schema: {
      headers: enquiryHeaders,
      body: enquiryRequest,
      response: { 200: leadSubmittedResponse, 400: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse },
    },
  }),
  list: defineCall({
    id: 'leads.list',
    method: 'GET',
    path: '/api/requests/data',
    service: 'leads',
    access: STAFF,
    summary:
      "Requests not deleted: handleby 'Public' gives the unassigned pool, the caller's own username the requests the caller's account holds " +
      "(by account id, so a re-created username never sees a former account's), another username the requests shown under that name; none gives all. " +
      LIST_PAGING +
      LIST_CACHING,
    schema: { querystring: leadListQuery, response: { 200: leadList, 400: errorResponse, ...staffErrors } },
  }),
  confirmed: defineCall({
    id: 'leads.confirmed',
    method: 'GET',
    path: '/api/requests/data-confirm',
    service: 'leads',
    access: STAFF,
    summary: `Confirmed requests. ${LIST_PAGING}${LIST_CACHING}`,
    schema: { querystring: leadPageQuery, response: { 200: leadList, 400: errorResponse, ...staffErrors } },
  }),
  deleted: defineCall({
    id: 'leads.deleted',
    method: 'GET',
    path: '/api/requests/data-delete',
    service: 'leads',
    access: STAFF,
    summary: `Deleted requests. ${LIST_PAGING}${LIST_CACHING}`,
    schema: { querystring: leadPageQuery, response: { 200: leadList, 400: errorResponse, ...staffErrors } },
  }),
  export: defineCall({
    id: 'leads.export',
    method: 'GET',
    path: '/api/requests/csv',
    service: 'leads',
    access: STAFF,
    summary:
      "One list's whole filtered set (list: data with its handleby, confirmed or deleted; the lists' q, from, to and overdue; no paging), newest first, " +
      'as a CSV download: every field the visitor sent, the notes, India-time timestamps, phone numbers kept as text, formulas neutralised',
    produces: 'text/csv',
    schema: { querystring: leadExportQuery, response: { 200: csvResponse, 400: errorResponse, ...staffErrors } },
  }),
  updateHandleby: defineCall({
    id: 'leads.updateHandleby',
    audit: 'lead.assign',
    method: 'POST',
    path: '/api/requests/update-handleby',
    service: 'leads',
    access: STAFF,
    summary:
      'Claim a request from the pool (handleby = own username; atomic: of simultaneous claimers one wins, the others get 409) ' +
      "or reject it back (handleby 'Public'; only its holder's account, or an administrator, who may also return a former employee's). " +
      "The holder is recorded by account id, the username only for display. 403 for another's request or another name, " +
      '409 when someone else holds it or it is deleted',
    schema: {
      body: updateHandlebyRequest,
      response: { 200: leadUpdatedResponse, 400: errorResponse, ...staffErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  updateStatus: defineCall({
    id: 'leads.updateStatus',
    audit: 'lead.status',
    method: 'POST',
    path: '/api/requests/update-status',
    service: 'leads',
    access: STAFF,
    summary:
      "Confirm or delete a request ('Confirm' or 'Deleted'): only its holder's account, or an administrator (403 otherwise); " +
      'a deleted request cannot be confirmed (409); setting the status it has changes nothing',
    schema: {
      body: updateStatusRequest,
      response: { 200: leadUpdatedResponse, 400: errorResponse, ...staffErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  // The staff home's enquiry figures.
  overview: defineCall({
    id: 'leads.overview',
    method: 'GET',
    path: '/api/requests/overview',
    service: 'leads',
    access: STAFF,
    summary:
      "The staff home's enquiry figures: enquiries received today, requests unclaimed for more than an hour, and enquiries per day for 30 days (India's calendar)",
    schema: { response: { 200: leadsOverview, ...staffErrors } },
  }),
  // Lead work: notes, history, follow-ups, reassignment, possible repeats.
  activity: defineCall({
    id: 'leads.activity',
    method: 'GET',
    path: '/api/requests/:id/activity',
    service: 'leads',
    access: STAFF,
    summary:
      'A request with its notes and its history (every claim, reject, status change and reassignment: who, when, from, to), oldest first, ' +
      `and the other requests with the same phone or e-mail received within ${LEAD_REPEAT_WINDOW_DAYS} days (possible repeats)`,
    schema: { params: idParam, response: { 200: leadActivity, 400: errorResponse, ...staffErrors, 404: errorResponse } },
  }),
  addNote: defineCall({
    id: 'leads.addNote',
    audit: 'lead.note',
    method: 'POST',
    path: '/api/requests/:id/notes',
    service: 'leads',
    access: STAFF,
    summary: 'Add a note to a request (any staff member, on any request): kept forever with its author and time',
    schema: {
      params: idParam,
      body: leadNoteRequest,
      response: { 200: leadNoteResponse, 400: errorResponse, ...staffErrors, 404: errorResponse },
    },
  }),
  editNote: defineCall({
    id: 'leads.editNote',
    audit: 'lead.noteEdit',
    method: 'PUT',
    path: '/api/requests/:id/notes/:noteId',
    service: 'leads',
    access: STAFF,
    summary: `Correct a note: only its author, within ${NOTE_EDIT_WINDOW_MINUTES} minutes of writing it (403 for another's note, 409 after the window)`,
    schema: {
      params: leadNoteParams,
      body: leadNoteRequest,
      response: { 200: leadNoteResponse, 400: errorResponse, ...staffErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  setFollowUp: defineCall({
    id: 'leads.setFollowUp',
    audit: 'lead.followUp',
    method: 'PUT',
    path: '/api/requests/:id/follow-up',
    service: 'leads',
    access: STAFF,
    summary:
      "Set (a day, YYYY-MM-DD in India's calendar) or clear (null) a request's follow-up date: its holder's account, or an administrator (403 otherwise); " +
      '409 on a deleted request',
    schema: {
      params: idParam,
      body: leadFollowUpRequest,
      response: { 200: leadUpdatedResponse, 400: errorResponse, ...staffErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  reassign: defineCall({
    id: 'leads.reassign',
    audit: 'lead.reassign',
    method: 'POST',
    path: '/api/requests/:id/reassign',
    service: 'leads',
    access: LEAD_REASSIGN_ROLES,
    summary:
      'Administrators and managers hand a claimed request to another staff member, named by account id (from GET /api/auth/staff); ' +
      "the account must exist and not be suspended (404 otherwise), and its own username is recorded (a username sent must be the account's, 400 otherwise); " +
      '409 for a request in the pool or deleted; 503 when the auth service cannot be asked',
    schema: {
      params: idParam,
      body: leadReassignRequest,
      response: {
        200: leadUpdatedResponse,
        400: errorResponse,
        ...staffErrors,
        404: errorResponse,
        409: errorResponse,
        503: errorResponse,
      },
    },
  }),
  // The e-mail outbox (administrators): list, read one, resend.
  ...outboxCallsOf('leads', '/api/requests'),
} as const;

/** The leads service's calls: visitors' enquiries, and the staff's lead pipeline. */
import { defineCall, ROLES } from '../define';
import { errorResponse } from '../common';
import {
  enquiryHeaders,
  leadList,
  leadListQuery,
  leadPageQuery,
  LEAD_PAGE,
  LEAD_TOTAL_HEADER,
  leadSubmittedResponse,
  leadUpdatedResponse,
  updateHandlebyRequest,
  updateStatusRequest,
} from '../entities/lead';
import { enquiryRequest } from '../forms/enquiry';
import { outboxCallsOf } from '../entities/mail';

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
      'An Idempotency-Key header makes a repeated attempt answer the lead it stored the first time instead of storing another. ' +
      'A package_id must name a package the catalogue has (400 otherwise, nothing stored; 503 when the catalogue cannot be asked)',
    schema: {
      headers: enquiryHeaders,
      body: enquiryRequest,
      response: { 200: leadSubmittedResponse, 400: errorResponse, 429: errorResponse, 503: errorResponse },
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
      '(by account id, so a re-created username never sees a former account\'s), another username the requests shown under that name; none gives all. ' +
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
  updateHandleby: defineCall({
    id: 'leads.updateHandleby',
    audit: 'lead.assign',
    method: 'POST',
    path: '/api/requests/update-handleby',
    service: 'leads',
    access: STAFF,
    summary:
      "Claim a request from the pool (handleby = own username; atomic: of simultaneous claimers one wins, the others get 409) " +
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
  // Issue 15: the e-mail outbox (administrators): list, read one, resend.
  ...outboxCallsOf('leads', '/api/requests'),
} as const;

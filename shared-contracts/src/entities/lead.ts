/**
 * A request ("lead"): an enquiry or callback request as staff work it (the staff spec's entities). What a
 * visitor sends is `enquiryRequest` in ../forms/enquiry.ts; these are the stored record and
 * the staff's changes to it.
 */

import type { FromSchema } from 'json-schema-to-ts';
import type { Role } from '../define';
import type { Closed } from '../types';
import { AIRPORTS, LEAD_STATUS_UPDATES, LEAD_STATUSES, MAX_ROW_ID, QUICK_CONTACT_WAY } from './constants';

/**
 * A stored request. Fields the visitor did not give are left out of the answer (the leads
 * service drops empty columns rather than sending null, which would serialise as '' or 0).
 */
export const leadSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    Firstname: { type: 'string' },
    Lastname: { type: 'string' },
    Emailaddress: { type: 'string' },
    PhoneNumber: { type: 'string' },
    /** The deal's name. */
    Name: { type: 'string' },
    /** Destination country. */
    Countryname: { type: 'string' },
    classoffer: { type: 'string' },
    /** Days. */
    Duration: { type: 'integer' },
    /** Travel date, YYYY-MM-DD. */
    Date: { type: 'string' },
    Airport: { type: 'string', enum: AIRPORTS },
    /** Adults (12 and over). */
    Whoistravelling: { type: 'integer' },
    Whoistravellingchildren: { type: 'integer' },
    WhoistravellingInfants: { type: 'integer' },
    /** The client's message. */
    travelplans: { type: 'string' },
    message: { type: 'string' },
    calltime: { type: 'string' },
    /** Where the request came from: 'quickContact' or a 'How did you find us?' option. */
    way: { type: 'string' },
    /** When it was received (ISO 8601). */
    timestamp: { type: 'string', format: 'date-time' },
    /** The holder's username, or 'Public' while unassigned (for display: who holds it is `handleby_id`). */
    handleby: { type: 'string' },
    /**
     * The holder's account id, the fact every "is this the holder" check uses: a username can be
     * deleted and created again for another person, an id never is. Absent in the pool, and on
     * a request held before ids were recorded whose account no longer existed (a former employee).
     */
    handleby_id: { type: 'integer' },
    Status: { type: 'string', enum: LEAD_STATUSES },
    package_id: { type: 'integer' },
    /** The day (India's calendar, YYYY-MM-DD) the holder plans to contact the client again. */
    followUp: { type: 'string' },
    /** Other requests with the same phone or e-mail within 30 days (a possible repeat), by id. */
    repeatOf: { type: 'array', items: { type: 'integer' } },
  },
  required: ['id', 'Firstname', 'Emailaddress', 'PhoneNumber', 'way', 'timestamp', 'handleby', 'Status'],
} as const;
export type Lead = Closed<FromSchema<typeof leadSchema>>;

export const leadList = { type: 'array', items: leadSchema } as const;

/**
 * How staff read a request's fields: the Request Details' labels and the CSV export's headings.
 * The spec's site labelled two of them wrongly: Lastname as 'Client's Name' and Emailaddress as
 * 'Lastname'. Here they read 'Last name' and 'Email address'.
 */
export const LEAD_FIELD_LABELS = {
  Firstname: 'First name',
  Lastname: 'Last name',
  Emailaddress: 'Email address',
  PhoneNumber: 'Phone number',
  calltime: 'Preferred call time',
  Name: 'Deal',
  package_id: 'Package number',
  Countryname: 'Destination',
  classoffer: 'Class',
  Duration: 'Duration',
  Date: 'Travel date',
  Airport: 'Departure airport',
  Whoistravelling: 'Adults (12+)',
  Whoistravellingchildren: 'Children (2–12)',
  WhoistravellingInfants: 'Infants (under 2)',
  travelplans: 'Travel plans',
  message: 'Message',
  way: 'Source',
  timestamp: 'Received',
  handleby: 'Handled by',
  Status: 'Status',
} as const;

const LEAD_STATUS_WORDS: Record<(typeof LEAD_STATUSES)[number], string> = { Active: 'Active', Confirm: 'Confirmed', Deleted: 'Deleted' };
export const leadStatusWord = (status: (typeof LEAD_STATUSES)[number]): string => LEAD_STATUS_WORDS[status];

/** Where a request came from, in words: the pop-up's `way` is a code, the others are the visitor's choice. */
export const leadSourceWord = (way: string): string => (way === QUICK_CONTACT_WAY ? 'Quick contact pop-up' : way);

/** Answer to a claim, reject or status change: a confirmation and the request as it now is. */
export const leadUpdatedResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, data: leadSchema },
  required: ['message', 'data'],
} as const;
export type LeadUpdatedResponse = Closed<FromSchema<typeof leadUpdatedResponse>>;

/** Answer to a visitor's submission. */
export const leadSubmittedResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, id: { type: 'integer' } },
  required: ['message', 'id'],
} as const;
export type LeadSubmittedResponse = Closed<FromSchema<typeof leadSubmittedResponse>>;

/**
 * The leads service's answers (`message` of a 2xx, or of the error shape). The storefront and
 * the leads screen show their own spec texts on success; these are what a failure says.
 */
export const LEAD_MESSAGES = {
  submitted: 'Your request has been received',
  claimed: 'Request claimed',
  returned: 'Request returned to the pool',
  confirmed: 'Request confirmed',
  deleted: 'Request deleted',
  /** 404: no request has the id. */
  notFound: 'This request does not exist',
  /** 409: someone else claimed it first (the claim race's losers). */
  alreadyClaimed: 'Someone else has already claimed this request. Refresh the list to see who.',
  /** 403: an employee rejecting, confirming or deleting a request they do not hold. */
  notYours: 'You can only change a request you hold. Claim it first.',
  /** 403: handleby names somebody other than the caller or 'Public'. */
  claimForYourselfOnly: "You can only claim a request for yourself, or hand it back to 'Public'",
  /** 409: a deleted request is closed; it cannot be claimed, returned or confirmed. */
  deletedIsFinal: 'This request has been deleted and can no longer be changed',
  /** 409: the request kept changing under the call (others acting on it at the same moment). */
  changedMeanwhile: 'This request was changed by someone else just now. Refresh the list and try again.',
  /** 429 from submit. */
  tooManyEnquiries: 'Too many requests have been sent from your network. Please wait a few minutes and try again.',
  badIdempotencyKey: 'Idempotency-Key must be 16 to 64 letters, digits, dashes or underscores',
  /** 409 from submit: the key came before with other details; a new enquiry needs a new key. */
  idempotencyKeyReused: 'This Idempotency-Key was sent before with a different enquiry: send the new details with a new key',
  /** 400 from submit: package_id is a well-formed id, but the catalogue has no such package. */
  unknownPackage: 'package_id must name a package of the catalogue: this one does not exist',
  /** 503 from submit: the catalogue could not be asked whether the package exists (split mode, catalogue down). */
  catalogueUnavailable: 'We could not check the package just now. Please try again in a moment.',
} as const;

/**
 * Who may reject, confirm or delete a request held by someone else (or nobody): the spec's roles and permissions
 * and the issue name only administrators; every other role works the requests it holds.
 */
export const LEAD_OVERRIDE_ROLES = ['admin'] as const satisfies readonly Role[];

/**
 * Enquiries one client (one address) may send: a burst allowance per minute, which a busy
 * office behind one NAT stays well under, and a daily ceiling, so that a script cannot fill
 * the table. ENQUIRY_LIMIT_PER_MINUTE and ENQUIRY_LIMIT_PER_DAY override them.
 */
export const ENQUIRY_RATE_LIMITS = { perMinute: 20, perDay: 200 } as const;

const leadId = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, errorMessage: 'id must be a positive whole number' } as const;
const ID_REQUIRED = 'id is required';
const HANDLEBY_REQUIRED = 'handleby is required';

/**
 * The staff lists are answered a page at a time, newest first: `page` from 1, `limit` requests
 * a page (LEAD_PAGE.defaultLimit when not asked, at most maxLimit). The answer stays the spec's
 * array; the number of requests on all pages is the LEAD_TOTAL_HEADER response header.
 */
export const LEAD_PAGE = { defaultLimit: 20, maxLimit: 100, maxPage: 100_000 } as const;
/** The response header that gives a list's total, over all its pages (exposed to the browser: same origin). */
export const LEAD_TOTAL_HEADER = 'x-total-count';

const pageParams = {
  page: {
    type: 'integer',
    minimum: 1,
    maximum: LEAD_PAGE.maxPage,
    default: 1,
    errorMessage: `page must be a whole number from 1 to ${LEAD_PAGE.maxPage}`,
  },
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: LEAD_PAGE.maxLimit,
    default: LEAD_PAGE.defaultLimit,
    errorMessage: `limit must be a whole number from 1 to ${LEAD_PAGE.maxLimit}`,
  },
} as const;

/**
 * The filters of every list: `q` searches name, phone (by its digits), e-mail and
 * destination; `from` and `to` are days of receipt (India time, both included); `overdue`
 * keeps open requests whose follow-up day is before today.
 */
const LEAD_DAY_MESSAGE = 'Enter a real date as YYYY-MM-DD';
const filterParams = {
  q: { type: 'string', minLength: 1, maxLength: 100, errorMessage: 'Search for 1 to 100 characters' },
  from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', errorMessage: `from: ${LEAD_DAY_MESSAGE}` },
  to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', errorMessage: `to: ${LEAD_DAY_MESSAGE}` },
  overdue: { type: 'boolean', errorMessage: 'overdue must be true or false' },
} as const;

/** GET /api/requests/data-confirm and data-delete: a page of the list. */
export const leadPageQuery = { type: 'object', properties: { ...pageParams, ...filterParams }, additionalProperties: false } as const;

/**
 * GET /api/requests/data: `handleby` 'Public' = the unassigned pool, the caller's own username =
 * the requests the caller's account holds (by account id), another username = the requests
 * shown under that name; absent = all. A page of it, as leadPageQuery.
 */
export const leadListQuery = {
  type: 'object',
  properties: {
    handleby: { type: 'string', minLength: 1, maxLength: 100, errorMessage: 'handleby must be a name of 1 to 100 characters' },
    ...pageParams,
    ...filterParams,
  },
  additionalProperties: false,
} as const;

/** The lists a CSV export can be of: GET /api/requests/data (with its handleby), data-confirm and data-delete. */
export const LEAD_EXPORT_LISTS = ['data', 'confirmed', 'deleted'] as const;
export type LeadExportList = (typeof LEAD_EXPORT_LISTS)[number];

/** GET /api/requests/csv: one list's filters, never a page (the file is the whole filtered set). */
export const leadExportQuery = {
  type: 'object',
  properties: {
    list: { type: 'string', enum: LEAD_EXPORT_LISTS, default: 'data', errorMessage: `list must be one of ${LEAD_EXPORT_LISTS.join(', ')}` },
    handleby: leadListQuery.properties.handleby,
    ...filterParams,
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: the leads export takes list, handleby, q, from, to and overdue' },
} as const;
export type LeadExportQuery = FromSchema<typeof leadExportQuery, { keepDefaultedPropertiesOptional: true }>;

/** Claim (handleby = own username) or reject (handleby = 'Public') a request. */
export const updateHandlebyRequest = {
  type: 'object',
  properties: {
    id: leadId,
    handleby: { type: 'string', minLength: 1, maxLength: 100, errorMessage: HANDLEBY_REQUIRED },
  },
  required: ['id', 'handleby'],
  additionalProperties: false,
  errorMessage: { required: { id: ID_REQUIRED, handleby: HANDLEBY_REQUIRED } },
} as const;
export type UpdateHandlebyRequest = FromSchema<typeof updateHandlebyRequest>;

const STATUS_MESSAGE = `status must be ${LEAD_STATUS_UPDATES.map((s) => `'${s}'`).join(' or ')}`;
/** Confirm or delete a request; 'Active' cannot be set back. */
export const updateStatusRequest = {
  type: 'object',
  properties: {
    id: leadId,
    status: { type: 'string', enum: LEAD_STATUS_UPDATES, errorMessage: STATUS_MESSAGE },
  },
  required: ['id', 'status'],
  additionalProperties: false,
  errorMessage: { required: { id: ID_REQUIRED, status: STATUS_MESSAGE } },
} as const;
export type UpdateStatusRequest = FromSchema<typeof updateStatusRequest>;

/**
 * The header an enquiry form sends with each attempt: the same key on a retry or a double
 * click, so the service stores one lead however often the attempt arrives.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const enquiryHeaders = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$', errorMessage: LEAD_MESSAGES.badIdempotencyKey },
  },
} as const;

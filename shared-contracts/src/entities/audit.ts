/**
 * The audit log of staff actions: who did what, when, from where, and what changed.
 * Entries are appended by every service (services/common/src/audit-log.ts) and read by
 * administrators only (GET /api/audit); nothing can change or remove one.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';

/** A recorded action succeeded, or was refused (a wrong password at sign-in). */
export const AUDIT_OUTCOMES = ['succeeded', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * The agency works in India time: the date filters name days in it, and the screen shows
 * times in it, whatever the server's or the browser's zone (India keeps no summer time).
 */
export const AUDIT_TIME_ZONE = 'Asia/Kolkata';
export const AUDIT_UTC_OFFSET_MINUTES = 330;

/** Entries per page: the default and the most one page may ask for. */
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;

/** The longest text an entry keeps of a changed value (a package's description is cut here). */
export const AUDIT_VALUE_MAX_LENGTH = 200;

/** One changed field: its value before and after, as text; a side is absent when it did not exist or is unknown (a submitted field). */
export const auditChange = {
  type: 'object',
  properties: {
    field: { type: 'string' },
    before: { type: 'string' },
    after: { type: 'string' },
  },
  required: ['field'],
} as const;
export type AuditChange = Closed<FromSchema<typeof auditChange>>;

export const auditEntry = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    /** When, by the server's clock (ISO 8601, UTC). */
    at: { type: 'string', format: 'date-time' },
    action: { type: 'string' },
    outcome: { type: 'string', enum: AUDIT_OUTCOMES },
    /** Who: the signed-in account (none for a refused sign-in). */
    actor: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, username: { type: 'string' }, role: { type: 'string' } },
      required: ['id', 'username', 'role'],
    },
    /** From where: the client's address as the service sees it (TRUST_PROXY), and its browser. */
    ip: { type: 'string' },
    userAgent: { type: ['string', 'null'] },
    /** What it acted on: an account's, package's or request's id. */
    target: { type: ['string', 'null'] },
    changes: { type: 'array', items: auditChange },
  },
  required: ['id', 'at', 'action', 'outcome', 'actor', 'ip', 'userAgent', 'target', 'changes'],
} as const;
export type AuditEntry = Closed<FromSchema<typeof auditEntry>>;

export const auditPage = {
  type: 'object',
  properties: {
    data: { type: 'array', items: auditEntry },
    pagination: {
      type: 'object',
      properties: {
        currentPage: { type: 'integer' },
        totalPages: { type: 'integer' },
        totalEntries: { type: 'integer' },
        limit: { type: 'integer' },
      },
      required: ['currentPage', 'totalPages', 'totalEntries', 'limit'],
    },
  },
  required: ['data', 'pagination'],
} as const;
export type AuditPage = Closed<FromSchema<typeof auditPage>>;

const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';
const filterText = (name: string, max: number) =>
  ({ type: 'string', maxLength: max, errorMessage: `${name} must be at most ${max} characters` }) as const;

/** GET /api/audit's filters (all optional; they combine), newest first, paged on the server. */
export const auditQuery = {
  type: 'object',
  properties: {
    /** The account's username, whatever its letter case. */
    actor: filterText('actor', 64),
    /** An action's name exactly (`package.delete`). */
    action: filterText('action', 64),
    /** A target's id exactly. */
    target: filterText('target', 64),
    /** The first and last day (India time), both included. */
    from: { type: 'string', format: 'date', errorMessage: `from: ${DATE_MESSAGE}` },
    to: { type: 'string', format: 'date', errorMessage: `to: ${DATE_MESSAGE}` },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, errorMessage: 'page must be a whole number from 1' },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: AUDIT_PAGE_SIZE_MAX,
      default: AUDIT_PAGE_SIZE,
      errorMessage: `limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}`,
    },
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: the audit log takes actor, action, target, from, to, page and limit' },
} as const;
export type AuditQuery = FromSchema<typeof auditQuery, { keepDefaultedPropertiesOptional: true }>;

/** The back office's filter form: what a person types; an empty field is left out (any). */
export const auditFilterForm = {
  type: 'object',
  properties: {
    actor: { type: 'string', maxLength: 64, errorMessage: 'A username is at most 64 characters' },
    action: { type: 'string', maxLength: 64, errorMessage: 'Choose an action from the list' },
    target: { type: 'string', maxLength: 64, errorMessage: 'A target id is at most 64 characters' },
    from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: DATE_MESSAGE },
    to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', errorMessage: DATE_MESSAGE },
  },
  additionalProperties: false,
} as const;
export type AuditFilterValues = FromSchema<typeof auditFilterForm>;

/**
 * Each recorded action in plain words, as the Audit log screen shows it (the code stays what
 * the filter sends). An action without words here shows its code.
 */
export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  'auth.signIn': 'Signed in',
  'auth.signOut': 'Signed out',
  'auth.changePassword': 'Changed own password',
  'auth.newPasswordAtSignIn': 'Chose a new password at sign-in',
  'user.create': 'Created an account',
  'user.delete': 'Deleted an account',
  'user.changeRole': 'Changed a role',
  'user.resetPassword': 'Reset a password',
  'user.signOutEverywhere': 'Signed an account out everywhere',
  'user.suspend': 'Suspended an account',
  'user.reinstate': 'Reinstated an account',
  'package.create': 'Created a package',
  'package.update': 'Edited a package',
  'package.delete': 'Deleted a package',
  'package.publication': 'Published or unpublished a package',
  'home.placements': "Changed the home page's deals",
  'country.create': 'Added a country',
  'country.update': 'Edited a country',
  'country.delete': 'Deleted a country',
  'city.create': 'Added a city',
  'city.update': 'Edited a city',
  'city.delete': 'Deleted a city',
  'hotel.create': 'Added a hotel',
  'hotel.update': 'Edited a hotel',
  'hotel.delete': 'Deleted a hotel',
  'room.update': 'Changed a room',
  'lead.assign': 'Claimed or returned a request',
  'lead.status': "Changed a request's status",
  'lead.note': 'Added a note to a request',
  'lead.noteEdit': 'Corrected a note',
  'lead.followUp': "Set a request's follow-up date",
  'lead.reassign': 'Reassigned a request',
  'payment.check': 'Asked the provider about a payment',
  'payment.refund': 'Refunded a payment',
  'payment.cancel': 'Cancelled a booking',
  'enquiryMail.resend': 'Resent an enquiry e-mail',
  'paymentMail.resend': 'Resent a payment e-mail',
  'releases.publish': 'Published a version of a remote',
  'releases.activate': 'Activated or rolled back a version of a remote',
  'deployToken.create': 'Created a deploy token',
  'deployToken.revoke': 'Revoked a deploy token',
};

/** An action in words (its code when it has none). */
export const auditActionWords = (action: string): string => AUDIT_ACTION_WORDS[action] ?? action;

/** What an action's target id names, by the action's first part ('user.delete' → an account). */
export const AUDIT_TARGET_KINDS: Readonly<Record<string, string>> = {
  user: 'Account',
  package: 'Package',
  country: 'Country',
  city: 'City',
  hotel: 'Hotel',
  room: 'Room',
  lead: 'Request',
  payment: 'Booking',
  enquiryMail: 'E-mail',
  paymentMail: 'E-mail',
  releases: 'Remote',
  deployToken: 'Deploy token',
};

/** The Audit log screen's words. */
export const AUDIT_LOG_TEXTS = {
  title: 'Audit log',
  lead: 'Every sign-in, sign-out and change staff made, newest first. Nobody can edit or remove an entry.',
  loading: 'Loading the audit log…',
  empty: 'No entries match these filters.',
  failed: 'The audit log could not be loaded.',
  refused: 'refused',
  unknownActor: 'Unknown (sign-in refused)',
} as const;

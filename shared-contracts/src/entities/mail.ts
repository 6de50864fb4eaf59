/**
 * The e-mail outbox. The leads service (the enquiry's acknowledgement, the new-lead
 * alert) and the payment service (receipt, failure notice, refund notice) each keep their
 * mails in an outbox table written in the same transaction as the enquiry or the payment; a
 * worker sends them. Administrators read both outboxes and resend a mail; mails carry
 * customers' personal data, so nobody else may.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { errorResponse, idParam } from '../common';
import { defineCall, type ServiceName } from '../define';
import type { Closed } from '../types';

/** pending: to be sent; sending: an instance is sending it; sent; failed: every attempt failed; held: no mail server configured (SMTP_URL), kept unsent. */
export const OUTBOX_MAIL_STATES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type OutboxMailState = (typeof OUTBOX_MAIL_STATES)[number];

/** The kinds of mail, by the service that sends them. */
export const MAIL_KINDS = {
  enquiryAck: 'enquiry-ack',
  leadAlert: 'lead-alert',
  receipt: 'receipt',
  paymentFailed: 'payment-failed',
  refund: 'refund',
} as const;
export type MailKind = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS];

/** How many mails one list answers: the default and the most. */
export const OUTBOX_LIST_LIMIT = { default: 50, max: 200 } as const;

const isoTime = { type: 'string', format: 'date-time' } as const;
const isoTimeOrNull = { type: ['string', 'null'], format: 'date-time' } as const;

const summaryProperties = {
  id: { type: 'integer' },
  /** The service whose outbox holds it (the id is unique per service). */
  service: { type: 'string', enum: ['leads', 'payment'] },
  kind: { type: 'string' },
  recipient: { type: 'string' },
  subject: { type: 'string' },
  /** What it is about: a request's id, a transaction id. */
  about: { type: ['string', 'null'] },
  state: { type: 'string', enum: OUTBOX_MAIL_STATES },
  attempts: { type: 'integer' },
  lastError: { type: ['string', 'null'] },
  createdAt: isoTime,
  updatedAt: isoTime,
  /** When the next attempt is due (pending mails). */
  nextAttemptAt: isoTimeOrNull,
  sentAt: isoTimeOrNull,
} as const;
const summaryRequired = [
  'id',
  'service',
  'kind',
  'recipient',
  'subject',
  'about',
  'state',
  'attempts',
  'lastError',
  'createdAt',
  'updatedAt',
  'nextAttemptAt',
  'sentAt',
] as const;

export const outboxMailSummary = { type: 'object', properties: summaryProperties, required: summaryRequired } as const;
export type OutboxMailSummary = Closed<FromSchema<typeof outboxMailSummary>>;

/** One mail with its bodies, to read it. */
export const outboxMail = {
  type: 'object',
  properties: { ...summaryProperties, text: { type: 'string' }, html: { type: 'string' } },
  required: [...summaryRequired, 'text', 'html'],
} as const;
export type OutboxMail = Closed<FromSchema<typeof outboxMail>>;

export const outboxList = {
  type: 'object',
  properties: {
    data: { type: 'array', items: outboxMailSummary },
    /** Mails in this outbox matching the filter, on all pages. */
    total: { type: 'integer' },
  },
  required: ['data', 'total'],
} as const;
export type OutboxList = Closed<FromSchema<typeof outboxList>>;

export const outboxListQuery = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: OUTBOX_MAIL_STATES, errorMessage: `state must be one of ${OUTBOX_MAIL_STATES.join(', ')}` },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: OUTBOX_LIST_LIMIT.max,
      default: OUTBOX_LIST_LIMIT.default,
      errorMessage: `limit must be a whole number from 1 to ${OUTBOX_LIST_LIMIT.max}`,
    },
  },
  additionalProperties: false,
  errorMessage: { additionalProperties: 'Unknown parameter: the outbox takes state and limit' },
} as const;

/** The server's words about the outbox. */
export const OUTBOX_MESSAGES = {
  notFound: 'No such mail in the outbox',
} as const;

/** The three outbox calls of a service that sends mail, under `base` (its own first path segment). */
export function outboxCallsOf<const S extends Extract<ServiceName, 'leads' | 'payment'>, const B extends string>(service: S, base: B) {
  const errors = { 401: errorResponse, 403: errorResponse } as const;
  return {
    outboxList: defineCall({
      id: `${service}.outboxList`,
      method: 'GET',
      path: `${base}/outbox`,
      service,
      access: ['admin'],
      summary: `The ${service} service's e-mail outbox, newest first (without bodies): kind, recipient, subject, state, attempts, last error and times. Administrators only: mails carry customers' personal data`,
      schema: { querystring: outboxListQuery, response: { 200: outboxList, 400: errorResponse, ...errors } },
    }),
    outboxMail: defineCall({
      id: `${service}.outboxMail`,
      method: 'GET',
      path: `${base}/outbox/:id`,
      service,
      access: ['admin'],
      summary: `One mail of the ${service} service's outbox with its text and HTML bodies; 404 when there is none`,
      schema: { params: idParam, response: { 200: outboxMail, 400: errorResponse, 404: errorResponse, ...errors } },
    }),
    outboxResend: defineCall({
      id: `${service}.outboxResend`,
      method: 'POST',
      path: `${base}/outbox/:id/resend`,
      service,
      access: ['admin'],
      summary: `Queues one mail of the ${service} service's outbox to be sent again, whatever its state (fresh attempts); answers the mail as queued; 404 when there is none`,
      audit: `${service === 'leads' ? 'enquiryMail' : 'paymentMail'}.resend`,
      schema: { params: idParam, response: { 200: outboxMailSummary, 400: errorResponse, 404: errorResponse, ...errors } },
    }),
  } as const;
}

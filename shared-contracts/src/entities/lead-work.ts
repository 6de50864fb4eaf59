/**
 * Lead work: notes on a request, the history of its claims and status changes, its
 * follow-up date, an administrator's reassignment, and the requests it may repeat (the same
 * phone or e-mail within LEAD_REPEAT_WINDOW_DAYS). The list filters (search, dates, overdue)
 * are in ./lead.ts beside the lists they filter.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INVISIBLE_CHARACTERS } from '../forms/fields';
import type { Closed } from '../types';
import { MAX_ROW_ID } from './constants';
import { leadSchema } from './lead';

/** How long the author of a note may still correct it. */
export const NOTE_EDIT_WINDOW_MINUTES = 15;
/** A note's length, in characters. */
export const NOTE_MAX_LENGTH = 2000;
/** Two requests with the same phone or e-mail received this close together may be one client asking twice. */
export const LEAD_REPEAT_WINDOW_DAYS = 30;
/** Who hands a claimed request to another staff member: administrators, and managers, the team leads of an agency. */
export const LEAD_REASSIGN_ROLES = ['admin', 'manager'] as const;
/** The calendar the follow-up dates and the date filters use. */
export const LEAD_TIME_ZONE = 'Asia/Kolkata';

/** The leads service's answers to lead work (the `message` of a 2xx, or of the error shape). */
export const LEAD_WORK_MESSAGES = {
  noteAdded: 'Note added',
  noteEdited: 'Note updated',
  noteNotFound: 'This note does not exist on this request',
  /** 403: a note is corrected only by the person who wrote it. */
  notYourNote: 'Only the author of a note can edit it',
  /** 409: the window has passed; the note stays as written. */
  noteWindowPassed: `A note can be edited only within ${NOTE_EDIT_WINDOW_MINUTES} minutes of writing it. Add a new note instead.`,
  noteRequired: 'Write the note first: it cannot be empty',
  noteTooLong: `A note is at most ${NOTE_MAX_LENGTH} characters`,
  noteInvisible: 'A note cannot contain invisible or text-direction characters',
  followUpSet: 'Follow-up date saved',
  followUpCleared: 'Follow-up date cleared',
  followUpDate: 'The follow-up date must be a real date written as YYYY-MM-DD',
  followUpPast: 'Choose today or a later day for the follow-up',
  /** 409: a deleted request is closed; nothing is planned for it any more. */
  followUpOnDeleted: 'This request has been deleted: it needs no follow-up',
  reassigned: 'Request reassigned',
  /** 409: reassignment moves a claimed request; the pool's are claimed by staff themselves. */
  reassignPool: 'Only a claimed request can be reassigned. This one is still in the pool.',
  reassignTarget: 'Choose the staff member to hand the request to',
  /** 404: the id names no account, or a suspended one: nobody could work the request. */
  reassignUnknown: 'No active staff account has this id. Refresh the staff list and choose again.',
  /** 400: the username sent is not the account's (the list on screen is out of date). */
  reassignNameMismatch: 'The account id and username do not match. Refresh the staff list and choose again.',
  /** 503: the auth service could not be asked who the account is (split mode, auth down). */
  staffUnavailable: 'We could not check the staff account just now. Please try again in a moment.',
  /** 400 from the list filters. */
  badDateRange: 'The "from" date must not be after the "to" date',
  badDay: 'Enter a real date as YYYY-MM-DD',
} as const;

/** What a history entry records. */
export const LEAD_HISTORY_KINDS = ['claim', 'reject', 'status', 'reassign'] as const;
export type LeadHistoryKind = (typeof LEAD_HISTORY_KINDS)[number];

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Who wrote or did something: the account id and its username at that time. */
const actor = {
  type: 'object',
  properties: { id: { type: 'integer' }, username: { type: 'string' } },
  required: ['id', 'username'],
} as const;

export const leadNoteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    requestId: { type: 'integer' },
    author: actor,
    text: { type: 'string' },
    /** ISO 8601. */
    createdAt: { type: 'string', format: 'date-time' },
    /** Present once the author has corrected it. */
    editedAt: { type: 'string', format: 'date-time' },
    /** Until when its author may still correct it (ISO 8601). */
    editableUntil: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'requestId', 'author', 'text', 'createdAt', 'editableUntil'],
} as const;
export type LeadNote = Closed<FromSchema<typeof leadNoteSchema>>;

export const leadHistorySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: LEAD_HISTORY_KINDS },
    /** Who made the change. */
    actor,
    at: { type: 'string', format: 'date-time' },
    /** The holder's name (claim, reject, reassign) or the status (status) before and after. */
    from: { type: 'string' },
    to: { type: 'string' },
  },
  required: ['id', 'kind', 'actor', 'at', 'from', 'to'],
} as const;
export type LeadHistoryEntry = Closed<FromSchema<typeof leadHistorySchema>>;

/** A request that may be the same client asking again, and what they share. */
export const leadRepeatSchema = {
  type: 'object',
  properties: {
    lead: leadSchema,
    matchedOn: { type: 'array', items: { type: 'string', enum: ['phone', 'email'] } },
  },
  required: ['lead', 'matchedOn'],
} as const;
export type LeadRepeat = Closed<FromSchema<typeof leadRepeatSchema>>;

/** GET /api/requests/:id/activity: the request, its notes (oldest first), its history (oldest first) and its possible repeats. */
export const leadActivity = {
  type: 'object',
  properties: {
    lead: leadSchema,
    notes: { type: 'array', items: leadNoteSchema },
    history: { type: 'array', items: leadHistorySchema },
    repeats: { type: 'array', items: leadRepeatSchema },
  },
  required: ['lead', 'notes', 'history', 'repeats'],
} as const;
export type LeadActivity = Closed<FromSchema<typeof leadActivity>>;

const noteText = {
  type: 'string',
  minLength: 1,
  maxLength: NOTE_MAX_LENGTH,
  pattern: '\\S',
  not: { pattern: INVISIBLE_CHARACTERS },
  errorMessage: {
    minLength: LEAD_WORK_MESSAGES.noteRequired,
    pattern: LEAD_WORK_MESSAGES.noteRequired,
    maxLength: LEAD_WORK_MESSAGES.noteTooLong,
    not: LEAD_WORK_MESSAGES.noteInvisible,
    type: LEAD_WORK_MESSAGES.noteRequired,
  },
} as const;

export const leadNoteRequest = {
  type: 'object',
  properties: { text: noteText },
  required: ['text'],
  additionalProperties: false,
  errorMessage: { required: { text: LEAD_WORK_MESSAGES.noteRequired } },
} as const;
export type LeadNoteRequest = FromSchema<typeof leadNoteRequest>;

export const leadNoteResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, data: leadNoteSchema },
  required: ['message', 'data'],
} as const;
export type LeadNoteResponse = Closed<FromSchema<typeof leadNoteResponse>>;

const rowId = (message: string) => ({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID, errorMessage: message }) as const;

export const leadNoteParams = {
  type: 'object',
  properties: { id: rowId('id must be a positive whole number'), noteId: rowId('noteId must be a positive whole number') },
  required: ['id', 'noteId'],
  additionalProperties: false,
} as const;

/** A follow-up day (India's calendar), or null to clear it. */
export const leadFollowUpRequest = {
  type: 'object',
  properties: {
    date: {
      anyOf: [{ type: 'string', pattern: DAY_PATTERN, format: 'date' }, { type: 'null' }],
      errorMessage: LEAD_WORK_MESSAGES.followUpDate,
    },
  },
  required: ['date'],
  additionalProperties: false,
  errorMessage: { required: { date: LEAD_WORK_MESSAGES.followUpDate } },
} as const;
export type LeadFollowUpRequest = FromSchema<typeof leadFollowUpRequest>;

/**
 * An administrator hands a claimed request to another staff member, chosen from the accounts
 * the auth service lists (GET /api/auth/users): the leads service records the id and username
 * it is given, as a claim records the token's.
 */
export const leadReassignRequest = {
  type: 'object',
  properties: {
    to: {
      type: 'object',
      properties: {
        id: rowId(LEAD_WORK_MESSAGES.reassignTarget),
        username: { type: 'string', minLength: 1, maxLength: 64, errorMessage: LEAD_WORK_MESSAGES.reassignTarget },
      },
      // The username is optional: the account's own is recorded; when sent, it must be the account's.
      required: ['id'],
      additionalProperties: false,
      errorMessage: { required: LEAD_WORK_MESSAGES.reassignTarget, type: LEAD_WORK_MESSAGES.reassignTarget },
    },
  },
  required: ['to'],
  additionalProperties: false,
  errorMessage: { required: { to: LEAD_WORK_MESSAGES.reassignTarget } },
} as const;
export type LeadReassignRequest = FromSchema<typeof leadReassignRequest>;

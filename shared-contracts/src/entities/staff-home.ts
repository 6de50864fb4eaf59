/**
 * The staff home and retreat rooms: what the leads and payment services count for the
 * staff home (GET /api/requests/overview, GET /api/payment/overview), and the retreat rooms as
 * staff see and administrators edit them (GET /api/inventory/rooms, PUT /api/inventory/rooms/:id).
 * Days and weeks are India's calendar (UTC+5:30, no daylight saving); money is integer rupees;
 * times are milliseconds since the epoch.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { requiredName } from '../forms/fields';
import type { Closed } from '../types';
import { MAX_ROW_ID, ROOM_CATEGORIES } from './constants';

/** India's offset from UTC (no daylight saving), in milliseconds. */
export const INDIA_OFFSET_MS = 330 * 60_000;
/** How many days the enquiries chart covers (today included). */
export const OVERVIEW_DAYS = 30;
/** How many weeks (Monday to Sunday, this week included) the takings chart covers: the 30 days and the start of their first week. */
export const OVERVIEW_WEEKS = 5;
/** A request still in the pool after this long is "unclaimed" on the staff home. */
export const UNCLAIMED_AFTER_MS = 60 * 60_000;
/** A room with this many places (or rooms) bookable or fewer is "running low" on the staff home. */
export const ROOMS_LOW_THRESHOLD = 2;

/** `YYYY-MM-DD`, the day in India of a moment. */
export function indiaDay(at: number): string {
  return new Date(at + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first millisecond of the Indian day that holds `at`. */
export function indiaDayStart(at: number): number {
  const day = 86_400_000;
  return Math.floor((at + INDIA_OFFSET_MS) / day) * day - INDIA_OFFSET_MS;
}

/** The first millisecond of the Indian week (from Monday) that holds `at`. */
export function indiaWeekStart(at: number): number {
  const start = indiaDayStart(at);
  const weekday = (new Date(start + INDIA_OFFSET_MS).getUTCDay() + 6) % 7; // Monday 0
  return start - weekday * 86_400_000;
}

/** The first millisecond of the Indian month that holds `at`. */
export function indiaMonthStart(at: number): number {
  const local = new Date(at + INDIA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - INDIA_OFFSET_MS;
}

/** GET /api/requests/overview. */
export const leadsOverview = {
  type: 'object',
  properties: {
    /** Enquiries received since midnight in India. */
    newToday: { type: 'integer' },
    /** Requests still unassigned ('Public', not deleted) received more than an hour ago. */
    unclaimed: { type: 'integer' },
    /** Open (Active) requests whose follow-up day is today or already past, whoever holds them. */
    followUpsDue: { type: 'integer' },
    /** Enquiries per Indian day, oldest first, OVERVIEW_DAYS entries ending today. */
    perDay: {
      type: 'array',
      items: { type: 'object', properties: { day: { type: 'string' }, count: { type: 'integer' } }, required: ['day', 'count'] },
    },
  },
  required: ['newToday', 'unclaimed', 'followUpsDue', 'perDay'],
} as const;
export type LeadsOverview = Closed<FromSchema<typeof leadsOverview>>;

/**
 * A period's takings: payments confirmed in it (how many, their rupees), refunds made in it,
 * and the net (amount less refunded), which is what the retreat kept.
 */
const takings = {
  type: 'object',
  properties: { count: { type: 'integer' }, amount: { type: 'integer' }, refunded: { type: 'integer' }, net: { type: 'integer' } },
  required: ['count', 'amount', 'refunded', 'net'],
} as const;

/** GET /api/payment/overview. */
export const paymentOverview = {
  type: 'object',
  properties: {
    /** Payments confirmed since midnight in India: how many, their rupees, refunds made today and the net. */
    paidToday: takings,
    /** Payments confirmed since the 1st of this month in India. */
    thisMonth: takings,
    /** ROOMS_LOW_THRESHOLD, as the service applied it. */
    lowThreshold: { type: 'integer' },
    /** Rooms with at most lowThreshold bookable (held ones are not bookable). */
    lowRooms: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, available: { type: 'integer' }, places: { type: 'integer' } },
        required: ['id', 'name', 'available', 'places'],
      },
    },
    /** Takings per Indian week (from Monday), oldest first, OVERVIEW_WEEKS entries ending with this week. */
    perWeek: {
      type: 'array',
      items: {
        type: 'object',
        properties: { weekStart: { type: 'string' }, ...takings.properties },
        required: ['weekStart', ...takings.required],
      },
    },
  },
  required: ['paidToday', 'thisMonth', 'lowThreshold', 'lowRooms', 'perWeek'],
} as const;
export type PaymentOverview = Closed<FromSchema<typeof paymentOverview>>;

/** The units a room is sold in: a place per guest (SoulPod) or a whole room per booking. */
export const ROOM_UNITS = ['place', 'room'] as const;

/** A retreat room as staff see it. places = available + held + paid, always. */
export const staffRoom = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    category: { type: 'string', enum: ROOM_CATEGORIES },
    /** The name guests see (the category until an administrator names it). */
    name: { type: 'string' },
    pricePerPerson: { type: 'integer' },
    unit: { type: 'string', enum: ROOM_UNITS },
    /** Everything the retreat sells of this room: bookable, held and paid together. */
    places: { type: 'integer' },
    /** Bookable now. */
    available: { type: 'integer' },
    /** Taken by checkouts in progress (the guest is at the payment page). */
    held: { type: 'integer' },
    /** Taken by confirmed payments. */
    paid: { type: 'integer' },
    updatedAt: { type: 'integer' },
  },
  required: ['id', 'category', 'name', 'pricePerPerson', 'unit', 'places', 'available', 'held', 'paid', 'updatedAt'],
} as const;
export type StaffRoom = Closed<FromSchema<typeof staffRoom>>;

const roomFacts = {
  type: 'object',
  properties: { name: { type: 'string' }, pricePerPerson: { type: 'integer' }, places: { type: 'integer' } },
  required: ['name', 'pricePerPerson', 'places'],
} as const;

/** One administrator's change of a room: who, when, before and after. */
export const roomChange = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    roomId: { type: 'integer' },
    category: { type: 'string', enum: ROOM_CATEGORIES },
    at: { type: 'integer' },
    username: { type: 'string' },
    role: { type: 'string' },
    before: roomFacts,
    after: roomFacts,
  },
  required: ['id', 'roomId', 'category', 'at', 'username', 'role', 'before', 'after'],
} as const;
export type RoomChange = Closed<FromSchema<typeof roomChange>>;

/** How many of the latest changes GET /api/inventory/rooms answers. */
export const ROOM_CHANGES_SHOWN = 50;

/** GET /api/inventory/rooms. */
export const staffRoomsResponse = {
  type: 'object',
  properties: {
    rooms: { type: 'array', items: staffRoom },
    /** The latest ROOM_CHANGES_SHOWN changes, newest first. */
    changes: { type: 'array', items: roomChange },
  },
  required: ['rooms', 'changes'],
} as const;
export type StaffRoomsResponse = Closed<FromSchema<typeof staffRoomsResponse>>;

/** The limits of a room's facts, checked by the server and shown by the form. */
export const ROOM_LIMITS = { nameMaxLength: 60, maxPrice: 10_000_000, maxPlaces: 1000 } as const;

/** What the rooms screen and the payment service say about a room's change (written once). */
export const ROOM_MESSAGES = {
  nameRequired: 'Room name is required',
  nameTooLong: `Room name must be at most ${ROOM_LIMITS.nameMaxLength} characters`,
  price: `Price per person must be a whole number of rupees from 1 to ${ROOM_LIMITS.maxPrice.toLocaleString('en-IN')}`,
  places: `Places must be a whole number from 0 to ${ROOM_LIMITS.maxPlaces}`,
  unknownRoom: 'No such room',
  saved: 'Room saved',
} as const;

/** 409 of a change that would leave fewer places than are held and paid. */
export function placesBelowFloor(floor: number, held: number, paid: number): string {
  return `Places cannot go below ${floor}: ${held} held by checkouts in progress and ${paid} paid`;
}

export const roomIdParam = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID, errorMessage: 'id must be a positive whole number' } },
  required: ['id'],
  additionalProperties: false,
} as const;

const roomName = requiredName(ROOM_MESSAGES.nameRequired, ROOM_LIMITS.nameMaxLength, ROOM_MESSAGES.nameTooLong).schema;

/** PUT /api/inventory/rooms/:id: the whole of what an administrator may change. */
export const roomUpdateRequest = {
  type: 'object',
  properties: {
    name: roomName,
    pricePerPerson: { type: 'integer', minimum: 1, maximum: ROOM_LIMITS.maxPrice, errorMessage: ROOM_MESSAGES.price },
    places: { type: 'integer', minimum: 0, maximum: ROOM_LIMITS.maxPlaces, errorMessage: ROOM_MESSAGES.places },
  },
  required: ['name', 'pricePerPerson', 'places'],
  additionalProperties: false,
  errorMessage: { required: { name: ROOM_MESSAGES.nameRequired, pricePerPerson: ROOM_MESSAGES.price, places: ROOM_MESSAGES.places } },
} as const;
export type RoomUpdateRequest = FromSchema<typeof roomUpdateRequest>;

/**
 * The bookings list's filters and page live in the address (`?status=paid&q=98765&page=2`),
 * so Back from a booking returns to the same list and a filtered list can be shared.
 */
import { BOOKING_STATUSES, ROOM_CATEGORIES, type BookingExportQuery, type BookingStatus, type RoomCategory } from '@agency/contracts';

export interface BookingFilters {
  status: BookingStatus | '';
  room: RoomCategory | '';
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: BookingFilters = { status: '', room: '', from: '', to: '', q: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFrom(params: URLSearchParams): BookingFilters {
  const status = params.get('status') ?? '';
  const room = params.get('room') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : '',
    room: (ROOM_CATEGORIES as readonly string[]).includes(room) ? (room as RoomCategory) : '',
    from: day('from'),
    to: day('to'),
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The call's query: only what is set. */
export function queryOf(filters: BookingFilters): BookingExportQuery {
  const query: BookingExportQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.room) query.room = filters.room;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

export function paramsOf(filters: BookingFilters, page: number): URLSearchParams {
  const params = new URLSearchParams(queryOf(filters) as Record<string, string>);
  if (page > 1) params.set('page', String(page));
  return params;
}

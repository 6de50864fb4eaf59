/**
 * The filters of the staff lists, applied on the server (the lists are paged): a search
 * across name, phone, e-mail and destination; the days of receipt; and the overdue follow-ups.
 */

import { LEAD_WORK_MESSAGES } from '@agency/contracts';
import { badRequest } from '@agency/service-common';
import type { Knex } from 'knex';
import { DAY_MS, isRealDay, phoneKey, startOfIndianDay } from './lead-keys';

export interface LeadFilters {
  q?: string;
  from?: string;
  to?: string;
  overdue?: boolean;
}

/** A search that reads as a phone number: digits with the usual separators, at least three digits. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** LIKE's wildcards taken literally (escape character '!', which both databases accept). */
const likeText = (text: string) => `%${text.replace(/[!%_]/g, '!$&')}%`;
const TEXT_COLUMNS = ['first_name', 'last_name', 'email', 'country_name', 'deal_name'] as const;

/** Refuses filters that cannot be met as asked (400, nothing read). */
export function checkFilters(filters: LeadFilters): void {
  for (const field of ['from', 'to'] as const) {
    const day = filters[field];
    if (day !== undefined && !isRealDay(day))
      throw badRequest(`${field}: ${LEAD_WORK_MESSAGES.badDay}`, { [field]: LEAD_WORK_MESSAGES.badDay });
  }
  if (filters.from && filters.to && filters.from > filters.to)
    throw badRequest(LEAD_WORK_MESSAGES.badDateRange, { from: LEAD_WORK_MESSAGES.badDateRange });
}

/**
 * What the filters add to a list's ETag. Overdue depends on the day as well as on the rows,
 * so its tag changes at India's midnight even when no request did.
 */
export function filterKey(filters: LeadFilters, today: string): string {
  const q = filters.q?.trim().toLowerCase() ?? '';
  return `:q=${q}:from=${filters.from ?? ''}:to=${filters.to ?? ''}:overdue=${filters.overdue ? today : ''}`;
}

/** Narrows a list to what the filters ask; `today` is India's day now (YYYY-MM-DD). */
export function applyFilters(rows: Knex.QueryBuilder, filters: LeadFilters, today: string): Knex.QueryBuilder {
  const q = filters.q?.trim().toLowerCase();
  if (q) {
    const digits = q.replace(/\D/g, '');
    if (PHONE_LIKE.test(q) && digits.length >= 3) {
      const key = phoneKey(digits) ?? digits;
      rows.where('phone_key', 'like', likeText(key));
    } else {
      // Every word must be found in one of the fields: "rohan iyer" finds Rohan Iyer.
      for (const word of q.split(/\s+/)) {
        rows.where((any) => {
          for (const column of TEXT_COLUMNS) any.orWhereRaw(`lower(??) like ? escape '!'`, [column, likeText(word)]);
        });
      }
    }
  }
  if (filters.from) rows.where('created_at', '>=', startOfIndianDay(filters.from));
  if (filters.to) rows.where('created_at', '<', startOfIndianDay(filters.to) + DAY_MS);
  if (filters.overdue) rows.where({ status: 'Active' }).where('follow_up_on', '<', today);
  return rows;
}

/** Follow-up days are days of India's calendar (YYYY-MM-DD), shown as '26 Nov 2026'. */
import { LEAD_TIME_ZONE } from '@agency/contracts';

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: LEAD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const SHOWN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** Today in India (YYYY-MM-DD). */
export const todayInIndia = (at: Date = new Date()): string => INDIA_DAY.format(at);

/** A YYYY-MM-DD day in words; formatted in UTC so it never shifts a day. */
export function followUpDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : SHOWN.format(date);
}

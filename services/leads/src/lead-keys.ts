/**
 * The keys a request is matched by (possible repeats, search by phone) and the days
 * of India's calendar that follow-ups and the date filters use.
 */
import { LEAD_REPEAT_WINDOW_DAYS } from '@agency/contracts';
import { startOfIndianDay } from '@agency/service-common/audit';

export const DAY_MS = 86_400_000;
/** Two requests this close together with the same phone or e-mail may be one client asking twice. */
export const REPEAT_WINDOW_MS = LEAD_REPEAT_WINDOW_DAYS * DAY_MS;

/**
 * A phone number's digits, the last 10 of them: `+91 98450 12345`, `098450 12345` and
 * `9845012345` are one number. Null when it has no digits.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-10) : null;
}

/** An e-mail address as matched: trimmed, lower case. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key || null;
}

/** The day (YYYY-MM-DD) it is in India at a moment: one owner, the contracts (the staff home counts by it too). */
export { indiaDay } from '@agency/contracts';

/** Whether a YYYY-MM-DD text names a real day (no 31 February). */
export function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}

export { startOfIndianDay };

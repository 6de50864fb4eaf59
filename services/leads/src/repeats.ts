/**
 * Possible repeats: another request with the same phone (its last 10 digits) or
 * e-mail (lower case), received within LEAD_REPEAT_WINDOW_DAYS before or after. Read through
 * the (phone_key, created_at) and (email_key, created_at) indexes, never by a scan.
 */

import type { Lead, LeadRepeat } from '@agency/contracts';
import type { Knex } from 'knex';
import { type RequestRow, TABLES as T } from './db/rows';
import { REPEAT_WINDOW_MS } from './lead-keys';
import { leadOfRow } from './lead-record';

/** At most this many repeats are listed in a request's details. */
const REPEATS_SHOWN = 20;

type Keyed = Pick<RequestRow, 'id' | 'phone_key' | 'email_key' | 'created_at'>;

/** The requests sharing a phone or e-mail with `rows`, within the window around them: two index range reads. */
async function candidates<Row extends Keyed>(
  db: Knex | Knex.Transaction,
  rows: readonly Keyed[],
  columns: readonly string[],
): Promise<Row[]> {
  const phones = [...new Set(rows.flatMap((row) => (row.phone_key ? [row.phone_key] : [])))];
  const emails = [...new Set(rows.flatMap((row) => (row.email_key ? [row.email_key] : [])))];
  const times = rows.map((row) => Number(row.created_at));
  const window: [number, number] = [Math.min(...times) - REPEAT_WINDOW_MS, Math.max(...times) + REPEAT_WINDOW_MS];
  const found = new Map<number, Row>();
  for (const [column, keys] of [
    ['phone_key', phones],
    ['email_key', emails],
  ] as const) {
    if (keys.length === 0) continue;
    const matched: Row[] = await db(T.requests)
      .select(...columns)
      .whereIn(column, keys)
      .whereBetween('created_at', window);
    for (const other of matched) found.set(Number(other.id), other);
  }
  return [...found.values()];
}

/** What `other` shares with `row`, if it is a possible repeat of it. */
function matchOf(row: Keyed, other: Keyed): ('phone' | 'email')[] {
  if (Number(other.id) === Number(row.id)) return [];
  if (Math.abs(Number(other.created_at) - Number(row.created_at)) > REPEAT_WINDOW_MS) return [];
  const matched: ('phone' | 'email')[] = [];
  if (row.phone_key && other.phone_key === row.phone_key) matched.push('phone');
  if (row.email_key && other.email_key === row.email_key) matched.push('email');
  return matched;
}

/** The leads of a page, each with `repeatOf` (the ids of its possible repeats) when it has any. */
export async function withRepeats(db: Knex | Knex.Transaction, rows: readonly RequestRow[]): Promise<Lead[]> {
  if (rows.length === 0) return [];
  const others = await candidates<Keyed>(db, rows, ['id', 'phone_key', 'email_key', 'created_at']);
  return rows.map((row) => {
    const lead = leadOfRow(row);
    const ids = others.filter((other) => matchOf(row, other).length > 0).map((other) => Number(other.id));
    if (ids.length > 0) lead.repeatOf = ids.sort((a, b) => b - a);
    return lead;
  });
}

/** A request's possible repeats in full, newest first. */
export async function repeatsOf(db: Knex, row: RequestRow): Promise<LeadRepeat[]> {
  const others = (await candidates<RequestRow>(db, [row], ['*'])).sort(
    (a, b) => Number(b.created_at) - Number(a.created_at) || Number(b.id) - Number(a.id),
  );
  const repeats = others.flatMap((other) => {
    const matchedOn = matchOf(row, other);
    return matchedOn.length > 0 ? [{ lead: leadOfRow(other), matchedOn }] : [];
  });
  return repeats.slice(0, REPEATS_SHOWN);
}

/**
 * Follow-up dates: the day, in India's calendar, a request's holder plans to
 * contact the client again. Its holder or an administrator sets or clears it (the rule of
 * confirm and delete, ./pipeline.ts); a deleted request needs none. A follow-up before today
 * on a request still open (Active) is overdue.
 *
 * countFollowUpsDue is what the staff home shows: the open requests whose follow-up day has
 * come (today or before).
 */

import { LEAD_MESSAGES, LEAD_WORK_MESSAGES } from '@agency/contracts';
import { conflict, forbidden } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from './db/rows';
import { apply, type Caller, holds, type LeadChange, overrides, RaceLost } from './pipeline';

/**
 * How many open requests have a follow-up due on or before `today` (YYYY-MM-DD, India's day:
 * `indiaDay(Date.now())` from ./lead-keys.ts), optionally only those one account holds.
 * Reads the (status, follow_up_on) index.
 */
export async function countFollowUpsDue(db: Knex, today: string, holderId?: number): Promise<number> {
  const query = db(T.requests).where({ status: 'Active' }).where('follow_up_on', '<=', today);
  if (holderId !== undefined) query.where({ handled_by_id: holderId });
  const [row] = await query.count({ total: '*' });
  return Number(row.total);
}

export function setFollowUp(db: Knex, id: number, date: string | null, caller: Caller, now: number): Promise<LeadChange> {
  const mayChange = overrides(caller.role);
  return apply(
    db,
    id,
    {
      allowed: (q) => {
        const open = q.whereNot({ status: 'Deleted' });
        return mayChange ? open : open.where({ handled_by_id: caller.sub });
      },
      set: { follow_up_on: date },
      refusal: (row) => {
        if (!mayChange && !holds(row, caller)) return forbidden(LEAD_MESSAGES.notYours);
        if (row.status === 'Deleted') return conflict(LEAD_WORK_MESSAGES.followUpOnDeleted);
        if ((row.follow_up_on ?? null) === date) return 'unchanged';
        return new RaceLost();
      },
      message: date === null ? LEAD_WORK_MESSAGES.followUpCleared : LEAD_WORK_MESSAGES.followUpSet,
      actor: caller,
    },
    now,
  );
}

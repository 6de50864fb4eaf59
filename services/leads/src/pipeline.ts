/**
 * The staff's changes to a request (the staff spec's states and transitions): claim, reject, confirm, delete. Each is
 * one conditional UPDATE whose WHERE holds the whole rule, so two staff acting at once can
 * never both succeed (the database decides, on any number of instances); when it changes no
 * row, the request is read to say why.
 *
 * The holder is an account id (the token's `sub`), never a username: an account deleted and
 * its username created again for somebody else must not inherit the old account's requests.
 * The username is recorded beside it for display.
 *
 * Rules:
 * - claim (handleby = own username): only from the pool ('Public'); of simultaneous claimers
 *   exactly one wins, the others get 409. Claiming one's own request again changes nothing.
 * - reject (handleby 'Public'): by its holder, or an administrator (LEAD_OVERRIDE_ROLES), who
 *   also returns a former employee's requests this way; a request already in the pool stays
 *   there (200, nothing changes).
 * - confirm or delete (update-status): by its holder, or an administrator; setting the status
 *   it has changes nothing; a deleted request is closed (409 on anything but delete again).
 * - handleby naming anybody else is refused (403): nobody assigns work to somebody else here.
 */

import {
  LEAD_MESSAGES,
  LEAD_OVERRIDE_ROLES,
  type LeadHistoryKind,
  type LeadStatus,
  type LeadUpdatedResponse,
  PUBLIC_HANDLER,
  type Role,
} from '@agency/contracts';
import { conflict, forbidden, kindOf, notFound, type TokenClaims } from '@agency/service-common';
import type { Knex } from 'knex';
import { type RequestRow, TABLES as T } from './db/rows';
import { recordChange } from './history';
import { leadOfRow } from './lead-record';
import { bumpRevision } from './revision';

/** What a change answers: the contract's update response, the changed request in full. */
export type LeadChange = LeadUpdatedResponse;

export type Caller = Pick<TokenClaims, 'sub' | 'username' | 'role'>;

const DELETED: LeadStatus = 'Deleted';
export const overrides = (role: Role) => (LEAD_OVERRIDE_ROLES as readonly Role[]).includes(role);
/** Whether the caller's account holds the request (MySQL may hand the id back as a string). */
export const holds = (row: RequestRow, caller: Pick<Caller, 'sub'>) =>
  row.handled_by_id !== null && Number(row.handled_by_id) === caller.sub;

/** What a change is, for the UPDATE and for explaining a refusal. */
export interface Change {
  /** Narrows `where id = ?` to the rows the rule allows. */
  allowed(query: Knex.QueryBuilder): Knex.QueryBuilder;
  set: Partial<RequestRow>;
  /** Why the allowed UPDATE changed nothing, from the request as it is now: an error, or 'unchanged' when it is already as asked. */
  refusal(row: RequestRow): Error | 'unchanged';
  message: string;
  /** Who makes it (recorded in the request's history). */
  actor: Caller;
  /** How a change of holder is named in the history, when not a claim or a reject (a reassignment). */
  holderKind?: LeadHistoryKind;
}

/**
 * A conditional UPDATE that lost a race may find the request, when it looks, back in a state
 * the rule allows (changed and changed back in between): it then tries again, a few times.
 */
const ATTEMPTS = 3;

export async function apply(db: Knex, id: number, change: Change, now: number): Promise<LeadChange> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const outcome = await db.transaction(async (trx) => {
      // As it was, for the history: locked on MySQL, so it is what the UPDATE changes.
      const lockedRead = trx(T.requests).where({ id });
      const before: RequestRow | undefined = await (kindOf(trx) === 'mysql' ? lockedRead.forUpdate() : lockedRead).first();
      const changed = await change
        .allowed(trx(T.requests).where({ id }))
        .update({ ...change.set, updated_at: now, version: trx.raw('?? + 1', ['version']) });
      const row: RequestRow | undefined = await trx(T.requests).where({ id }).first();
      if (!row) throw notFound(LEAD_MESSAGES.notFound);
      if (changed > 0) {
        if (before) await recordChange(trx, before, row, change.actor, now, change.holderKind);
        await bumpRevision(trx);
        return { message: change.message, data: leadOfRow(row) };
      }
      const refusal = change.refusal(row);
      if (refusal === 'unchanged') return { message: change.message, data: leadOfRow(row) };
      return refusal;
    });
    if (!(outcome instanceof Error)) return outcome;
    if (!(outcome instanceof RaceLost)) throw outcome;
  }
  throw conflict(LEAD_MESSAGES.changedMeanwhile);
}

/** The UPDATE changed nothing, yet the request now looks as the rule wants: it moved in between. */
export class RaceLost extends Error {}

export function claim(db: Knex, id: number, caller: Caller, now: number): Promise<LeadChange> {
  return apply(
    db,
    id,
    {
      allowed: (q) => q.where({ handled_by: PUBLIC_HANDLER }).whereNot({ status: DELETED }),
      set: { handled_by: caller.username, handled_by_id: caller.sub },
      refusal: (row) => {
        if (row.status === DELETED) return conflict(LEAD_MESSAGES.deletedIsFinal);
        if (holds(row, caller)) return 'unchanged';
        if (row.handled_by !== PUBLIC_HANDLER) return conflict(LEAD_MESSAGES.alreadyClaimed);
        return new RaceLost();
      },
      message: LEAD_MESSAGES.claimed,
      actor: caller,
    },
    now,
  );
}

export function reject(db: Knex, id: number, caller: Caller, now: number): Promise<LeadChange> {
  const mayChange = overrides(caller.role);
  return apply(
    db,
    id,
    {
      allowed: (q) => {
        const open = q.whereNot({ status: DELETED });
        return mayChange ? open.whereNot({ handled_by: PUBLIC_HANDLER }) : open.where({ handled_by_id: caller.sub });
      },
      set: { handled_by: PUBLIC_HANDLER, handled_by_id: null },
      refusal: (row) => {
        if (row.handled_by === PUBLIC_HANDLER) return 'unchanged';
        if (!mayChange && !holds(row, caller)) return forbidden(LEAD_MESSAGES.notYours);
        if (row.status === DELETED) return conflict(LEAD_MESSAGES.deletedIsFinal);
        return new RaceLost();
      },
      message: LEAD_MESSAGES.returned,
      actor: caller,
    },
    now,
  );
}

export function setStatus(db: Knex, id: number, status: 'Confirm' | 'Deleted', caller: Caller, now: number): Promise<LeadChange> {
  const mayChange = overrides(caller.role);
  return apply(
    db,
    id,
    {
      allowed: (q) => {
        const open = q.whereNot({ status }).whereNot({ status: DELETED });
        return mayChange ? open : open.where({ handled_by_id: caller.sub });
      },
      set: { status },
      refusal: (row) => {
        if (!mayChange && !holds(row, caller)) return forbidden(LEAD_MESSAGES.notYours);
        if (row.status === status) return 'unchanged';
        if (row.status === DELETED) return conflict(LEAD_MESSAGES.deletedIsFinal);
        return new RaceLost();
      },
      message: status === 'Confirm' ? LEAD_MESSAGES.confirmed : LEAD_MESSAGES.deleted,
      actor: caller,
    },
    now,
  );
}

/**
 * An administrator or a manager hands a claimed request to another staff member.
 *
 * The staff are the auth service's accounts, whose tables this service may not read: the
 * account id is looked up through the auth service (./staff-directory.ts), and the request
 * records that account's id and its own username. An id that names no account, or a suspended
 * one, is refused (404), so no request is ever held by nobody; a username sent along must be
 * the account's (400: the list on screen is out of date).
 */

import { LEAD_MESSAGES, LEAD_WORK_MESSAGES, PUBLIC_HANDLER } from '@agency/contracts';
import { badRequest, conflict, notFound } from '@agency/service-common';
import type { Knex } from 'knex';
import { apply, type Caller, holds, type LeadChange, RaceLost } from './pipeline';
import type { StaffDirectory } from './staff-directory';

export interface StaffMember {
  id: number;
  username: string;
}

/** The account named by the request: its id, and perhaps the username the screen showed for it. */
export interface ReassignTarget {
  id: number;
  username?: string;
}

/** The active account `to` names, or a 400/404 saying why it cannot hold the request. */
export async function staffMemberFor(staff: StaffDirectory, to: ReassignTarget, authorization: string | undefined): Promise<StaffMember> {
  const sent = to.username?.trim();
  if (sent === '' || sent === PUBLIC_HANDLER)
    throw badRequest(LEAD_WORK_MESSAGES.reassignTarget, { to: LEAD_WORK_MESSAGES.reassignTarget });
  const member = await staff.activeMember(to.id, authorization);
  if (!member) throw notFound(LEAD_WORK_MESSAGES.reassignUnknown);
  if (sent !== undefined && sent !== member.username)
    throw badRequest(LEAD_WORK_MESSAGES.reassignNameMismatch, { to: LEAD_WORK_MESSAGES.reassignNameMismatch });
  return { id: member._id, username: member.username };
}

export function reassign(db: Knex, id: number, to: StaffMember, caller: Caller, now: number): Promise<LeadChange> {
  const { username } = to;
  return apply(
    db,
    id,
    {
      allowed: (q) => q.whereNot({ status: 'Deleted' }).whereNot({ handled_by: PUBLIC_HANDLER }),
      set: { handled_by: username, handled_by_id: to.id },
      refusal: (row) => {
        if (row.status === 'Deleted') return conflict(LEAD_MESSAGES.deletedIsFinal);
        if (row.handled_by === PUBLIC_HANDLER) return conflict(LEAD_WORK_MESSAGES.reassignPool);
        if (holds(row, { sub: to.id }) && row.handled_by === username) return 'unchanged';
        return new RaceLost();
      },
      message: LEAD_WORK_MESSAGES.reassigned,
      actor: caller,
      holderKind: 'reassign',
    },
    now,
  );
}

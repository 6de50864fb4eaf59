/**
 * An administrator hands a claimed request to another staff member (issue 15).
 *
 * The staff are the auth service's accounts, whose tables this service may not read. The
 * administrator picks the person from the user list the back office already loads
 * (GET /api/auth/users, administrators only), and this call records the account id and
 * username it is given, exactly as a claim records the token's. Only administrators may call
 * it, so the pair comes from the one role that can list the accounts; a mistyped id would make
 * the request read as a former employee's, which an administrator can reassign or return again.
 */
import type { Knex } from 'knex';
import { LEAD_MESSAGES, LEAD_WORK_MESSAGES, PUBLIC_HANDLER } from '@agency/contracts';
import { badRequest, conflict } from '@agency/service-common';
import { apply, holds, RaceLost, type Caller, type LeadChange } from './pipeline';

export interface StaffMember {
  id: number;
  username: string;
}

export function reassign(db: Knex, id: number, to: StaffMember, caller: Caller, now: number): Promise<LeadChange> {
  const username = to.username.trim();
  if (!username || username === PUBLIC_HANDLER) throw badRequest(LEAD_WORK_MESSAGES.reassignTarget, { to: LEAD_WORK_MESSAGES.reassignTarget });
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

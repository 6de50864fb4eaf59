/**
 * The auth service's part of the audit log (services/common/src/audit-*.ts): it serves the
 * log to administrators (GET /api/audit), and tells the log how to read an account, so the
 * entries of account changes show the username, role and state before and after, and the
 * reason an administrator gave for a role change or a suspension.
 */

import { auditCalls, authCalls } from '@agency/contracts';
import { registerCall } from '@agency/service-common';
import { changedFields, readAuditLog, type SnapshotReader } from '@agency/service-common/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { findById, isSuspended } from './accounts';

/** An account as its audit entries show it: the name and role, and (for a suspension) its state. */
async function accountSnapshot(db: Knex, id: number, withState = false): Promise<Record<string, unknown> | undefined> {
  const row = await findById(db, id);
  if (!row) return undefined;
  return withState
    ? { username: row.username, role: row.role, state: isSuspended(row) ? 'suspended' : 'active' }
    : { username: row.username, role: row.role };
}

export function installAudit(app: FastifyInstance, db: Knex): void {
  const account: SnapshotReader = (id) => accountSnapshot(db, Number(id));
  for (const call of [authCalls.createUser, authCalls.changeRole, authCalls.deleteUser]) app.audit.snapshot(call, account);

  registerCall(app, auditCalls.list, async (request) => readAuditLog(db, request.query));
}

/**
 * Runs an administrator's change of account `id` and notes in its audit entry what changed
 * and why: the account as it was and as it is, and the reason, when one was given.
 */
export async function auditedAccountChange<T>(
  request: FastifyRequest,
  db: Knex,
  id: number,
  reason: string | undefined,
  change: () => Promise<T>,
): Promise<T> {
  const before = await accountSnapshot(db, id, true);
  const outcome = await change();
  const why = reason?.trim();
  request.noteAudit({
    changes: [...changedFields(before, await accountSnapshot(db, id, true)), ...(why ? [{ field: 'reason', after: why }] : [])],
  });
  return outcome;
}

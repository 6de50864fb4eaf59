/**
 * The auth service's part of the audit log (services/common/src/audit-*.ts): it serves the
 * log to administrators (GET /api/audit), and tells the log how to read an account, so the
 * entries of account changes show the username and role before and after.
 */
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { auditCalls, authCalls } from '@agency/contracts';
import { readAuditLog, registerCall, type SnapshotReader } from '@agency/service-common';
import { findById } from './accounts';

export function installAudit(app: FastifyInstance, db: Knex): void {
  const account: SnapshotReader = async (id) => {
    const row = await findById(db, Number(id));
    return row ? { username: row.username, role: row.role } : undefined;
  };
  for (const call of [authCalls.createUser, authCalls.changeRole, authCalls.deleteUser]) app.audit.snapshot(call, account);

  registerCall(app, auditCalls.list, async (request) => readAuditLog(db, request.query));
}

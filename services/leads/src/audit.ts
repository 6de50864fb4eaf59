/**
 * The leads service's part of the audit log (services/common/src/audit-*.ts): how to read a
 * request, so a claim, reject, confirm or delete is recorded with its holder and status
 * before and after (`handleby: Public → asha`, `Status: Active → Confirm`).
 */

import { leadsCalls } from '@agency/contracts';
import type { SnapshotReader } from '@agency/service-common/audit';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { type RequestRow, TABLES as T } from './db/rows';

export function installAudit(app: FastifyInstance, db: Knex): void {
  const request: SnapshotReader = async (id) => {
    const row: Pick<RequestRow, 'handled_by' | 'status'> | undefined = await db(T.requests)
      .select('handled_by', 'status')
      .where({ id: Number(id) })
      .first();
    return row ? { handleby: row.handled_by, Status: row.status } : undefined;
  };
  app.audit.snapshot(leadsCalls.updateHandleby, request);
  app.audit.snapshot(leadsCalls.updateStatus, request);
}

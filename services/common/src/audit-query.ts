/**
 * Reading the audit log (GET /api/audit, administrators only): filters combine, entries come
 * newest first (ties by id, so a page never repeats or skips an entry), one page at a time
 * with the total count.
 */

import {
  AUDIT_PAGE_SIZE,
  AUDIT_UTC_OFFSET_MINUTES,
  type AuditChange,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@agency/contracts';
import type { Knex } from 'knex';
import { AUDIT_TABLE, type AuditRow } from './audit-log';

const DAY_MS = 86_400_000;

/** The first millisecond of a day in India time (`2026-11-25` → its midnight IST as a UTC instant). */
export function startOfIndianDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) - AUDIT_UTC_OFFSET_MINUTES * 60_000;
}

function filtered(db: Knex, query: AuditQuery): Knex.QueryBuilder {
  const rows = db(AUDIT_TABLE);
  // Usernames are unique whatever their letter case, so the filter ignores it too.
  if (query.actor) rows.whereRaw('lower(actor_username) = ?', [query.actor.trim().toLowerCase()]);
  if (query.action) rows.where('action', query.action.trim());
  if (query.target) rows.where('target', query.target.trim());
  if (query.from) rows.where('at', '>=', startOfIndianDay(query.from));
  if (query.to) rows.where('at', '<', startOfIndianDay(query.to) + DAY_MS);
  return rows;
}

function entryOf(row: AuditRow): AuditEntry {
  let changes: AuditChange[] = [];
  try {
    changes = JSON.parse(row.changes) as AuditChange[];
  } catch {
    // Written by appendAuditEntry with JSON.stringify: unreadable only if written by hand.
  }
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    action: row.action,
    outcome: row.outcome,
    actor:
      row.actor_id === null || row.actor_username === null
        ? null
        : { id: Number(row.actor_id), username: row.actor_username, role: row.actor_role ?? '' },
    ip: row.ip,
    userAgent: row.user_agent,
    target: row.target,
    changes,
  };
}

export async function readAuditLog(db: Knex, query: AuditQuery): Promise<AuditPage> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const page = query.page ?? 1;
  const [{ total }] = await filtered(db, query).count<{ total: number | string }[]>({ total: '*' });
  const totalEntries = Number(total);
  const rows: AuditRow[] = await filtered(db, query)
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map(entryOf),
    pagination: { currentPage: page, totalPages: Math.ceil(totalEntries / limit), totalEntries, limit },
  };
}

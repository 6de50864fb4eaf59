/**
 * The audit log of staff actions: one append-only table, service-common's own (its own
 * migrations, run for every service by prepareDatabase), because every service writes it.
 *
 * "No one can edit it": there is no call that changes or removes an entry, and the database
 * itself refuses UPDATE and DELETE on the table (a trigger on each raises an error, on SQLite
 * and on MySQL/MariaDB), so not even a bug or a hand-typed query in a service can rewrite
 * history. Dropping or truncating the table is DDL that no trigger sees: both need the DROP
 * privilege, which the application's account is not granted (./database-grants.ts).
 *
 * Secrets never reach the table: fields whose names look like a password, token, secret or
 * code are left out of what is recorded, whatever the call (see isSecretField).
 */

import { AUDIT_VALUE_MAX_LENGTH, type AuditChange, type AuditOutcome, type Role } from '@agency/contracts';
import type { Knex } from 'knex';
import { kindOf, type Migration, migrate } from './database';

export const AUDIT_TABLE = 'audit_log';
/** The message both databases answer an UPDATE or DELETE of an entry with. */
export const AUDIT_APPEND_ONLY = 'audit_log is append-only: entries cannot be changed or removed';

/** An entry as stored. */
export interface AuditRow {
  id: number;
  at: number;
  action: string;
  outcome: AuditOutcome;
  actor_id: number | null;
  actor_username: string | null;
  actor_role: string | null;
  ip: string;
  user_agent: string | null;
  target: string | null;
  /** JSON of AuditChange[]. */
  changes: string;
}

const TRIGGERS = [
  { name: 'audit_log_no_update', event: 'UPDATE' },
  { name: 'audit_log_no_delete', event: 'DELETE' },
] as const;

const auditTable: Migration = {
  name: '001_audit_log',
  async up(db) {
    await db.schema.createTable(AUDIT_TABLE, (t) => {
      t.increments('id').primary();
      t.bigInteger('at').notNullable().index('audit_log_at');
      t.string('action', 64).notNullable().index('audit_log_action');
      t.string('outcome', 16).notNullable();
      t.integer('actor_id').nullable();
      t.string('actor_username', 128).nullable().index('audit_log_actor');
      t.string('actor_role', 16).nullable();
      t.string('ip', 64).notNullable();
      t.string('user_agent', 256).nullable();
      t.string('target', 64).nullable().index('audit_log_target');
      t.text('changes').notNullable();
    });
    for (const trigger of TRIGGERS) {
      await db.raw(
        kindOf(db) === 'mysql'
          ? `CREATE TRIGGER ${trigger.name} BEFORE ${trigger.event} ON ${AUDIT_TABLE} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${AUDIT_APPEND_ONLY}'`
          : `CREATE TRIGGER ${trigger.name} BEFORE ${trigger.event} ON ${AUDIT_TABLE} BEGIN SELECT RAISE(ABORT, '${AUDIT_APPEND_ONLY}'); END`,
      );
    }
  },
  async down(db) {
    // Dropping the table drops its triggers too.
    await db.schema.dropTable(AUDIT_TABLE);
  },
};

export const auditMigrations: readonly Migration[] = [auditTable];

export async function migrateAuditLog(db: Knex): Promise<void> {
  await migrate(db, AUDIT_TABLE, auditMigrations);
}

/** Who acted: the signed-in account (from its verified token). */
export interface AuditActor {
  id: number;
  username: string;
  role: Role | string;
}

/** One entry to append. */
export interface AuditEntryInput {
  action: string;
  outcome: AuditOutcome;
  /** Unknown for a refused sign-in: only the client is recorded then. */
  actor: AuditActor | null;
  ip: string;
  userAgent: string | undefined;
  target: string | number | null | undefined;
  changes: readonly AuditChange[];
}

/**
 * A field whose value is never recorded: passwords, tokens, secrets, TOTP and recovery codes,
 * by whatever name a call gives them (`newPassword`, `refresh_token`, `totpCode`, `recoveryCodes`).
 */
export function isSecretField(name: string): boolean {
  return /password|passphrase|passwd|token|secret|code|totp|(^|[_-])otp|recovery|credential|authori[sz]ation|cookie/i.test(name);
}

/** A value as the log keeps it: text, cut at AUDIT_VALUE_MAX_LENGTH characters. */
export function auditText(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(withoutSecrets(value)) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > AUDIT_VALUE_MAX_LENGTH ? `${text.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…` : text;
}

/** A copy of a JSON-like value without its secret fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) if (!isSecretField(name)) kept[name] = withoutSecrets(inner);
  return kept;
}

/** The submitted fields of a request, secrets left out: what an entry says changed when nothing better is known. */
export function submittedChanges(body: unknown): AuditChange[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.entries(body)
    .filter(([name, value]) => !isSecretField(name) && isPlainData(value))
    .map(([field, value]) => ({ field, after: auditText(value) }));
}

/** JSON-like data (not a stream or an uploaded file's part). */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  if (Array.isArray(value)) return value.every(isPlainData);
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The fields whose values differ between two snapshots of a target (either may be missing: created, deleted). */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): AuditChange[] {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => !isSecretField(name));
  const changes: AuditChange[] = [];
  for (const field of names) {
    const was = before?.[field];
    const is = after?.[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push({
      field,
      ...(was === undefined ? {} : { before: auditText(was) }),
      ...(is === undefined ? {} : { after: auditText(is) }),
    });
  }
  return changes;
}

/** The most changes one entry keeps (a package has a few dozen fields). */
const MAX_CHANGES = 60;

/** Appends one entry. */
export async function appendAuditEntry(db: Knex, entry: AuditEntryInput, now: number): Promise<void> {
  await db(AUDIT_TABLE).insert({
    at: now,
    action: entry.action.slice(0, 64),
    outcome: entry.outcome,
    actor_id: entry.actor?.id ?? null,
    actor_username: entry.actor?.username ?? null,
    actor_role: entry.actor?.role ?? null,
    ip: entry.ip.slice(0, 64),
    user_agent: entry.userAgent ? entry.userAgent.slice(0, 256) : null,
    target: entry.target === null || entry.target === undefined ? null : String(entry.target).slice(0, 64),
    changes: JSON.stringify(entry.changes.slice(0, MAX_CHANGES)),
  });
}

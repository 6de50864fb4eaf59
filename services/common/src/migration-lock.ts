/**
 * One migration at a time per database, across processes: N instances that start together on
 * an empty MySQL database migrate once. Knex's own lock rows cannot do it alone: each migrator
 * first creates its bookkeeping tables, and two creating them at once fail with
 * ER_TABLE_EXISTS_ERROR. MySQL's named lock (GET_LOCK, held by one connection) serialises the
 * whole run; the second instance then finds every migration done. SQLite is one file on one
 * machine, written by one process at a time; there the run goes ahead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { kindOf } from './database-kind';

/** The databases whose lock the current async call chain holds: a nested run goes ahead (it would wait for itself). */
const held = new AsyncLocalStorage<ReadonlySet<Knex>>();

/** How long an instance waits for another's migration before giving up. */
export const MIGRATION_LOCK_TIMEOUT_SECONDS = 600;

interface RawConnection {
  query(sql: string, values: unknown[], callback: (error: Error | null, rows: Array<Record<string, unknown>>) => void): void;
}

function query(connection: RawConnection, sql: string, values: unknown[]): Promise<Array<Record<string, unknown>>> {
  return new Promise((resolve, reject) => connection.query(sql, values, (error, rows) => (error ? reject(error) : resolve(rows))));
}

export async function withMigrationLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  if (kindOf(db) !== 'mysql' || held.getStore()?.has(db)) return work();
  const connection = (await db.client.acquireConnection()) as RawConnection;
  try {
    const [{ name }] = await query(connection, 'SELECT DATABASE() AS name', []);
    // Lock names are server-wide: one per database, at most 64 characters.
    const lock = `agency_migrate:${String(name)}`.slice(0, 64);
    const [{ got }] = await query(connection, 'SELECT GET_LOCK(?, ?) AS got', [lock, MIGRATION_LOCK_TIMEOUT_SECONDS]);
    if (Number(got) !== 1)
      throw new Error(`Another instance has been migrating ${String(name)} for ${MIGRATION_LOCK_TIMEOUT_SECONDS} s: giving up`);
    try {
      return await held.run(new Set([...(held.getStore() ?? []), db]), work);
    } finally {
      await query(connection, 'SELECT RELEASE_LOCK(?)', [lock]).catch(() => undefined);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

/**
 * knex over MySQL (mysql2) or SQLite (better-sqlite3), picked by DATABASE_URL:
 * `mysql://user:pass@host:port/db` or `sqlite:path/to/file` (`sqlite::memory:` for tests).
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { type DatabaseKind, databaseKind, kindOf } from './database-kind';
import { withMigrationLock } from './migration-lock';
import { CachingSqliteClient } from './sqlite-client';

// Where a caller needs only the kind, it imports database-kind.ts; these stay for the others.
export { type DatabaseKind, databaseKind, kindOf };

export function createDatabase(url: string, options: { pool?: number } = {}): Knex {
  if (databaseKind(url) === 'mysql') {
    return knex({
      client: 'mysql2',
      connection: { uri: url.replace(/^mariadb:/, 'mysql:'), charset: 'utf8mb4', dateStrings: true, supportBigNumbers: true },
      pool: { min: 0, max: options.pool ?? 10 },
    } as Knex.Config);
  }
  const filename = url.slice('sqlite:'.length);
  if (filename !== ':memory:') createPrivateFile(filename);
  return knex({
    client: CachingSqliteClient as unknown as typeof Knex.Client,
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1, // one writer: SQLite serialises writes anyway, and one connection keeps :memory: whole
      afterCreate(conn: { pragma(sql: string): unknown }, done: (err: Error | null, conn: unknown) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('synchronous = NORMAL');
        done(null, conn);
      },
    },
  });
}

/**
 * The database file holds password hashes and every customer's contact details: only the
 * service's own user may read it (0600, like the JWT secret). SQLite gives its -wal and -shm
 * files the mode of the database file.
 */
function createPrivateFile(filename: string): void {
  mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  closeSync(openSync(filename, 'a', 0o600));
  chmodSync(filename, 0o600);
}

/** A migration kept in code (no files read at run time, so tsx, jest and builds agree). */
export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/**
 * Runs one service's migrations with its own bookkeeping table. With none pending (an
 * instance's start after db:migrate) it takes no lock: knex takes its lock row even for an
 * empty batch, and of two instances starting together on MySQL the second then stopped with
 * "MigrationLocked: Migration table is already locked". With some pending (a store's tables
 * on a new database, which instances create at start), one instance at a time runs them under
 * the database's migration lock: two creating knex's bookkeeping table at once failed with
 * ER_TABLE_EXISTS_ERROR.
 */
export async function migrate(db: Knex, service: string, migrations: readonly Migration[]): Promise<void> {
  if ((await pendingMigrationNames(db, service, migrations)).length === 0) return;
  await withMigrationLock(db, () => db.migrate.latest(migratorConfig(db, service, migrations)));
}

export async function rollbackAll(db: Knex, service: string, migrations: readonly Migration[]): Promise<void> {
  await db.migrate.rollback(migratorConfig(db, service, migrations), true);
}

/** The names of `migrations` not yet run on `db` (read only: no table is created). */
export async function pendingMigrationNames(db: Knex, service: string, migrations: readonly Migration[]): Promise<string[]> {
  const table = migrationTable(service);
  const done = (await db.schema.hasTable(table))
    ? new Set((await db(table).select('name')).map((row: { name: string }) => row.name))
    : new Set();
  return migrations.filter((migration) => !done.has(migration.name)).map((migration) => migration.name);
}

function migrationTable(service: string): string {
  return `knex_migrations_${service}`;
}

function migratorConfig(db: Knex, service: string, migrations: readonly Migration[]): Knex.MigratorConfig {
  return {
    tableName: migrationTable(service),
    // MySQL commits implicitly at every CREATE/ALTER, so a migration's transaction there only
    // pretends (and knex logs a warning for each one); SQLite's DDL is transactional, so it keeps them.
    disableTransactions: db.client.config.client === 'mysql2',
    migrationSource: {
      getMigrations: async () => [...migrations],
      getMigrationName: (m: Migration) => m.name,
      getMigration: async (m: Migration) => ({ up: m.up, down: m.down }),
    },
  };
}

/** Inserts one row and returns its id (no `returning()`: MySQL has none). */
export async function insertOne(db: Knex | Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await db(table).insert(row);
  return Number(id);
}

/**
 * Migrated databases for tests without running the migrations in every test file. Running
 * every service's migrations on MySQL is a few hundred DDL statements, each a file and an fsync
 * for InnoDB: 15 to 20 s for the four services on the 2-core machine, paid by every test file
 * that made a MySQL database. Instead, the first test file that needs a given set of services
 * migrates a template of it once per jest run (the same migrations, `prepareDatabase` without
 * seed), and every database after that is a copy: on MySQL each table is created from the
 * template's `SHOW CREATE TABLE` (foreign keys and indexes included) and its rows copied, then
 * the triggers; on SQLite the template's image is opened as a new in-memory database. A table
 * with FULLTEXT indexes is created without them, filled, then given each one as the migration
 * gave it (`CREATE FULLTEXT INDEX`, in the template's order): InnoDB then adds its hidden
 * FTS_DOC_ID column and builds each index from the rows already there, as on a migrated database.
 *
 * A template is keyed by the services' names and migration names, and lives for one run (its
 * name carries the run's id, `AGENCY_TEST_RUN_ID`, set by the jest global set-up; the global
 * tear-down drops them), so a changed migration is always migrated again. Without a run id
 * (a test file run outside jest's set-up) databases are migrated directly, as before.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, createDatabase, prepareDatabase, type ServiceModule } from '@agency/service-common';
import knex, { type Knex } from 'knex';

/** Set by the jest global set-up: one id per run, in the templates' names. */
export const TEST_RUN_ENV = 'AGENCY_TEST_RUN_ID';

/** The prefix of every template database on the MySQL server (the global tear-down drops the run's). */
export const MYSQL_TEMPLATE_PREFIX = 'agency_tmpl_';

/** A table in each MySQL template saying it is complete (a builder that died leaves none); never copied. */
const READY_TABLE = 'agency_template_ready';

/** Parallel connections a MySQL copy creates its tables over: DDL mostly waits on the disk. */
const COPY_LANES = 4;

export function testRunId(): string | undefined {
  return process.env[TEST_RUN_ENV] || undefined;
}

/**
 * The folder of a run's stores' disk caches, one sub-folder per jest worker (the global
 * tear-down removes it). Named by process alone, they were left behind, one per worker per run.
 */
export function storeCacheRoot(runId: string): string {
  return path.join(os.tmpdir(), `agency-test-store-cache-${runId}`);
}

/** The folder of a run's SQLite template images (the global tear-down removes it). */
export function sqliteTemplateDir(runId: string): string {
  return path.join(os.tmpdir(), `agency-test-templates-${runId}`);
}

/** Same services, same migrations, same key: a template is reused only for what made it. */
function templateKey(services: readonly ServiceModule[]): string {
  const names = services.map((service) => [service.name, service.migrations.map((migration) => migration.name)]);
  return createHash('sha256').update(JSON.stringify(names)).digest('hex').slice(0, 12);
}

async function migrateInto(db: Knex, services: readonly ServiceModule[], config: Config): Promise<void> {
  for (const service of services) await prepareDatabase(service, db, config, { seed: false });
}

/**
 * A new in-memory SQLite database holding `services`' migrations. The image of the template is
 * written to a file once per run and read by every worker (two workers may both build it: the
 * rename makes either image whole).
 */
export async function migratedSqlite(services: readonly ServiceModule[], config: Config): Promise<Knex> {
  const runId = testRunId();
  if (!runId) {
    const db = createDatabase('sqlite::memory:');
    await migrateInto(db, services, config);
    return db;
  }
  const dir = sqliteTemplateDir(runId);
  const file = path.join(dir, `${templateKey(services)}.sqlite`);
  let image: Buffer;
  try {
    image = readFileSync(file);
  } catch {
    image = await sqliteImage(services, config);
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, image);
    renameSync(partial, file);
  }
  const db = createDatabase('sqlite::memory:');
  // The connection is opened on the first query: from the image instead of an empty database
  // (better-sqlite3 opens a Buffer as an in-memory copy; the pool's one connection keeps it).
  (db.client as { connectionSettings: { filename: string | Buffer } }).connectionSettings.filename = image;
  return db;
}

async function sqliteImage(services: readonly ServiceModule[], config: Config): Promise<Buffer> {
  const db = createDatabase('sqlite::memory:');
  try {
    await migrateInto(db, services, config);
    const connection = (await db.client.acquireConnection()) as { serialize(): Buffer };
    try {
      return connection.serialize();
    } finally {
      await db.client.releaseConnection(connection);
    }
  } finally {
    await db.destroy();
  }
}

/**
 * Fills the new, empty MySQL database `target` (on the server `serverUrl` names) with
 * `services`' migrated schema, copied from the run's template (built first when missing, by one
 * worker at a time: a named lock on the server).
 */
export async function fillMysqlFromTemplate(
  serverUrl: string,
  target: string,
  services: readonly ServiceModule[],
  config: Config,
): Promise<void> {
  const runId = testRunId();
  const targetUrl = databaseUrl(serverUrl, target);
  if (!runId) {
    const db = createDatabase(targetUrl);
    try {
      await migrateInto(db, services, config);
    } finally {
      await db.destroy();
    }
    return;
  }
  const template = `${MYSQL_TEMPLATE_PREFIX}${runId}_${templateKey(services)}`;
  await ensureMysqlTemplate(serverUrl, template, services, config);
  await copyMysqlDatabase(serverUrl, template, target);
}

function databaseUrl(serverUrl: string, database: string): string {
  return `${serverUrl.replace(/\/[^/]*$/, '')}/${database}`;
}

async function ensureMysqlTemplate(serverUrl: string, template: string, services: readonly ServiceModule[], config: Config): Promise<void> {
  const admin = createDatabase(serverUrl, { pool: 1 });
  try {
    // A transaction keeps one connection for the whole build: the named lock belongs to it.
    await admin.transaction(async (connection) => {
      await connection.raw('SELECT GET_LOCK(?, 600)', [template]);
      try {
        if (await isReady(connection, template)) return;
        await connection.raw(`DROP DATABASE IF EXISTS \`${template}\``);
        await connection.raw(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        const db = createDatabase(databaseUrl(serverUrl, template));
        try {
          await migrateInto(db, services, config);
          await db.schema.createTable(READY_TABLE, (table) => table.boolean('ready'));
        } finally {
          await db.destroy();
        }
      } finally {
        await connection.raw('SELECT RELEASE_LOCK(?)', [template]);
      }
    });
  } finally {
    await admin.destroy();
  }
}

async function isReady(connection: Knex, template: string): Promise<boolean> {
  const [rows] = await connection.raw('SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?', [
    template,
    READY_TABLE,
  ]);
  return rows.length > 0;
}

interface ColumnRow {
  table: string;
  column: string;
  generated: string;
}

interface FullTextIndex {
  name: string;
  /** The column list as `SHOW CREATE TABLE` quotes it. */
  columns: string;
}

/**
 * `SHOW CREATE TABLE`'s statement without its FULLTEXT keys, and those keys: the copy creates
 * the table and its rows first and the FULLTEXT indexes after, as the migrations do, so the
 * copy's full-text state (the hidden FTS_DOC_ID, each index's auxiliary tables and its
 * document ids) is made the way a migrated database's is, not by another path of InnoDB.
 */
export function withoutFullText(createTable: string): { table: string; fullText: FullTextIndex[] } {
  const fullText: FullTextIndex[] = [];
  const lines = createTable.split('\n').filter((line) => {
    const key = /^\s*FULLTEXT KEY `([^`]+)` \((.+)\),?$/.exec(line);
    if (key) fullText.push({ name: key[1], columns: key[2] });
    return !key;
  });
  // The line before the table's closing one must not end with a comma once a last key is gone.
  const close = lines.findIndex((line) => line.startsWith(')'));
  if (fullText.length > 0 && close > 0) lines[close - 1] = lines[close - 1].replace(/,$/, '');
  return { table: lines.join('\n'), fullText };
}

/** Tables (their definition and rows), then triggers, so the copy's rows never fire them. */
async function copyMysqlDatabase(serverUrl: string, template: string, target: string): Promise<void> {
  const db = knex({
    client: 'mysql2',
    connection: { uri: databaseUrl(serverUrl, target), charset: 'utf8mb4' },
    pool: {
      min: 0,
      max: COPY_LANES,
      // Tables are created in any order, so a foreign key may name one not there yet.
      afterCreate(
        connection: { query(sql: string, done: (error: Error | null) => void): void },
        done: (error: Error | null, c: unknown) => void,
      ) {
        connection.query('SET FOREIGN_KEY_CHECKS = 0', (error) => done(error, connection));
      },
    },
  } as Knex.Config);
  try {
    const [tables] = await db.raw('SELECT TABLE_NAME AS name, TABLE_TYPE AS type FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [
      template,
    ]);
    const views = (tables as Array<{ name: string; type: string }>).filter((table) => table.type !== 'BASE TABLE');
    if (views.length > 0)
      throw new Error(`test database templates copy tables and triggers only, not ${views.map((view) => view.name).join(', ')}`);
    const [columns] = await db.raw(
      'SELECT TABLE_NAME AS `table`, COLUMN_NAME AS `column`, EXTRA AS generated FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? ORDER BY ORDINAL_POSITION',
      [template],
    );
    const names = (tables as Array<{ name: string }>).map((table) => table.name).filter((name) => name !== READY_TABLE);
    const queue = [...names];
    const lane = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const [[definition]] = await db.raw(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
        const { table, fullText } = withoutFullText(definition['Create Table']);
        await db.raw(table);
        const stored = (columns as ColumnRow[])
          .filter((column) => column.table === name && !/GENERATED/i.test(column.generated))
          .map((column) => `\`${column.column}\``)
          .join(', ');
        await db.raw(`INSERT INTO \`${name}\` (${stored}) SELECT ${stored} FROM \`${template}\`.\`${name}\``);
        // One at a time, as the migration adds them: InnoDB builds one FULLTEXT index per statement.
        for (const index of fullText) await db.raw(`CREATE FULLTEXT INDEX \`${index.name}\` ON \`${name}\` (${index.columns})`);
      }
    };
    await Promise.all(Array.from({ length: COPY_LANES }, lane));
    const [triggers] = await db.raw('SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?', [template]);
    for (const { name } of triggers as Array<{ name: string }>) {
      const [[trigger]] = await db.raw(`SHOW CREATE TRIGGER \`${template}\`.\`${name}\``);
      await db.raw(trigger['SQL Original Statement']);
    }
  } finally {
    await db.destroy();
  }
}

/** The global tear-down's half: the run's MySQL templates and SQLite images, and its stores' disk caches. */
export async function dropTemplates(serverUrl: string | undefined, runId: string): Promise<void> {
  rmSync(sqliteTemplateDir(runId), { recursive: true, force: true });
  rmSync(storeCacheRoot(runId), { recursive: true, force: true });
  if (!serverUrl) return;
  const admin = createDatabase(serverUrl, { pool: 1 });
  try {
    const [rows] = await admin.raw('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?', [
      `${MYSQL_TEMPLATE_PREFIX}${runId}\\_%`,
    ]);
    for (const { name } of rows as Array<{ name: string }>) await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await admin.destroy();
  }
}

/**
 * Test helpers: every service test runs against SQLite and, when a MySQL/MariaDB is
 * reachable (DATABASE_URL or 127.0.0.1:3306), against MySQL too, each run in a database
 * of its own that is dropped afterwards. A database that a test wants migrated is a copy of
 * the run's migrated template (./database-templates.ts), not migrated again.
 */

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@agency/contracts';
import {
  type Config,
  createDatabase,
  createServer,
  type DatabaseKind,
  loadConfig,
  type ServiceModule,
  servicePlugin,
} from '@agency/service-common';
import { staffSessions } from '@agency/service-common/sessions';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Knex } from 'knex';
import { fillMysqlFromTemplate, migratedSqlite, storeCacheRoot, testRunId } from './database-templates';

/** Set by @agency/test-kit's jest global set-up after probing for a MySQL server (TEST_MYSQL_URL). */
export const TEST_MYSQL_ENV = 'AGENCY_TEST_MYSQL_URL';

export function testDatabaseKinds(): DatabaseKind[] {
  return process.env[TEST_MYSQL_ENV] ? ['sqlite', 'mysql'] : ['sqlite'];
}

export interface TestDatabase {
  db: Knex;
  kind: DatabaseKind;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database of `kind`, empty, or with `migratedFor` services' migrations already run (as
 * `prepareDatabase` without seed runs them, in that order): `prepareDatabase` on it then only
 * seeds. Tests of the migrations themselves ask for an empty one.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migratedFor?: readonly ServiceModule[] } = {},
): Promise<TestDatabase> {
  const migratedFor = options.migratedFor ?? [];
  if (kind === 'sqlite') {
    const db = migratedFor.length > 0 ? await migratedSqlite(migratedFor, testConfig()) : createDatabase('sqlite::memory:');
    return { db, kind, url: 'sqlite::memory:', drop: () => db.destroy() };
  }
  const server = process.env[TEST_MYSQL_ENV];
  if (!server) throw new Error('no MySQL server for tests');
  const name = `agency_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = createDatabase(server, { pool: 1 });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  if (migratedFor.length > 0) await fillMysqlFromTemplate(server, name, migratedFor, testConfig());
  const url = `${server.replace(/\/[^/]*$/, '')}/${name}`;
  const db = createDatabase(url);
  return {
    db,
    kind,
    url,
    async drop() {
      await db.destroy();
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.destroy();
    },
  };
}

/** This worker's stores' disk cache: inside the run's folder when jest's global set-up named the run. */
function storeCacheDir(): string {
  const runId = testRunId();
  return runId ? path.join(storeCacheRoot(runId), String(process.pid)) : path.join(os.tmpdir(), `agency-test-store-cache-${process.pid}`);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      ADMIN_PASSWORD: 'admin12345',
      PAYMENT_SANDBOX: 'on',
      // The stores' disk caches of a test run stay out of the checkout's data folder.
      STORE_CACHE_DIR: storeCacheDir(),
    }),
    ...overrides,
  };
}

export interface TestService {
  app: FastifyInstance;
  db: Knex;
  config: Config;
  close(): Promise<void>;
}

/**
 * A service on a fresh database, migrated (and seeded unless `seed: false`), ready for `inject`.
 * `migratedWith` names the other services whose tables the test prepares in the same database
 * afterwards (`prepareDatabase`), so that the copy of the template holds theirs too.
 */
export async function buildTestService(
  service: ServiceModule,
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    logger?: FastifyServerOptions['logger'];
    migratedWith?: readonly ServiceModule[];
  } = {},
): Promise<TestService> {
  const database = await createTestDatabase(kind, { migratedFor: [service, ...(options.migratedWith ?? [])] });
  const config = testConfig(options.config);
  // The copy already holds what prepareDatabase migrates (the template was made by it, without
  // seed); running it again would only check that, 0.2 to 1 s a database: what is left is the seed.
  if (options.seed ?? true) await service.seed(database.db, config);
  const app = createServer({ logger: options.logger ?? false });
  await app.register(servicePlugin(service), { db: database.db, config });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Opens a live staff session in `db`, as sign-in does, for tests that sign their own tokens
 * (any account id and role, without creating the account): put the answer in the token's `sid`.
 */
export async function openTestSession(db: Knex, account: { sub: number; role: Role }, lifetimeSeconds = 3600): Promise<string> {
  return staffSessions(db).open({ id: account.sub, role: account.role }, lifetimeSeconds);
}

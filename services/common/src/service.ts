/**
 * A service is a Fastify plugin plus its migrations and seed. The gateway registers the
 * four of them in one process (embedded default) or each runs alone (`src/server.ts`).
 */

import type { ServiceName } from '@agency/contracts';
import { healthCalls } from '@agency/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Knex } from 'knex';
import { auditLog, decorateAuditNotes } from './audit-hooks';
import { AUDIT_TABLE, auditMigrations, migrateAuditLog } from './audit-log';
import { registerJwt } from './auth-guard';
import type { Config } from './config';
import { kindOf, type Migration, migrate, pendingMigrationNames } from './database';
import { installErrorHandler } from './errors';
import { withMigrationLock } from './migration-lock';
import { registerCall } from './routes';
import { migrateSessions, SESSION_MIGRATIONS, staffSessions } from './staff-sessions';

export interface ServiceOptions {
  db: Knex;
  config: Config;
}

export interface ServiceModule {
  name: ServiceName;
  migrations: readonly Migration[];
  /** Fills an empty database deterministically; does nothing when data is there. */
  seed(db: Knex, config: Config): Promise<void>;
  /** The service's routes (encapsulated: its decorators stay inside it). */
  routes: FastifyPluginAsync<ServiceOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
    config: Config;
  }
}

/**
 * What an encapsulated context needs before registerCall can serve contracts in it: the
 * database and configuration, the sign-in sessions the guard checks, the audit log, the JSON
 * error answers and the JWT verifier. Services get it from servicePlugin; the gateway's own
 * calls (the releases) from this directly.
 */
export async function prepareCallHost(app: FastifyInstance, options: ServiceOptions): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  app.decorate('staffSessions', staffSessions(options.db));
  app.decorate('audit', auditLog(options.db));
  decorateAuditNotes(app);
  installErrorHandler(app);
  await registerJwt(app, options.config.jwtSecret, options.config.jwtExpiresIn);
}

/** The plugin the gateway or a standalone server registers for one service. */
export function servicePlugin(service: ServiceModule): FastifyPluginAsync<ServiceOptions> {
  return async function plugin(app: FastifyInstance, options: ServiceOptions) {
    await prepareCallHost(app, options);
    registerCall(app, healthCalls[service.name], async (_request, reply) => {
      try {
        await options.db.raw('select 1');
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Database unreachable' });
      }
      return { service: service.name, status: 'ok' as const, database: kindOf(options.db) };
    });
    await app.register(service.routes, options);
  };
}

/** The migrations a service's database lacks, its share of the common tables' included. */
export async function pendingMigrations(service: ServiceModule, db: Knex): Promise<string[]> {
  const sets: Array<[string, readonly Migration[]]> = [
    ['staff_sessions', SESSION_MIGRATIONS],
    [AUDIT_TABLE, auditMigrations],
    [service.name, service.migrations],
  ];
  return (await Promise.all(sets.map(([name, migrations]) => pendingMigrationNames(db, name, migrations)))).flat();
}

/**
 * Brings `db` to the version these services expect, once across instances (migration-lock.ts),
 * and creates the bootstrap administrator when there is none: what `npm run db:migrate` does,
 * and all a production database receives. The demo data is `seedDemoData`'s.
 */
export async function migrateServices(
  services: readonly ServiceModule[],
  db: Knex,
  config: Config,
  bootstrap: (db: Knex, config: Config) => Promise<void>,
): Promise<void> {
  await withMigrationLock(db, async () => {
    for (const service of services) await prepareDatabase(service, db, config, { seed: false });
    await bootstrap(db, config);
  });
}

/** The demo catalogue, enquiries and inventory (`npm run db:seed`, `npm start` in development); never a production boot. */
export async function seedDemoData(services: readonly ServiceModule[], db: Knex, config: Config): Promise<void> {
  await withMigrationLock(db, async () => {
    for (const service of services) await service.seed(db, config);
  });
}

export async function prepareDatabase(service: ServiceModule, db: Knex, config: Config, options: { seed?: boolean } = {}): Promise<void> {
  await migrateSessions(db);
  await migrateAuditLog(db);
  await migrate(db, service.name, service.migrations);
  if (options.seed ?? true) await service.seed(db, config);
}

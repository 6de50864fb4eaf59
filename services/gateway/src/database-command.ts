/**
 * `npm run db:migrate` / `npm run db:seed`, and their compiled form for a production machine
 * without dev tools: `node dist/server/services/gateway/src/database-command.js migrate|seed`.
 * migrate: every service's migrations (once across instances started together) and the
 * bootstrap administrator when there is none. seed: the demo catalogue, enquiries and retreat
 * rooms, added on request only (a production start never seeds).
 */
import { loadConfig, reportStartFailure, StartError } from '@agency/service-common/config';

export async function runDatabaseCommand(command: string | undefined): Promise<string> {
  if (command !== 'migrate' && command !== 'seed') throw new StartError('usage: database-command migrate|seed');
  const config = loadConfig();
  // Loaded once the configuration passed, as main.ts does.
  const { bootstrapAdministrator } = require('@agency/auth') as typeof import('@agency/auth');
  const { createDatabase, migrateServices, seedDemoData } = require('@agency/service-common') as typeof import('@agency/service-common');
  const { services } = require('./services') as typeof import('./services');
  const db = createDatabase(config.databaseUrl);
  const started = Date.now();
  try {
    if (command === 'migrate') {
      await migrateServices(services, db, config, bootstrapAdministrator);
      return `The database is migrated (${Date.now() - started} ms).`;
    }
    await seedDemoData(services, db, config);
    return `Demo data is in the database (${Date.now() - started} ms).`;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  runDatabaseCommand(process.argv[2]).then((line) => console.log(line), reportStartFailure);
}

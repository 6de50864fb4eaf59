/**
 * `npm run db:migrate`: brings the database to this version (every service's migrations, once
 * across instances started together) and creates the bootstrap administrator when there is
 * none. `npm run db:seed`: adds the demo catalogue, enquiries and retreat rooms to an empty
 * database (what `npm start` does in development); a production database never gets them at
 * start, only by this explicit command.
 */

import { bootstrapAdministrator } from '@agency/auth';
import { services } from '@agency/gateway/services';
import { createDatabase, loadConfig, migrateServices, reportStartFailure, seedDemoData } from '@agency/service-common';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('usage: tsx scripts/db.ts migrate|seed');
  const config = loadConfig();
  const db = createDatabase(config.databaseUrl);
  const started = Date.now();
  try {
    if (command === 'migrate') {
      await migrateServices(services, db, config, bootstrapAdministrator);
      console.log(`The database is migrated (${Date.now() - started} ms).`);
    } else {
      await seedDemoData(services, db, config);
      console.log(`Demo data is in the database (${Date.now() - started} ms).`);
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch(reportStartFailure);

/**
 * Child process: the real gateway with the four services embedded, over the database in
 * DATABASE_URL (already migrated and seeded by the parent), configured as in production
 * (NODE_ENV=production, read cache on, warnings-only logging) on a random 127.0.0.1 port.
 */

import { buildGateway } from '@agency/gateway';
import { createDatabase, loadConfig } from '@agency/service-common';
import { announceListening } from './processes';

async function main(): Promise<void> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const db = createDatabase(config.databaseUrl);
  const app = await buildGateway({ config, mode: { kind: 'embedded', db } });
  app.addHook('onClose', () => db.destroy());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announceListening(url, () => app.close());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

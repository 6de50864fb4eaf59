/**
 * Child process: the leads service alone (as in split mode), over the database in
 * DATABASE_URL (already migrated by the parent), with its enquiry rate limit as the
 * environment sets it, warnings-only logging, on a random 127.0.0.1 port.
 */
import { createDatabase, createServer, loadConfig, servicePlugin } from '../../services/common/src';
import { leadsService } from '../../services/leads/src';
import { announceListening } from './processes';

async function main(): Promise<void> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const db = createDatabase(config.databaseUrl);
  const app = createServer({ logger: { level: 'warn' } });
  await app.register(servicePlugin(leadsService), { db, config });
  app.addHook('onClose', () => db.destroy());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announceListening(url, () => app.close());
}

// Only when run as the child: a runner that loads every scripts/bench/leads*.ts must not start a server.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

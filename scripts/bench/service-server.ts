/**
 * Child process: one service alone (as in split mode), named by BENCH_SERVICE, over the
 * database in DATABASE_URL (already prepared by the parent), configured by the environment
 * the parent gives it (the payment sandbox, the enquiry limits…), warnings-only logging, on
 * a random 127.0.0.1 port.
 */

import { services } from '@agency/gateway/services';
import { createDatabase, createServer, loadConfig, serverOptionsFrom, servicePlugin } from '@agency/service-common';
import { announceListening } from './processes';

/** The environment variable that names the service this child runs. */
export const BENCH_SERVICE_ENV = 'BENCH_SERVICE';

async function main(): Promise<void> {
  const name = process.env[BENCH_SERVICE_ENV];
  const service = services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`${BENCH_SERVICE_ENV} must name one of ${services.map((s) => s.name).join(', ')} (got ${name})`);
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
  const db = createDatabase(config.databaseUrl);
  // Its TRUST_PROXY as a standalone service reads it: the bench's clients name their address.
  const app = createServer({ ...serverOptionsFrom(config), logger: { level: 'warn' } });
  await app.register(servicePlugin(service), { db, config });
  app.addHook('onClose', () => db.destroy());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  announceListening(url, () => app.close());
}

// Only when run as the child: a runner that loads every scripts/bench/*.ts must not start a server.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

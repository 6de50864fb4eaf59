/** Runs one service alone on its own port (split mode). */
import { loadConfig } from './config';
import { createDatabase } from './database';
import { createServer } from './server';
import { prepareDatabase, servicePlugin, type ServiceModule } from './service';

export async function runStandalone(service: ServiceModule, defaultPort: number): Promise<void> {
  const config = loadConfig();
  const port = Number(process.env[`${service.name.toUpperCase()}_PORT`] ?? defaultPort);
  const db = createDatabase(config.databaseUrl);
  await prepareDatabase(service, db, config);
  // Behind the gateway on this machine: its X-Forwarded-For names the real client.
  const app = createServer({ trustProxy: process.env.TRUST_PROXY ?? 'loopback' });
  await app.register(servicePlugin(service), { db, config });
  app.addHook('onClose', () => db.destroy());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  await app.listen({ port, host: config.host });
}

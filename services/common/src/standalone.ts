/**
 * Runs one service alone on its own port (split mode). It only serves: `npm run db:migrate`
 * (or `npm run start:split`) prepares the database first; /readyz says when it has not.
 */
import { type Config, loadConfig, reportStartFailure } from './config';
import { createDatabase } from './database';
import { closeOnSignals, createOperatedServer, databaseChecks } from './lifecycle';
import { trackPool } from './metrics';
import { type ServiceModule, servicePlugin } from './service';

/** `service`, or how to make it from the configuration (a service that calls the others at config.split.urls). */
export function runStandalone(service: ServiceModule | ((config: Config) => ServiceModule)): Promise<void> {
  return serveAlone(service).catch(reportStartFailure);
}

async function serveAlone(service: ServiceModule | ((config: Config) => ServiceModule)): Promise<void> {
  const config = loadConfig();
  if (typeof service === 'function') service = service(config);
  const port = config.split.ports[service.name];
  const db = createDatabase(config.databaseUrl);
  trackPool(service.name, db);
  // Behind the gateway on this machine: its X-Forwarded-For names the real client.
  const app = await createOperatedServer(config, { checks: databaseChecks(db, [service]), trustProxyByDefault: 'loopback' });
  await app.register(servicePlugin(service), { db, config });
  app.addHook('onClose', () => db.destroy());
  closeOnSignals(app, app.probes, config);
  await app.listen({ port, host: config.host });
}

/**
 * Starts the gateway. Embedded (default): migrates and seeds the database, then serves the
 * four services in this process. `--split`: proxies each /api prefix to a separate service
 * process on its own port (see services.ts splitPorts; `<SERVICE>_URL` overrides).
 */
import { createDatabase, loadConfig, prepareDatabase } from '@agency/service-common';
import type { ServiceName } from '@agency/contracts';
import { buildGateway, type GatewayMode } from './app';
import { services, splitPorts } from './services';

export async function startGateway(options: { split?: boolean } = {}) {
  const config = loadConfig();
  let mode: GatewayMode;
  if (options.split) {
    const upstreams = Object.fromEntries(
      services.map((s) => [s.name, process.env[`${s.name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${splitPorts[s.name]}`]),
    ) as Record<ServiceName, string>;
    // The services own their connections; the gateway keeps a small one for the release rows.
    mode = { kind: 'split', upstreams, db: createDatabase(config.databaseUrl, { pool: 2 }) };
  } else {
    const db = createDatabase(config.databaseUrl);
    for (const service of services) await prepareDatabase(service, db, config);
    mode = { kind: 'embedded', db };
  }
  const app = await buildGateway({ config, mode });
  const db = mode.db;
  app.addHook('onClose', () => db.destroy());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.port, host: config.host });
  return { app, config };
}

if (require.main === module) {
  void startGateway({ split: process.argv.includes('--split') }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

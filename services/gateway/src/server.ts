/**
 * Starts the gateway. Embedded (default): migrates and seeds the database, then serves the
 * four services in this process. `--split`: proxies each /api prefix to a separate service
 * process on its own port (config.split: `<SERVICE>_URL` overrides).
 */
import { closeOnSignals, createDatabase, trackPool, ConfigError, loadConfig, prepareDatabase, reportStartFailure, type Config } from '@agency/service-common';
import { adminPasswordProblem } from '@agency/auth';
import { buildGateway, type GatewayMode } from './app';
import { services } from './services';

/** `config` defaults to the environment's (npm start passes the one it loaded with its development defaults). */
export async function startGateway(options: { split?: boolean; config?: Config } = {}) {
  const config = options.config ?? loadConfig();
  const passwordProblem = adminPasswordProblem(config);
  if (passwordProblem) throw new ConfigError([passwordProblem]);
  let mode: GatewayMode;
  if (options.split) {
    mode = { kind: 'split', upstreams: config.split.urls };
  } else {
    const db = createDatabase(config.databaseUrl);
    trackPool('main', db);
    for (const service of services) await prepareDatabase(service, db, config);
    mode = { kind: 'embedded', db };
  }
  const app = await buildGateway({ config, mode });
  if (mode.kind === 'embedded') {
    const db = mode.db;
    app.addHook('onClose', () => db.destroy());
  }
  closeOnSignals(app, app.probes, config);
  await app.listen({ port: config.port, host: config.host });
  return { app, config };
}

if (require.main === module) {
  void startGateway({ split: process.argv.includes('--split') }).catch(reportStartFailure);
}

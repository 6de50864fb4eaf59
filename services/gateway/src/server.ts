/**
 * Starts the gateway, and only that: the database is migrated beforehand (`npm run db:migrate`,
 * or `npm start` in development), the shell and the remotes built (`npm run build`); in
 * production a missing build stops the start with a message saying so. Embedded (default):
 * serves the four services in this process. `--split`: proxies each /api prefix to a separate service
 * process on its own port (config.split: `<SERVICE>_URL` overrides).
 */

import { adminPasswordProblem } from '@agency/auth';
import { ReleaseLedger } from '@agency/registry/releases';
import {
  type Config,
  ConfigError,
  closeOnSignals,
  createDatabase,
  loadConfig,
  reportStartFailure,
  StartError,
  trackPool,
} from '@agency/service-common';
import type { Knex } from 'knex';
import { buildGateway, type GatewayMode } from './app';
import { SHELL_DIST_DIR } from './frontend';
import { frontendChecks } from './readiness';
import { warmUp } from './warm-up';

/** `config` defaults to the environment's (npm start passes the one it loaded with its development defaults). */
export async function startGateway(options: { split?: boolean; config?: Config } = {}) {
  const config = options.config ?? loadConfig();
  const passwordProblem = adminPasswordProblem(config);
  if (passwordProblem) throw new ConfigError([passwordProblem]);
  let mode: GatewayMode;
  if (options.split) {
    // The services own their connections; the gateway keeps a small one for the release rows.
    mode = { kind: 'split', upstreams: config.split.urls, db: createDatabase(config.databaseUrl, { pool: 2 }) };
  } else {
    const db = createDatabase(config.databaseUrl);
    trackPool('main', db);
    mode = { kind: 'embedded', db };
  }
  if (config.production) await refuseWithoutBuild(config, mode.db);
  const app = await buildGateway({ config, mode });
  const db = mode.db;
  app.addHook('onClose', () => db.destroy());
  closeOnSignals(app, app.probes, config);
  await app.ready();
  // The warm-up runs once the instance listens (its /livez answers), and /readyz answers 503
  // until it has finished: no load balancer sends a visitor to a cold instance meanwhile.
  let warmedUp = false;
  app.probes.addCheck({
    name: 'warm-up',
    check: async () => {
      if (!warmedUp) throw new Error('warming up: the first pages of each public remote are rendering');
    },
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { pages: await warmUp(app, app.releases.feed) },
    'warmed up: the first page of each public remote, and the pages it names, rendered once',
  );
  warmedUp = true;
  return { app, config };
}

/** Production serves what was built: without it, say so and stop, rather than serve a broken site. */
async function refuseWithoutBuild(config: Config, db: Knex): Promise<void> {
  const problems: string[] = [];
  // The release rows (with a deploy folder's registry file imported, as the gateway does at start).
  const ledger = new ReleaseLedger(db);
  await ledger.prepare(config.deployDir);
  for (const { name, check } of frontendChecks(SHELL_DIST_DIR, () => ledger.registry())) {
    await check().catch((error: Error) => problems.push(`${name}: ${error.message}`));
  }
  if (problems.length > 0)
    throw new StartError(`The site is not built (NODE_ENV=production does not build at start):\n  - ${problems.join('\n  - ')}`);
}

if (require.main === module) {
  void startGateway({ split: process.argv.includes('--split') }).catch(reportStartFailure);
}

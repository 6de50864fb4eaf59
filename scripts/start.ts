/**
 * `npm start`: builds what is not built (the shell when stale, each remote that has no
 * active version), migrates and seeds an empty database, and serves the whole site.
 * `--split` (npm run start:split) runs the four services as separate processes behind
 * the gateway instead of inside it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { bootstrapAdministrator } from '@agency/auth';
import { startGateway } from '@agency/gateway/server';
import { services } from '@agency/gateway/services';
import { childEnvironment, createDatabase, loadConfig, migrateServices, reportStartFailure, seedDemoData } from '@agency/service-common';
import { withLedger } from './lib/cli';
import { deployMissingRemotes } from './lib/remote-operations';
import { ensureShellBuilt } from './lib/shell-build';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const split = process.argv.includes('--split');
  // Development runs the whole booking flow on this machine (production refuses the sandbox).
  const env = childEnvironment();
  if (env.NODE_ENV !== 'production' && !env.PAYMENT_SANDBOX) env.PAYMENT_SANDBOX = 'on';
  const config = loadConfig(env);

  await ensureShellBuilt((line) => console.log(line));
  await withLedger((ledger, store) => deployMissingRemotes(config.deployDir, ledger, store, (line) => console.log(line)));

  // Migrate once here, so split-mode services do not race each other to do it; demo data
  // only in development (a production database starts with the administrator alone).
  const db = createDatabase(config.databaseUrl);
  await migrateServices(services, db, config, bootstrapAdministrator);
  if (!config.production) await seedDemoData(services, db, config);
  await db.destroy();

  const children: ChildProcess[] = [];
  if (split) {
    for (const service of services) {
      const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'services', service.name, 'src/server.ts')], {
        stdio: 'inherit',
        env: { ...env, [`${service.name.toUpperCase()}_PORT`]: String(config.split.ports[service.name]) },
      });
      children.push(child);
    }
    await Promise.all(services.map((s) => waitForHealth(`${config.split.urls[s.name]}/api/${s.name}/health`)));
  }
  const stopChildren = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stopChildren);

  await startGateway({ split, config });
  const url = `http://127.0.0.1:${config.port}`;
  console.log(
    `\nThe site is running at ${url}${split ? ' (split mode: services on ports ' + Object.values(config.split.ports).join(', ') + ')' : ''}`,
  );
  console.log(
    `Back office: ${url}/Log  (administrator "${config.adminUsername}"${config.adminPasswordIsDefault ? `, password "${config.adminPassword}" — development default, set ADMIN_PASSWORD` : ''})`,
  );
  console.log(`API documentation: ${url}/api/docs`);
  if (config.paymentSandbox && !config.payu.key)
    console.log('Payments: the SANDBOX provider is on (PAYMENT_SANDBOX=on): bookings are confirmed without payment');
  console.log('');
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

main().catch(reportStartFailure);

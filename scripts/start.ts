/**
 * `npm start`: builds what is not built (the shell when stale, each remote that has no
 * active version), migrates and seeds an empty database, and serves the whole site.
 * `--split` (npm run start:split) runs the four services as separate processes behind
 * the gateway instead of inside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createDatabase, loadConfig, prepareDatabase } from '@agency/service-common';
import { services, splitPorts } from '@agency/gateway/src/services';
import { startGateway } from '@agency/gateway/src/server';
import { ensureShellBuilt } from './lib/shell-build';
import { deployMissingRemotes } from './lib/remote-operations';
import { withLedger } from './lib/cli';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const split = process.argv.includes('--split');
  // Development runs the whole booking flow on this machine; set before the split children start.
  if (process.env.NODE_ENV !== 'production') process.env.PAYMENT_SANDBOX ??= 'on';
  const config = loadConfig();

  await ensureShellBuilt((line) => console.log(line));
  await withLedger((ledger, store) => deployMissingRemotes(config.deployDir, ledger, store, (line) => console.log(line)));

  // Migrate and seed once here, so split-mode services do not race each other to do it.
  const db = createDatabase(config.databaseUrl);
  for (const service of services) await prepareDatabase(service, db, config);
  await db.destroy();

  const children: ChildProcess[] = [];
  if (split) {
    for (const service of services) {
      const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'services', service.name, 'src/server.ts')], {
        stdio: 'inherit',
        env: { ...process.env, [`${service.name.toUpperCase()}_PORT`]: String(splitPorts[service.name]) },
      });
      children.push(child);
    }
    await Promise.all(services.map((s) => waitForHealth(`http://127.0.0.1:${splitPorts[s.name]}/api/${s.name}/health`)));
  }
  const stopChildren = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stopChildren);

  await startGateway({ split });
  const url = `http://127.0.0.1:${config.port}`;
  console.log(`\nThe site is running at ${url}${split ? ' (split mode: services on ports ' + Object.values(splitPorts).join(', ') + ')' : ''}`);
  console.log(`Back office: ${url}/Log  (administrator "${config.adminUsername}"${config.adminPasswordIsDefault ? `, password "${config.adminPassword}" — development default, set ADMIN_PASSWORD` : ''})`);
  console.log(`API documentation: ${url}/api/docs`);
  if (config.paymentSandbox && !config.payu.key) console.log('Payments: the SANDBOX provider is on (PAYMENT_SANDBOX=on): bookings are confirmed without payment');
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

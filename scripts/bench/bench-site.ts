/**
 * The composed site as a visitor sees it, for the sections that measure pages: the shell
 * built for production, every remote deployed into a temporary deploy folder, a seeded
 * SQLite database, and the real gateway serving them on a free 127.0.0.1 port in a
 * process of its own. Everything is removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ReleaseLedger } from '@agency/registry/releases';
import { createDatabase, DatabaseFileStore } from '@agency/service-common';
import { deployMissingRemotes } from '../lib/remote-operations';
import { ensureShellBuilt } from '../lib/shell-build';
import { createBenchDatabase, fillBenchDatabase } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { startServerProcess } from './processes';

/** The seed's size: the public pages' content does not depend on the catalogue's. */
export const SITE_PACKAGES = 100;

/**
 * Runs `measure` against the site's URL (`http://127.0.0.1:<port>`, no trailing slash);
 * `overrides` change the gateway's environment (READ_CACHE=off: no catalogue or HTML cache).
 */
export async function withBenchSite<T>(
  log: (line: string) => void,
  measure: (siteUrl: string) => Promise<T>,
  overrides: NodeJS.ProcessEnv = {},
): Promise<T> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-site-'));
  try {
    await ensureShellBuilt(log);
    const deployDir = path.join(workDir, 'deploy');
    const database = await createBenchDatabase('sqlite', workDir);
    await deployInto(database.url, deployDir, log);
    const env = { ...gatewayEnvironment(workDir, database.url, deployDir), ...overrides };
    await fillBenchDatabase(database.url, configOf(env), SITE_PACKAGES);
    const gateway = await startServerProcess('gateway-server.ts', env);
    try {
      return await measure(gateway.url.replace(/\/$/, ''));
    } finally {
      await gateway.stop();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Every remote deployed into `deployDir`, its releases recorded in the bench's database. */
export async function deployInto(databaseUrl: string, deployDir: string, log: (line: string) => void): Promise<void> {
  const db = createDatabase(databaseUrl);
  try {
    const ledger = new ReleaseLedger(db);
    await ledger.prepare();
    const store = new DatabaseFileStore(db);
    await store.prepare();
    await deployMissingRemotes(deployDir, ledger, store, log);
  } finally {
    await db.destroy();
  }
}

/**
 * The whole site as `npm start` serves it — the real gateway with the four services on a
 * fresh SQLite file — on a random port, with a deploy folder of its own copied from the
 * seed that global-setup built, and a copy of the seed's database (its release rows, and every
 * service migrated and seeded).
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildGateway, services } from '@agency/gateway';
import { createDatabase, prepareDatabase } from '@agency/service-common';
import { testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { SEED_DEPLOY_DIR_ENV, seedDatabaseFile } from './paths';

export interface RunningSite {
  /** `http://127.0.0.1:<port>` */
  url: string;
  deployDir: string;
  /** Its database: the deploy and rollback commands record releases there. */
  databaseUrl: string;
  /** Its release rows and shared file store (the gateway's own). */
  releases: FastifyInstance['releases'];
  /** Its disk cache of the store's files. */
  storeCacheDir: string;
  close(): Promise<void>;
}

/** The deploy folder global-setup filled with one build of every remote (read-only for tests). */
export function seedDeployDir(): string {
  const seed = process.env[SEED_DEPLOY_DIR_ENV];
  if (!seed) throw new Error(`${SEED_DEPLOY_DIR_ENV} is not set: run the browser tests through e2e/jest.config.js`);
  return seed;
}

/**
 * Migrates and seeds every service into the seed's database once per run (global-setup), so
 * that each site's copy of it starts ready: a site's own `prepareDatabase` then finds every
 * migration run and every seed's rows there, and writes nothing. The seeds depend only on
 * the test configuration's fixed values (the administrator), the same for every site.
 */
export async function prepareSeedDatabase(seed: string): Promise<void> {
  const db = createDatabase(`sqlite:${seedDatabaseFile(seed)}`);
  try {
    const config = testConfig();
    for (const service of services) await prepareDatabase(service, db, config);
  } finally {
    await db.destroy();
  }
}

export async function startSite(): Promise<RunningSite> {
  const seed = seedDeployDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-site-'));
  const deployDir = path.join(dir, 'deploy');
  const seedDatabase = seedDatabaseFile(seed);
  await cp(seed, deployDir, { recursive: true, filter: (source) => !source.startsWith(seedDatabase) });
  const dataDir = path.join(dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const databaseFile = path.join(dataDir, 'agency.sqlite');
  // The seed's database: its release rows, as its deploy left them, and every service's tables
  // and seed rows (prepareSeedDatabase); the -wal file too when SQLite kept one.
  for (const suffix of ['', '-wal']) if (existsSync(seedDatabase + suffix)) await copyFile(seedDatabase + suffix, databaseFile + suffix);
  // The port is known before the site is built: the payment provider's return URLs (surl,
  // furl) and the sandbox's page are addressed on the public URL, which must be this site.
  const port = await freePort();
  const config = testConfig({
    port,
    publicUrl: `http://127.0.0.1:${port}`,
    dataDir,
    deployDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: `sqlite:${databaseFile}`,
    // Every browser of a suite is one client (127.0.0.1): the per-client checkout limits,
    // tested by the payment service's own tests, would stop a suite's bookings here. The
    // rooms' share of holds (tested there too) is lifted as well, so a suite can fill a room
    // with holds to see it sold out.
    checkoutLimitPerQuarterHour: 1_000,
    checkoutHoldsPerClient: 1_000,
    retreatHoldPercent: 100,
    storeCache: { dir: path.join(dataDir, 'store-cache'), maxBytes: 256 * 1024 * 1024 },
  });
  const db = createDatabase(config.databaseUrl);
  let app: FastifyInstance | undefined;
  try {
    // Already done on the seed's copy when global-setup prepared it; a check, then, that writes nothing.
    for (const service of services) await prepareDatabase(service, db, config);
    app = await buildGateway({ config, mode: { kind: 'embedded', db }, logger: false });
    const url = await app.listen({ port, host: '127.0.0.1' });
    const running = app;
    return {
      url,
      deployDir,
      databaseUrl: config.databaseUrl,
      releases: running.releases,
      storeCacheDir: config.storeCache.dir,
      async close() {
        await running.close();
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A port nothing listens on right now (the system picks it, so parallel runs do not collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

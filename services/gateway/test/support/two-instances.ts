/**
 * Two gateway instances on one database (and, when given, one Redis), as on two machines:
 * each has its own DATA_DIR, UPLOAD_DIR, DEPLOY_DIR and store cache, so whatever one serves
 * the other can only know through the database. Versions of the storefront are published as
 * a pipeline does, into the shared store with their file list; their stand-in server build
 * shows its version on every rendered page.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_BUILD_DIR, SERVER_ENTRY_FILE } from '@agency/registry';
import { createDatabase, prepareDatabase } from '@agency/service-common';
import { testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildGateway } from '../../src/app';
import { services } from '../../src/services';
import { serverContainer, standInShell } from './stand-in-site';

export interface Instance {
  app: FastifyInstance;
  url: string;
  name: string;
  deployDir: string;
}

export interface TwoInstances {
  a: Instance;
  b: Instance;
  /** Publishes `version` of the storefront (through instance `via`) and makes it active. */
  publish(version: string, via?: Instance): Promise<void>;
  close(): Promise<void>;
}

/** `databaseUrl` names the shared database; `db` is a connection to it (instance A uses it, B opens its own). */
export async function twoInstances(options: { db: Knex; databaseUrl: string; redisUrl?: string; pollMs?: number }): Promise<TwoInstances> {
  const site = await standInShell();
  const started: Instance[] = [];
  const extraConnections: Knex[] = [];
  // The services' tables and the administrator, once for the site (the instances share them).
  for (const service of services) await prepareDatabase(service, options.db, testConfig(), { seed: service.name === 'auth' });
  for (const name of ['a', 'b']) {
    const root = path.join(site.dir, name);
    await mkdir(root, { recursive: true });
    const config = testConfig({
      dataDir: path.join(root, 'data'),
      uploadDir: path.join(root, 'uploads'),
      deployDir: path.join(root, 'deploy'),
      storeCache: { dir: path.join(root, 'store-cache'), maxBytes: 64 * 1024 * 1024 },
      redisUrl: options.redisUrl,
      releasesPollMs: options.pollMs ?? 0,
    });
    const db = name === 'a' ? options.db : createDatabase(options.databaseUrl);
    if (db !== options.db) extraConnections.push(db);
    const app = await buildGateway({ config, mode: { kind: 'embedded', db }, logger: false, shellDir: site.shellDir });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    started.push({ app, url, name, deployDir: config.deployDir });
  }
  const [a, b] = started;
  return {
    a,
    b,
    async publish(version, via = a) {
      await publishStandIn(via.app.releases, version);
    },
    async close() {
      for (const instance of started) await instance.app.close();
      for (const db of extraConnections) await db.destroy();
      await rm(site.dir, { recursive: true, force: true });
    },
  };
}

/**
 * Publishes `version` of the storefront as a pipeline does: its files into the shared store
 * (a stand-in server build that shows its version), the release with its file list, active.
 */
export async function publishStandIn(releases: FastifyInstance['releases'], version: string, by = 'ci-storefront'): Promise<void> {
  const files = [];
  for (const [relative, text] of [
    [`${SERVER_BUILD_DIR}/${SERVER_ENTRY_FILE}`, serverContainer(`${version}: `)],
    ['mf-manifest.json', JSON.stringify({ version })],
  ]) {
    const stored = await releases.store.put(Buffer.from(text));
    files.push({ path: relative, size: stored.size, sha256: stored.hash });
  }
  await releases.ledger.publish(
    {
      remote: 'storefront',
      version,
      deployedAt: new Date().toISOString(),
      routes: ['/'],
      contentHash: null,
      files,
      sharedVersions: { react: '^19.0.0' },
      contractVersion: '1.0.0',
      commit: 'c0ffee',
      publishedBy: by,
    },
    { by, reason: `pipeline for ${version}` },
  );
  await releases.feed.changed();
}

/** Rolls the storefront back (no version) or activates `version` through `instance`'s API, as the Releases screen does. */
export async function activateThrough(
  instance: Instance,
  reason: string,
  version?: string,
): Promise<{ version: string; replaced: string | null; why: string }> {
  const { adminUsername: username, adminPassword: password } = testConfig();
  const login = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${instance.url}/api/releases/storefront/activations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reason, ...(version ? { version } : {}) }),
  });
  if (response.status !== 200) throw new Error(`activation through ${instance.name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { version: string; replaced: string | null; why: string };
}

/** The version that rendered `/` on `instance` (its `x-remote-versions` header) and the text it rendered. */
export async function servedHome(instance: Instance): Promise<{ version: string | null; body: string }> {
  const response = await fetch(`${instance.url}/`);
  return { version: response.headers.get('x-remote-versions'), body: await response.text() };
}

/** Waits until `check` holds, polling every 20 ms; fails after `withinMs`. Answers how long it took. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

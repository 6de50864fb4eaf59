/**
 * A gateway killed (SIGKILL) in the middle of receiving a publish leaves nothing that can be
 * activated: a real gateway process gets the manifest and part of the first file, is killed
 * while the rest is held back, and is started again on the same database and deploy folder.
 * The version is not listed, an activation of it is refused, none of its files is in the
 * store, the upload's staging folder is cleared at start, and the same build published again
 * afterwards is accepted and served. On SQLite (a file, as `npm start` uses).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { ReleasesOverview } from '@agency/contracts';
import { STAGING_DIR } from '@agency/registry/store';
import { createDatabase, DatabaseFileStore, prepareDatabase, ROOT_DIR } from '@agency/service-common';
import { testConfig } from '@agency/test-kit/services';
import type { Knex } from 'knex';
import { services } from '../src';
import { publishBody, testBuild } from './support/release-builds';
import { STAND_IN_VERSION, standInSite } from './support/stand-in-site';

const PASSWORD = 'Killed#Publish-31';
const START_WITHIN_MS = 90_000;

let site: Awaited<ReturnType<typeof standInSite>>;
let env: NodeJS.ProcessEnv;
let db: Knex;
let running: { child: ChildProcess; url: string } | undefined;

/** Starts the gateway process; resolves with its address once it listens. */
function startGateway(): Promise<{ child: ChildProcess; url: string }> {
  // tsx as a loader of this node (not its CLI, which runs the script in a child of its own): the signal reaches the gateway itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/test/support/gateway-process.ts', site.shellDir], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the gateway did not start within ${START_WITHIN_MS} ms:\n${output}`)),
      START_WITHIN_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening (\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited (${code}) before it listened:\n${output}`));
    });
  });
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const uploadFolders = () => {
  const staging = path.join(site.deployDir, STAGING_DIR);
  return existsSync(staging) ? readdirSync(staging).filter((name) => name.startsWith('upload-')) : [];
};

async function until(check: () => boolean, what: string, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  site = await standInSite();
  const databaseUrl = `sqlite:${path.join(site.dir, 'site.sqlite')}`;
  env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DEPLOY_DIR: site.deployDir,
    DATA_DIR: path.join(site.dir, 'data'),
    UPLOAD_DIR: path.join(site.dir, 'uploads'),
    STORE_CACHE_DIR: path.join(site.dir, 'store-cache'),
    JWT_SECRET: 'a-test-secret-of-at-least-thirty-two-bytes',
    ADMIN_USERNAME: 'release-admin',
    ADMIN_PASSWORD: PASSWORD,
    REDIS_URL: '',
  };
  const config = testConfig({ databaseUrl, adminUsername: 'release-admin', adminPassword: PASSWORD, deployDir: site.deployDir });
  db = createDatabase(databaseUrl);
  for (const service of services) await prepareDatabase(service, db, config, { seed: service.name === 'auth' });
}, 60_000);

afterAll(async () => {
  if (running) await killed(running.child);
  await db?.destroy();
  if (site) await rm(site.dir, { recursive: true, force: true });
});

it('a gateway killed during an upload leaves nothing that can be activated, and the same build published again works', async () => {
  running = await startGateway();
  const login = await call('POST', `${running.url}/api/auth/login`, {}, { username: 'release-admin', password: PASSWORD });
  const admin = { authorization: `Bearer ${login.body.token as string}` };
  const made = await call('POST', `${running.url}/api/releases/tokens`, admin, { remote: 'storefront', label: 'CI', expiresInDays: 1 });
  const pipeline = { authorization: `Bearer ${made.body.token as string}` };

  // A build with a file large enough to be half-sent: the manifest and its first 256 KiB go, the rest is held back.
  const build = testBuild({ text: 'the build that was cut short', extraFiles: { 'big.js': Buffer.alloc(2 * 1024 * 1024, 0x20) } });
  const { payload, contentType } = publishBody(build.manifest, build.files);
  const cut = payload.indexOf(Buffer.from('filename="big.js"')) + 256 * 1024;
  const upload = request(`${running.url}/api/releases/storefront?activate=true`, {
    method: 'POST',
    headers: { ...pipeline, 'content-type': contentType, 'content-length': String(payload.length) },
  });
  const answered = new Promise<string>((resolve) => {
    upload.on('error', (error) => resolve(`error: ${error.message}`));
    upload.on('response', (res) => resolve(`answered ${res.statusCode}`));
  });
  upload.write(payload.subarray(0, cut));
  // The instance is receiving: its staging folder holds part of the build.
  await until(() => uploadFolders().length === 1, 'the upload reaching the staging folder');
  await killed(running.child);
  expect(await answered).toMatch(/^error: /);
  upload.destroy();
  const leftOver = uploadFolders();
  expect(leftOver).toHaveLength(1);

  // Started again on the same database and deploy folder.
  running = await startGateway();
  const overview = await call('GET', `${running.url}/api/releases`, admin);
  const storefront = (overview.body as unknown as ReleasesOverview).remotes.find((r) => r.name === 'storefront')!;
  expect(storefront.versions.map((v) => v.version)).not.toContain(build.version);
  expect(storefront.active).toBe(STAND_IN_VERSION);
  const activation = await call('POST', `${running.url}/api/releases/storefront/activations`, pipeline, {
    version: build.version,
    reason: 'activate the cut-short build',
  });
  expect([activation.status, activation.body.message]).toEqual([404, `storefront has no version ${build.version}`]);
  const store = new DatabaseFileStore(db);
  for (const file of build.manifest.files) expect(await store.has(file.sha256)).toBe(false);
  expect(uploadFolders()).toEqual([]);

  // The same build, sent whole: accepted, active and rendering the pages.
  const again = await fetch(`${running.url}/api/releases/storefront?activate=true`, {
    method: 'POST',
    headers: { ...pipeline, 'content-type': contentType },
    body: new Uint8Array(payload),
  });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ version: build.version, created: true, active: true });
  const page = await fetch(`${running.url}/holidays`);
  expect(page.headers.get('x-remote-versions')).toContain(build.version);
  expect(await page.text()).toContain('the build that was cut short');
  for (const file of build.manifest.files) expect(await store.has(file.sha256)).toBe(true);
}, 300_000);

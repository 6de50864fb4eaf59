/**
 * The release calls the Releases screen and `npm run rollback -- --to-site` make, on each
 * database: the list (versions with who, commit, size, active and previous marked, the
 * activation history newest first, the instances and what each serves) for administrators
 * only; activation and rollback with a reason, recorded with who and why, refused with a
 * clear message for an unknown or removed version or a missing reason; and the command
 * against the running site.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReleasesOverview } from '@agency/contracts';
import { pruneReleases } from '@agency/registry/retention';
import { prepareDatabase, ROOT_DIR } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';
import { standInShell } from './support/stand-in-site';
import { publishStandIn } from './support/two-instances';

const ADMIN_PASSWORD = 'Releases#Admin12x';
const run = promisify(execFile);

describe.each(testDatabaseKinds())('the release calls on %s', (kind) => {
  const config = testConfig({ adminUsername: 'ops-admin', adminPassword: ADMIN_PASSWORD });
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof standInShell>>;
  let gateway: FastifyInstance;
  let token: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, bearer: string | undefined = token) =>
    gateway.inject({ method, url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {}, ...(payload ? { payload } : {}) });
  const overview = async () => {
    const res = await call('GET', '/api/releases');
    expect(res.statusCode).toBe(200);
    return (res.json() as ReleasesOverview).remotes.find((r) => r.name === 'storefront')!;
  };
  const served = async () =>
    ((await call('GET', '/registry.json')).json() as { remotes: { active: { version: string } }[] }).remotes[0].active.version;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migratedFor: services });
    site = await standInShell();
    const siteConfig = { ...config, deployDir: site.deployDir, storeCache: { dir: path.join(site.dir, 'cache'), maxBytes: 1 << 26 } };
    for (const service of services) await prepareDatabase(service, database.db, siteConfig);
    gateway = await buildGateway({
      config: siteConfig,
      mode: { kind: 'embedded', db: database.db },
      logger: false,
      shellDir: site.shellDir,
    });
    const login = await call('POST', '/api/auth/login', { username: 'ops-admin', password: ADMIN_PASSWORD }, '');
    expect(login.statusCode).toBe(200);
    token = login.json().token;
    for (const version of ['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb']) await publishStandIn(gateway.releases, version);
  });
  afterAll(async () => {
    await gateway?.close();
    await database?.drop();
    await rm(site.dir, { recursive: true, force: true });
  });

  it('lists each remote’s versions, history and the instances for administrators only', async () => {
    expect((await call('GET', '/api/releases', undefined, '')).statusCode).toBe(401);
    await gateway.releases.upkeep.beat();
    const res = await call('GET', '/api/releases');
    const body = res.json() as ReleasesOverview;
    const storefront = body.remotes.find((r) => r.name === 'storefront')!;
    expect(storefront.active).toBe('1.0.0-bbbbbbbb');
    expect(storefront.previous).toBe('1.0.0-aaaaaaaa');
    expect(storefront.versions.map((v) => [v.version, v.active, v.previous, v.removed, v.publishedBy, v.commit, v.files])).toEqual([
      ['1.0.0-aaaaaaaa', false, true, false, 'ci-storefront', 'c0ffee', 2],
      ['1.0.0-bbbbbbbb', true, false, false, 'ci-storefront', 'c0ffee', 2],
    ]);
    expect(storefront.versions[0].size).toBeGreaterThan(100);
    expect(storefront.activations.map((a) => [a.why, a.version, a.by, a.reason])).toEqual([
      ['publish', '1.0.0-bbbbbbbb', 'ci-storefront', 'pipeline for 1.0.0-bbbbbbbb'],
      ['publish', '1.0.0-aaaaaaaa', 'ci-storefront', 'pipeline for 1.0.0-aaaaaaaa'],
    ]);
    expect(body.remotes.map((r) => r.name)).toEqual(['storefront', 'retreat', 'backoffice']);
    expect(body.instances).toEqual([
      expect.objectContaining({
        id: gateway.releases.upkeep.instanceId,
        pid: process.pid,
        stale: false,
        versions: { storefront: '1.0.0-bbbbbbbb' },
      }),
    ]);
  });

  it('rolls back and activates with a reason, recorded with who and why; deploy B, roll back, deploy C, roll back → A', async () => {
    const back = await call('POST', '/api/releases/storefront/activations', { reason: 'B breaks the search' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({
      remote: 'storefront',
      version: '1.0.0-aaaaaaaa',
      replaced: '1.0.0-bbbbbbbb',
      by: 'ops-admin',
      at: expect.any(String),
      why: 'rollback',
      reason: 'B breaks the search',
    });
    expect(await served()).toBe('1.0.0-aaaaaaaa');
    await publishStandIn(gateway.releases, '1.0.0-cccccccc');
    // Naming the previous version is a rollback too (the history stays an undo stack).
    const again = await call('POST', '/api/releases/storefront/activations', { version: '1.0.0-aaaaaaaa', reason: 'C too' });
    expect(again.json()).toMatchObject({ why: 'rollback', version: '1.0.0-aaaaaaaa', replaced: '1.0.0-cccccccc' });
    expect(await served()).toBe('1.0.0-aaaaaaaa');
    // Any other recorded version is an activation.
    const pin = await call('POST', '/api/releases/storefront/activations', { version: '1.0.0-bbbbbbbb', reason: 'B is fixed after all' });
    expect(pin.json()).toMatchObject({ why: 'activate', version: '1.0.0-bbbbbbbb', by: 'ops-admin' });
    expect(await served()).toBe('1.0.0-bbbbbbbb');
    expect((await overview()).activations[0]).toMatchObject({ why: 'activate', reason: 'B is fixed after all' });
  });

  it('refuses, saying why and changing nothing: no reason, an unknown version or remote, a version retention removed', async () => {
    await publishStandIn(gateway.releases, '1.0.0-dddddddd');
    const before = await served();
    const noReason = await call('POST', '/api/releases/storefront/activations', { version: '1.0.0-aaaaaaaa' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Say why (reason)');
    const unknown = await call('POST', '/api/releases/storefront/activations', { version: '9.9.9-deadbeef', reason: 'x' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'storefront has no version 9.9.9-deadbeef']);
    const noRemote = await call('POST', '/api/releases/catalogue/activations', { reason: 'x' });
    expect(noRemote.statusCode).toBe(404);
    // Keep 1 with no grace: D is active, B previous; A and C go.
    const { ledger, store } = gateway.releases;
    expect(await pruneReleases(ledger, store, { keep: 1, graceMs: 0 })).toEqual([
      { remote: 'storefront', version: '1.0.0-aaaaaaaa' },
      { remote: 'storefront', version: '1.0.0-cccccccc' },
    ]);
    expect((await overview()).versions.find((v) => v.version === '1.0.0-cccccccc')?.removed).toBe(true);
    const removed = await call('POST', '/api/releases/storefront/activations', { version: '1.0.0-cccccccc', reason: 'x' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/^storefront 1\.0\.0-cccccccc was removed by retention on .+: deploy it again instead\.$/);
    expect(await served()).toBe(before);
  });

  it('npm run rollback -- --to-site rolls back through the site’s API as an administrator, and says what is wrong otherwise', async () => {
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const rollback = (env: NodeJS.ProcessEnv, ...args: string[]) =>
      run(process.execPath, [require.resolve('tsx/cli'), 'scripts/rollback.ts', 'storefront', '--to-site', url, ...args], {
        cwd: ROOT_DIR,
        env: { ...process.env, DEPLOY_TOKEN: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '', ...env },
      });
    const before = (await overview()).previous!;
    const { stdout } = await rollback({ ADMIN_USERNAME: 'ops-admin', ADMIN_PASSWORD }, '--reason', 'rolled back from a terminal');
    expect(stdout).toContain(`${url}: storefront went from`);
    expect(stdout).toContain(`to ${before} (as ops-admin)`);
    expect(await served()).toBe(before);
    expect((await overview()).activations[0]).toMatchObject({ why: 'rollback', by: 'ops-admin', reason: 'rolled back from a terminal' });
    await expect(rollback({})).rejects.toMatchObject({
      stderr: expect.stringContaining('Set DEPLOY_TOKEN (a deploy token of this remote) or ADMIN_USERNAME and ADMIN_PASSWORD'),
    });
    await expect(rollback({ ADMIN_USERNAME: 'ops-admin', ADMIN_PASSWORD }, '--to', '9.9.9-deadbeef')).rejects.toMatchObject({
      stderr: expect.stringContaining('Activating storefront 9.9.9-deadbeef refused (404): storefront has no version 9.9.9-deadbeef'),
    });
  }, 300_000);
});

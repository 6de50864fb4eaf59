/**
 * Publishing a remote from a team's pipeline through the gateway: deploy tokens scoped to one
 * remote, every refusal answered 4xx with what to change and nothing recorded that could be
 * activated, and a publish then an activation through the API changing the version that
 * renders the pages (`x-remote-versions`). On SQLite, and on MySQL when AGENCY_TEST_MYSQL_URL is set.
 */
import { rm } from 'node:fs/promises';
import { RENDERED_BY_HEADER } from '@agency/page/server';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig, testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { buildGateway, services } from '../src';
import { publishBody, type TestBuild, testBuild } from './support/release-builds';
import { STAND_IN_VERSION, standInSite } from './support/stand-in-site';

const PASSWORD = 'Releases#Pass-25';
const LIMITS = { maxTotalBytes: 256 * 1024, maxFiles: 50 };

describe.each(testDatabaseKinds())('publishing a remote over HTTP on %s', (kind) => {
  let dir: string;
  let db: TestDatabase;
  let gateway: FastifyInstance;
  let admin: Record<string, string>;
  const tokens: Record<'storefront' | 'retreat' | 'revoked' | 'expired', string> = {} as never;

  const createToken = async (remote: string, label: string, expiresInDays = 30) => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/releases/tokens',
      headers: admin,
      payload: { remote, label, expiresInDays },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { token: string; data: { id: number } };
  };

  beforeAll(async () => {
    const site = await standInSite();
    dir = site.dir;
    // The upload limits as RELEASE_UPLOAD_MAX_MB / _FILES would set them, lowered so a test can pass them.
    const config = testConfig({
      deployDir: site.deployDir,
      adminUsername: 'release-admin',
      adminPassword: PASSWORD,
      releaseUploadLimits: LIMITS,
    });
    db = await createTestDatabase(kind, { migratedFor: services });
    for (const service of services) await prepareDatabase(service, db.db, config);
    gateway = await buildGateway({
      config,
      mode: { kind: 'embedded', db: db.db },
      logger: false,
      shellDir: site.shellDir,
    });
    const login = await gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: config.adminUsername, password: PASSWORD },
    });
    admin = { authorization: `Bearer ${login.json().token as string}` };
    tokens.storefront = (await createToken('storefront', 'storefront CI')).token;
    tokens.retreat = (await createToken('retreat', 'retreat CI')).token;
    const revoked = await createToken('storefront', 'old storefront CI');
    const revoke = await gateway.inject({
      method: 'DELETE',
      url: `/api/releases/tokens/${revoked.data.id}?reason=${encodeURIComponent('leaked in a build log')}`,
      headers: admin,
    });
    expect(revoke.statusCode).toBe(200);
    tokens.revoked = revoked.token;
    const expired = await createToken('storefront', 'expiring CI', 1);
    await db
      .db('deploy_tokens')
      .where({ id: expired.data.id })
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    tokens.expired = expired.token;
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const publish = (build: TestBuild, token: string | undefined, query = '', manifest: unknown = build.manifest) => {
    const { payload, contentType } = publishBody(manifest, build.files);
    return gateway.inject({
      method: 'POST',
      url: `/api/releases/storefront${query}`,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  };
  const recorded = async () => (await gateway.releases.ledger.releases('storefront')).map((r) => r.version);
  const activate = (version: string, token: string) =>
    gateway.inject({
      method: 'POST',
      url: '/api/releases/storefront/activations',
      headers: { authorization: `Bearer ${token}` },
      payload: { version, reason: 'tested' },
    });
  const renderedBy = async () => (await gateway.inject({ method: 'GET', url: '/holidays' })).headers[RENDERED_BY_HEADER];

  const tampered = () => {
    const build = testBuild();
    // Same size, one byte changed: only its hash tells.
    const bytes = Buffer.from(build.files['remoteEntry.js']);
    bytes[3] = bytes[3] === 0x61 ? 0x62 : 0x61;
    build.files['remoteEntry.js'] = bytes;
    return build;
  };
  const dotDot = () => {
    const build = testBuild();
    build.manifest.files.push({ path: '../escape.js', size: 1, sha256: '0'.repeat(64) });
    return build;
  };

  it.each<[string, () => TestBuild, () => string | undefined, number, RegExp]>([
    ['no token', () => testBuild(), () => undefined, 401, /send a deploy token of this remote/],
    ['a token of another remote', () => testBuild(), () => tokens.retreat, 403, /for retreat only/],
    ['a revoked token', () => testBuild(), () => tokens.revoked, 401, /was revoked/],
    ['an expired token', () => testBuild(), () => tokens.expired, 401, /expired on/],
    ['a tampered file', tampered, () => tokens.storefront, 422, /remoteEntry\.js does not match the manifest/],
    [
      'an oversized upload',
      () => testBuild({ extraFiles: { 'big.js': Buffer.alloc(LIMITS.maxTotalBytes + 1, 0x20) } }),
      () => tokens.storefront,
      413,
      /at most 262144 are accepted/,
    ],
    ['a path with ..', dotDot, () => tokens.storefront, 400, /may not contain "\.\."/],
    [
      'an incompatible React major',
      () => testBuild({ react: '^18.3.1' }),
      () => tokens.storefront,
      422,
      /built with react \^18\.3\.1, but the site runs react 19/,
    ],
    [
      'a server build that throws when loaded',
      () => testBuild({ throwOnLoad: true }),
      () => tokens.storefront,
      422,
      /this server build is broken/,
    ],
  ])(
    'refuses %s with what to change, and records nothing',
    async (_case, build, token, status, message) => {
      const before = await recorded();
      const res = await publish(build(), token(), '?activate=true');
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
      expect(await recorded()).toEqual(before);
      expect(await renderedBy()).toContain(STAND_IN_VERSION);
    },
    60_000,
  );

  it('refuses to activate a version with a token of another remote', async () => {
    const res = await activate(STAND_IN_VERSION, tokens.retreat);
    expect(res.statusCode).toBe(403);
  });

  it('publishes with a token (not active yet), then activation through the API changes the pages', async () => {
    const build = testBuild({ text: 'the published storefront' });
    const res = await publish(build, tokens.storefront, '?reason=release%2042');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ remote: 'storefront', version: build.version, created: true, active: false, files: 3 });
    expect(await recorded()).toContain(build.version);
    expect(await renderedBy()).toContain(STAND_IN_VERSION);

    const activated = await activate(build.version, tokens.storefront);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ version: build.version, why: 'activate', by: 'deploy token "storefront CI" (#1)' });
    const page = await gateway.inject({ method: 'GET', url: '/holidays' });
    expect(page.headers[RENDERED_BY_HEADER]).toContain(build.version);
    expect(page.body).toContain('the published storefront');

    // Published again: nothing new, and the answer says so.
    const again = await publish(build, tokens.storefront);
    expect(again.json()).toMatchObject({ version: build.version, created: false, active: true });

    // The store holds every file, so another instance can serve and render it.
    for (const file of build.manifest.files) expect(await gateway.releases.store.has(file.sha256)).toBe(true);
  }, 60_000);

  it('publishes and activates at once with activate=true, and the audit log names the token', async () => {
    const build = testBuild({ text: 'published and active' });
    const res = await publish(build, tokens.storefront, '?activate=true&reason=hotfix');
    expect(res.json()).toMatchObject({ version: build.version, created: true, active: true });
    expect(await renderedBy()).toContain(build.version);
    const audit = await gateway.inject({ method: 'GET', url: '/api/audit?action=releases.publish', headers: admin });
    expect(audit.json().data[0]).toMatchObject({ action: 'releases.publish', target: 'storefront' });
    expect(JSON.stringify(audit.json().data[0])).toContain('deploy token');
  }, 60_000);

  it('writes the revocation and its reason to the audit log; revoking needs an admin and a known token', async () => {
    const revoked = (await gateway.inject({ method: 'GET', url: '/api/releases/tokens', headers: admin }))
      .json()
      .data.find((t: { label: string }) => t.label === 'old storefront CI') as { id: number; revokedAt: string };
    const audit = await gateway.inject({ method: 'GET', url: '/api/audit?action=deployToken.revoke', headers: admin });
    expect(audit.json().data[0]).toMatchObject({
      action: 'deployToken.revoke',
      target: String(revoked.id),
      actor: { username: 'release-admin' },
      changes: [
        { field: 'revokedAt', after: revoked.revokedAt },
        { field: 'reason', after: 'leaked in a build log' },
      ],
    });
    const byToken = await gateway.inject({
      method: 'DELETE',
      url: `/api/releases/tokens/${revoked.id}`,
      headers: { authorization: `Bearer ${tokens.storefront}` },
    });
    expect(byToken.statusCode).toBe(401);
    expect((await gateway.inject({ method: 'DELETE', url: '/api/releases/tokens/999', headers: admin })).statusCode).toBe(404);
  });

  it('lists the tokens with their last use and never their secret', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/releases/tokens', headers: admin });
    const list = res.json().data as Array<{ label: string; lastUsedAt: string | null; revokedAt: string | null }>;
    expect(list.find((t) => t.label === 'storefront CI')?.lastUsedAt).toEqual(expect.any(String));
    expect(list.find((t) => t.label === 'old storefront CI')?.revokedAt).toEqual(expect.any(String));
    expect(res.body).not.toContain('mfdt_');
    for (const token of Object.values(tokens)) expect(res.body).not.toContain(token);
  });
});

import { rm } from 'node:fs/promises';
import { REMOTE_NAMES } from '@agency/registry';
import { prepareDatabase } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import { buildGateway } from '../src/app';
import { services } from '../src/services';
import { warmUp } from '../src/warm-up';
import { STAND_IN_VERSION, standInSite } from './support/stand-in-site';

describe('the gateway is ready', () => {
  let database: TestDatabase;
  let site: Awaited<ReturnType<typeof standInSite>>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    site = await standInSite();
  });
  afterAll(async () => {
    await database.drop();
    await rm(site.dir, { recursive: true, force: true });
  });

  it('only with its migrations run, its shell built and every remote active', async () => {
    const config = testConfig({ deployDir: site.deployDir });
    const app = await buildGateway({ config, mode: { kind: 'embedded', db: database.db }, logger: false, shellDir: site.shellDir });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const readiness = async () => {
      const response = await fetch(`${url}/readyz`);
      return [response.status, await response.json()];
    };
    try {
      expect((await fetch(`${url}/livez`)).status).toBe(200);
      const [status, body] = await readiness();
      expect(status).toBe(503);
      expect(body.checks).toMatchObject({
        database: 'ok',
        shell: 'ok',
        registry: 'no active version of retreat, backoffice: deploy them (npm run deploy -- <remote>)',
      });
      expect(body.checks.migrations).toMatch(/^\d+ migration\(s\) not run yet, first .+: run npm run db:migrate$/);

      for (const service of services) await prepareDatabase(service, database.db, config, { seed: false });
      // Every remote released, as a deploy records it: a row of the release tables.
      for (const name of REMOTE_NAMES) {
        if ((await app.releases.ledger.registry()).remotes[name]?.active) continue;
        await app.releases.ledger.publish(
          {
            remote: name,
            version: STAND_IN_VERSION,
            deployedAt: '2026-01-01T00:00:00.000Z',
            routes: [`/${name}`],
            contentHash: 'f'.repeat(64),
            files: [],
            sharedVersions: {},
            contractVersion: '1.0.0',
            commit: 'c0ffee',
            publishedBy: 'readiness test',
          },
          { by: 'readiness test', reason: 'every remote active' },
        );
      }
      expect(await readiness()).toEqual([
        200,
        { status: 'ready', checks: { database: 'ok', migrations: 'ok', shell: 'ok', registry: 'ok' } },
      ]);

      app.probes.drain();
      expect(await readiness()).toEqual([
        503,
        { status: 'draining', checks: { database: 'ok', migrations: 'ok', shell: 'ok', registry: 'ok' } },
      ]);
    } finally {
      await app.close();
    }
  });

  it('warms up before taking visitors: every page’s code of each public remote, its first page and the pages its version names, never the staff remote’s', async () => {
    // The database and the releases of the test above; the pressure guard on, as in production.
    const config = testConfig({ deployDir: site.deployDir, pressure: { maxEventLoopDelayMs: 200, retryAfterSeconds: 5 } });
    const app = await buildGateway({ config, mode: { kind: 'embedded', db: database.db }, logger: false, shellDir: site.shellDir });
    try {
      await app.ready();
      (globalThis as { standInPagesLoaded?: boolean }).standInPagesLoaded = false;
      const warmed = await warmUp(app, app.releases.feed);
      // The storefront's pages' code is in before the instance takes visitors.
      expect((globalThis as { standInPagesLoaded?: boolean }).standInPagesLoaded).toBe(true);
      // The stand-in storefront renders on the server and names /packages (its warmUpPaths);
      // the retreat released above has no server build, so it names none.
      expect(warmed).toEqual(['/ 200 server', '/packages 200 server', '/retreat 200 client']);
      expect(app.isUnderPressure()).toBe(false);
    } finally {
      await app.close();
    }
  });
});

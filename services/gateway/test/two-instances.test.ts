/**
 * Two gateway instances on one MySQL (SQLite has no second process to share with), each with
 * its own DATA_DIR, UPLOAD_DIR and DEPLOY_DIR: whatever goes through one shows on the other's
 * next page loads, in the browser's registry and in server rendering (`x-remote-versions`),
 * and each instance reports the version it serves on the instances table. With one Redis the
 * news travels by message; without it within the poll bound.
 */
import { REDIS_SERVER, type RunningRedis, startRedis } from '@agency/test-kit/redis-server';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@agency/test-kit/services';
import { services } from '../src';
import { activateThrough, type Instance, servedHome, type TwoInstances, twoInstances, within } from './support/two-instances';

const haveMysql = testDatabaseKinds().includes('mysql');

async function serves(instance: Instance, version: string): Promise<boolean> {
  const registry = (await (await fetch(`${instance.url}/registry.json`)).json()) as {
    remotes: { name: string; active: { version: string } }[];
  };
  const active = registry.remotes.find((r) => r.name === 'storefront')?.active.version;
  const page = await servedHome(instance);
  return active === version && page.version === `storefront@${version}` && page.body.includes(`${version}: render number`);
}

async function reported(instance: Instance, version: string): Promise<boolean> {
  const { InstanceRoster } = await import('@agency/registry/instances');
  const id = instance.app.releases.upkeep.instanceId;
  const row = (await new InstanceRoster(database.db).list()).find((i) => i.id === id);
  return row?.versions.storefront === version;
}

let database: TestDatabase;

async function theWholeStory(site: TwoInstances, boundMs: number): Promise<void> {
  const { a, b } = site;
  const bothServe = async (version: string) => {
    await within(boundMs, async () => (await serves(a, version)) && (await serves(b, version)));
  };

  await site.publish('1.0.0-aaaaaaaa', a);
  await bothServe('1.0.0-aaaaaaaa');
  // Publish B through A: B's next page load and its server render use it.
  await site.publish('1.0.0-bbbbbbbb', a);
  await bothServe('1.0.0-bbbbbbbb');
  // Roll back through B: A follows.
  await expect(activateThrough(b, 'B breaks the search')).resolves.toMatchObject({
    why: 'rollback',
    version: '1.0.0-aaaaaaaa',
    replaced: '1.0.0-bbbbbbbb',
  });
  await bothServe('1.0.0-aaaaaaaa');
  // Deploy C through B, roll back through A: back to A (never B, rolled back as bad).
  await site.publish('1.0.0-cccccccc', b);
  await bothServe('1.0.0-cccccccc');
  await expect(activateThrough(a, 'C too')).resolves.toMatchObject({
    why: 'rollback',
    version: '1.0.0-aaaaaaaa',
    replaced: '1.0.0-cccccccc',
  });
  await bothServe('1.0.0-aaaaaaaa');
  // Activate C again through A: B follows; back to A through B: A follows.
  await activateThrough(a, 'C is fixed', '1.0.0-cccccccc');
  await bothServe('1.0.0-cccccccc');
  await activateThrough(b, 'not yet', '1.0.0-aaaaaaaa');
  await bothServe('1.0.0-aaaaaaaa');
  // Each instance reports what it serves (the Releases screen's column), within a heartbeat.
  await within(6000, async () => (await reported(a, '1.0.0-aaaaaaaa')) && (await reported(b, '1.0.0-aaaaaaaa')));
  const history = (await a.app.releases.ledger.registry()).remotes.storefront.activations;
  expect(history.map((h) => [h.kind, h.version, h.by, h.reason])).toEqual([
    ['deploy', '1.0.0-aaaaaaaa', 'ci-storefront', 'pipeline for 1.0.0-aaaaaaaa'],
    ['deploy', '1.0.0-bbbbbbbb', 'ci-storefront', 'pipeline for 1.0.0-bbbbbbbb'],
    ['rollback', '1.0.0-aaaaaaaa', 'admin', 'B breaks the search'],
    ['deploy', '1.0.0-cccccccc', 'ci-storefront', 'pipeline for 1.0.0-cccccccc'],
    ['rollback', '1.0.0-aaaaaaaa', 'admin', 'C too'],
    ['activate', '1.0.0-cccccccc', 'admin', 'C is fixed'],
    ['rollback', '1.0.0-aaaaaaaa', 'admin', 'not yet'],
  ]);
}

(haveMysql ? describe : describe.skip)('two instances on one MySQL', () => {
  let redis: RunningRedis | undefined;
  let site: TwoInstances | undefined;

  beforeEach(async () => {
    database = await createTestDatabase('mysql', { migratedFor: services });
  });
  afterEach(async () => {
    await site?.close();
    site = undefined;
    await redis?.stop();
    redis = undefined;
    await database.drop();
  });

  (REDIS_SERVER ? it : it.skip)(
    'with one Redis: every publish and rollback, through either, shows on the other at once',
    async () => {
      redis = await startRedis();
      // A poll of 2 s: what shows sooner came by Redis.
      site = await twoInstances({ db: database.db, databaseUrl: database.url, redisUrl: redis.url, pollMs: 2000 });
      await theWholeStory(site, 1000);
    },
    240_000,
  );

  it('without Redis: the same within the poll bound', async () => {
    site = await twoInstances({ db: database.db, databaseUrl: database.url, pollMs: 1000 });
    await theWholeStory(site, 2000);
  }, 240_000);
});

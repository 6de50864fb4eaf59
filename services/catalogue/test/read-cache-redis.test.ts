/**
 * Two instances of the catalogue over one database, each with its own read cache, and a
 * Redis between them (REDIS_URL): a write on one clears the other's cache at once, instead
 * of after READ_CACHE_TTL_MS. Runs when a redis-server binary is installed; it is started
 * here on a free port and stopped afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer as createTcpServer } from 'node:net';
import { createServer, prepareDatabase, servicePlugin } from '@agency/service-common';
import { createTestDatabase, type TestDatabase, testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { INVALIDATION_CHANNEL } from '../src/cache/invalidation-bus';
import { TABLES } from '../src/db/rows';
import { catalogueWithTestWrite, RENAME_URL } from './support/cached-catalogue';

const REDIS_SERVER = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();
const describeWithRedis = REDIS_SERVER ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, process: child };
    } catch {
      probe.disconnect();
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describeWithRedis('read cache invalidation across instances through Redis', () => {
  let redis: { url: string; process: ChildProcess };
  let database: TestDatabase;
  const instances: FastifyInstance[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    database = await createTestDatabase('sqlite');
    const config = testConfig({ readCache: true, redisUrl: redis.url });
    await prepareDatabase(catalogueWithTestWrite().service, database.db, config);
    for (let i = 0; i < 2; i++) {
      const app = createServer({ logger: false });
      await app.register(servicePlugin(catalogueWithTestWrite().service), { db: database.db, config });
      await app.ready();
      instances.push(app);
    }
    // Both instances subscribe as they start; wait until Redis has both subscriptions.
    const probe = new Redis(redis.url);
    const subscribers = async () => Number(((await probe.pubsub('NUMSUB', INVALIDATION_CHANNEL)) as [string, number])[1]);
    const subscribed = await eventually(async () => (await subscribers()) === 2, 5_000);
    probe.disconnect();
    if (!subscribed) throw new Error('the instances did not subscribe to the invalidation channel');
  }, 30_000);

  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.drop();
    redis?.process.kill('SIGTERM');
  });

  const nameOn = async (app: FastifyInstance, id: number) =>
    (await app.inject({ method: 'GET', url: `/api/packages/${id}` })).json().data.packageName as string;

  it("clears the other instance's cache when one instance writes", async () => {
    const [writer, reader] = instances;
    const original = await nameOn(reader, 11);
    // The reader keeps its cached answer while the database changes behind it.
    await database.db(TABLES.packages).where({ id: 11 }).update({ package_name: 'Changed quietly' });
    expect(await nameOn(reader, 11)).toBe(original);
    const res = await writer.inject({ method: 'POST', url: RENAME_URL, payload: { id: 11, name: 'Renamed on the other instance' } });
    expect(res.statusCode).toBe(200);
    expect(await eventually(async () => (await nameOn(reader, 11)) === 'Renamed on the other instance', 2_000)).toBe(true);
  });
});

/**
 * Releases across instances: two real gateways (processes of their own) on one database and
 * one Redis, each with its own DATA_DIR and DEPLOY_DIR, as on two machines.
 * - From an activation to both instances serving it (their `/registry.json`, what every
 *   page load reads): 10 activations, p50 and p99; RELEASES_POLL_MS is at its 2 s maximum,
 *   so what shows sooner came by Redis.
 * - A remote's file served from the store through the instance's disk cache, against
 *   @fastify/static serving the same bytes from a folder, in alternating rounds of the same
 *   run (both send the build's brotli copy, as browsers accept it).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { announceActivation } from '@agency/registry/feed';
import { ReleaseLedger } from '@agency/registry/releases';
import { createDatabase, DatabaseFileStore } from '@agency/service-common';
import { startRedis } from '@agency/test-kit/redis-server';
import { Redis } from 'ioredis';
import { createBenchDatabase, fillBenchDatabase, mysqlAnswers } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { BROWSER_HEADERS, measureLoad, median, ROUNDS } from './load';
import { startServerProcess } from './processes';
import { formatMs, formatRate } from './report';
import type { BenchSection, Check } from './types';

const ACTIVATIONS = 10;
const START_WITHIN_MS = 300_000;
const FILE = 'remoteEntry.js';

/** A remote file of a realistic size (about 120 kB of script, about 30 kB compressed). */
function remoteScript(version: string): Buffer {
  const lines = [`/* ${version} */`];
  for (let i = 0; lines.join('\n').length < 120_000; i += 1)
    lines.push(`export const part${i} = ${JSON.stringify(randomBytes(24).toString('hex'))};`);
  return Buffer.from(lines.join('\n'));
}

export const releasesSection: BenchSection = {
  name: 'releases',
  title: 'Releases across two instances (one database, one Redis)',
  async run({ log, seconds, connections }) {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-releases-'));
    const database = await createBenchDatabase((await mysqlAnswers()) ? 'mysql' : 'sqlite', workDir);
    const redis = await startRedis();
    const stops: (() => Promise<void>)[] = [];
    try {
      // One site: the same secrets and database; each instance its own folders, as on two machines.
      const base = { ...gatewayEnvironment(workDir, database.url), REDIS_URL: redis.url, RELEASES_POLL_MS: '2000' };
      const env = (name: string) => ({
        ...base,
        DATA_DIR: path.join(workDir, name, 'data'),
        UPLOAD_DIR: path.join(workDir, name, 'uploads'),
        DEPLOY_DIR: path.join(workDir, name, 'deploy'),
      });
      await fillBenchDatabase(database.url, configOf(env('a')), 10);
      const db = createDatabase(database.url);
      stops.push(() => db.destroy());
      const ledger = new ReleaseLedger(db);
      await ledger.prepare();
      const store = new DatabaseFileStore(db);
      await store.prepare();
      const staticRoot = path.join(workDir, 'static');
      const versions = ['1.0.0-bench0001', '1.0.0-bench0002'];
      for (const version of versions) {
        const script = remoteScript(version);
        const copies: [string, Buffer][] = [
          [FILE, script],
          [`${FILE}.br`, brotliCompressSync(script)],
          [`${FILE}.gz`, gzipSync(script, { level: 9 })],
          ['mf-manifest.json', Buffer.from(JSON.stringify({ version }))],
        ];
        const files = [];
        for (const [relative, bytes] of copies) {
          const stored = await store.put(bytes);
          files.push({ path: relative, size: stored.size, sha256: stored.hash });
          await mkdir(path.join(staticRoot, version), { recursive: true });
          await writeFile(path.join(staticRoot, version, relative), bytes);
        }
        await ledger.publish(
          {
            remote: 'storefront',
            version,
            deployedAt: new Date().toISOString(),
            routes: ['/'],
            contentHash: null,
            files,
            sharedVersions: null,
            contractVersion: null,
            commit: null,
            publishedBy: 'bench',
          },
          { by: 'bench', reason: 'bench' },
        );
      }
      log('starting two gateways and a static file server …');
      // One at a time, each stopped at the end even when a later one fails to start; a busy
      // machine compiles the gateway slowly, so each may take more than the default bound.
      const start = async (entry: string, environment: NodeJS.ProcessEnv) => {
        const server = await startServerProcess(entry, environment, START_WITHIN_MS);
        stops.push(server.stop);
        return server;
      };
      const a = await start('gateway-server.ts', env('a'));
      const b = await start('gateway-server.ts', env('b'));
      const plain = await start('static-server.ts', { STATIC_ROOT: staticRoot });

      const publisher = new Redis(redis.url);
      stops.push(async () => publisher.disconnect());
      const serving = async (url: string) =>
        ((await (await fetch(`${url}/registry.json`)).json()) as { remotes: { name: string; active: { version: string } }[] }).remotes.find(
          (r) => r.name === 'storefront',
        )?.active.version;
      const times: number[] = [];
      for (let i = 0; i < ACTIVATIONS; i += 1) {
        const target = versions[i % 2];
        // Both instances have just read the registry: only Redis can tell them sooner than the 2 s poll.
        await Promise.all([serving(a.url), serving(b.url)]);
        const started = performance.now();
        await ledger.activate('storefront', { by: 'bench', reason: `activation ${i + 1}` }, { to: target });
        await announceActivation(publisher);
        for (;;) {
          const [onA, onB] = await Promise.all([serving(a.url), serving(b.url)]);
          if (onA === target && onB === target) break;
          if (performance.now() - started > 10_000) throw new Error(`activation ${i + 1} not served within 10 s`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        times.push(performance.now() - started);
      }
      times.sort((x, y) => x - y);
      const p50 = median(times);
      const p99 = times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)];
      log(`activation → both serving: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);

      const version = versions[1];
      const gatewayRates: number[] = [];
      const staticRates: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const load = { connections, seconds, headers: BROWSER_HEADERS };
        gatewayRates.push((await measureLoad(`${a.url}/remotes/storefront/${version}/${FILE}`, load)).rps);
        staticRates.push((await measureLoad(`${plain.url}/${version}/${FILE}`, load)).rps);
      }
      const ratio = median(gatewayRates.map((rate, i) => rate / staticRates[i]));
      const checks: Check[] = [
        { label: 'activation → both instances serve it, p50', value: formatMs(p50), target: 'info', pass: true, info: true },
        {
          label: `activation → both instances serve it, p99 (${ACTIVATIONS})`,
          value: formatMs(p99),
          target: '≤ 2000 ms',
          pass: p99 <= 2000,
        },
        {
          label: 'remote file from the store cache (gateway)',
          value: formatRate(median(gatewayRates)),
          target: 'info',
          pass: true,
          info: true,
        },
        { label: 'the same file from @fastify/static', value: formatRate(median(staticRates)), target: 'info', pass: true, info: true },
        { label: 'store cache ÷ @fastify/static', value: ratio.toFixed(2), target: '≥ 0.8', pass: ratio >= 0.8 },
      ];
      return checks;
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      await redis.stop();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  },
};

/**
 * Cold start: the compiled gateway (`node dist/server/services/gateway/src/main.js`, what
 * production runs) on a migrated database, from spawn to its first /livez answer, against a
 * bare Fastify server started the same way in the same run. Target: at most 3×. Also shows
 * the time to /readyz, the process's memory, and that SIGTERM ends it with 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bootstrapAdministrator } from '@agency/auth';
import { services } from '@agency/gateway/services';
import { emptyRegistry, REMOTE_NAMES, withDeployed } from '@agency/registry';
import { writeRegistry } from '@agency/registry/store';
import { childEnvironment, createDatabase, loadConfig, migrateServices } from '@agency/service-common';
import { buildServer, GATEWAY_ENTRY } from '../build-server';
import { formatMs } from './report';
import type { BenchSection, Check } from './types';

const ROUNDS = 3;
const TARGET_RATIO = 3;

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

/** Milliseconds from spawn until `url` answers 200 (polled every 10 ms). */
async function untilAnswered(url: string, started: number, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode} before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function residentMb(pid: number): Promise<number> {
  return import('node:fs/promises')
    .then(({ readFile }) => readFile(`/proc/${pid}/status`, 'utf8'))
    .then((text) => Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) / 1024);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const bootSection: BenchSection = {
  name: 'boot',
  title: 'Cold start of the compiled gateway against a bare Fastify server',
  async run({ log }) {
    await buildServer(undefined, log);
    return measureColdStart(log);
  },
};

/** The figures of the section, on the compiled gateway already in dist/server. */
export async function measureColdStart(log: (line: string) => void): Promise<Check[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-boot-'));
  try {
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `sqlite:${path.join(work, 'agency.sqlite')}`,
      DEPLOY_DIR: path.join(work, 'deploy'),
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      ADMIN_PASSWORD: 'Harbour-Lantern-Monsoon',
    };
    const config = loadConfig(env);
    const db = createDatabase(config.databaseUrl);
    await migrateServices(services, db, config, bootstrapAdministrator);
    await db.destroy();
    // Stand-in activations: the boot reads the registry, it does not load the remotes.
    let registry = emptyRegistry();
    for (const name of REMOTE_NAMES)
      registry = withDeployed(registry, name, { version: '1.0.0-b0075', deployedAt: new Date().toISOString(), routes: [`/${name}`] });
    await writeRegistry(env.DEPLOY_DIR, registry);
    const bareFile = path.join(work, 'bare.js');
    await writeFile(
      bareFile,
      `const app = require(${JSON.stringify(require.resolve('fastify'))})({ logger: false });\napp.get('/livez', async () => ({ status: 'live' }));\napp.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });\n`,
    );

    const bare: number[] = [];
    const gateway: number[] = [];
    const ready: number[] = [];
    const exits: Array<number | null> = [];
    let rss = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const barePort = await freePort();
      let started = Date.now();
      const bareChild = spawn(process.execPath, [bareFile, String(barePort)], { stdio: 'ignore' });
      bare.push(await untilAnswered(`http://127.0.0.1:${barePort}/livez`, started, bareChild));
      bareChild.kill('SIGKILL');
      await exitOf(bareChild);

      const port = await freePort();
      started = Date.now();
      const child = spawn(process.execPath, [GATEWAY_ENTRY], {
        env: childEnvironment({ ...env, PORT: String(port) }),
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      gateway.push(await untilAnswered(`http://127.0.0.1:${port}/livez`, started, child));
      ready.push(await untilAnswered(`http://127.0.0.1:${port}/readyz`, started, child));
      rss = await residentMb(child.pid!);
      child.kill('SIGTERM');
      exits.push(await exitOf(child));
      log(
        `round ${round + 1}: gateway ${formatMs(gateway[round])} (ready ${formatMs(ready[round])}), bare Fastify ${formatMs(bare[round])}`,
      );
    }
    const ratio = median(gateway) / median(bare);
    const checks: Check[] = [
      {
        label: 'cold start to /livez: node dist/…/main.js (median)',
        value: formatMs(median(gateway)),
        target: 'info',
        pass: true,
        info: true,
      },
      { label: 'cold start of a bare Fastify server (median)', value: formatMs(median(bare)), target: 'info', pass: true, info: true },
      {
        label: 'cold start ratio (gateway / bare Fastify)',
        value: `${ratio.toFixed(1)}×`,
        target: `≤ ${TARGET_RATIO}×`,
        pass: ratio <= TARGET_RATIO,
      },
      { label: 'time to /readyz (median)', value: formatMs(median(ready)), target: 'info', pass: true, info: true },
      { label: 'resident memory once ready', value: `${Math.round(rss)} MB`, target: 'info', pass: true, info: true },
      { label: 'exit codes after SIGTERM', value: exits.join(', '), target: 'all 0', pass: exits.every((code) => code === 0) },
    ];
    return checks;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

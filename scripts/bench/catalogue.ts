/**
 * Section "catalogue": the storefront's hottest reads at 10,000 packages, through the real
 * gateway, on SQLite and (when it answers on 127.0.0.1:3306) MySQL. Targets of issue 3: each
 * call at least half the bare route's rate, and p99 under 25 ms at 50 connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '../../services/common/src';
import { createBenchDatabase, fillBenchDatabase, mysqlAnswers } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { BROWSER_HEADERS, measureLoad } from './load';
import { startServerProcess } from './processes';
import { formatMs, formatRate } from './report';
import type { BenchContext, BenchSection, Check } from './types';

export const BENCH_PACKAGES = 10_000;
export const MIN_RATIO = 0.5;
export const MAX_P99_MS = 25;

const CALLS: { label: string; path: string }[] = [
  { label: 'package list', path: '/api/packages?page=1&limit=7' },
  { label: 'filtered list', path: '/api/packages?page=1&limit=7&holiday_types=Beach_Holidays&minPrice=30000&sortBy=pricing.price&sortOrder=asc' },
  { label: 'home deals', path: '/api/deals/data' },
];

async function benchOn(kind: DatabaseKind, context: BenchContext): Promise<Check[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `agency-bench-${kind}-`));
  const database = await createBenchDatabase(kind, workDir);
  try {
    const env = gatewayEnvironment(workDir, database.url);
    let started = Date.now();
    await fillBenchDatabase(database.url, configOf(env), BENCH_PACKAGES);
    context.log(`${kind}: ${BENCH_PACKAGES.toLocaleString('en')} packages seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const gateway = await startServerProcess('gateway-server.ts', env);
    try {
      const checks: Check[] = [];
      for (const call of CALLS) {
        const url = `${gateway.url}${call.path}`;
        // The first request misses the cache: it shows what the SQL costs at this size.
        started = performance.now();
        const first = await fetch(url);
        const coldMs = performance.now() - started;
        if (!first.ok) throw new Error(`${call.path} answered ${first.status}: ${await first.text()}`);
        const body = (await first.json()) as { pagination?: { totalPackages: number } } | unknown[];
        const size = Array.isArray(body) ? `${body.length} deals` : `${body.pagination?.totalPackages.toLocaleString('en')} matching`;
        context.log(`${kind}: ${call.label} (${size}) first answer, uncached, in ${formatMs(coldMs)}`);
        const bare = await context.measureBareRoute();
        context.log(`${kind}: ${call.label} as a browser asks for it, ${context.seconds} s …`);
        const load = await measureLoad(url, { connections: context.connections, seconds: context.seconds, headers: BROWSER_HEADERS });
        context.log(`${kind}: ${call.label} without Accept-Encoding, ${context.seconds} s …`);
        const identity = await measureLoad(url, { connections: context.connections, seconds: context.seconds });
        const ratio = load.rps / bare.rps;
        const name = `${kind} ${call.label}`;
        checks.push(
          { label: `${name}: rate / bare route`, value: `${ratio.toFixed(2)} (${formatRate(load.rps)} / ${formatRate(bare.rps)})`, target: `≥ ${MIN_RATIO}`, pass: ratio >= MIN_RATIO },
          { label: `${name}: p99 at ${context.connections} connections`, value: formatMs(load.p99), target: `< ${MAX_P99_MS} ms`, pass: load.p99 < MAX_P99_MS },
          {
            label: `${name}, uncompressed: rate / bare, p99`,
            value: `${(identity.rps / bare.rps).toFixed(2)} (${formatRate(identity.rps)}), ${formatMs(identity.p99)}`,
            target: '—',
            pass: true,
            info: true,
          },
        );
      }
      return checks;
    } finally {
      await gateway.stop();
    }
  } finally {
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

export const catalogueSection: BenchSection = {
  name: 'catalogue',
  title: `Catalogue reads at ${BENCH_PACKAGES.toLocaleString('en')} packages (GET ${CALLS.map((c) => c.path).join(', ')})`,
  async run(context) {
    const kinds: DatabaseKind[] = (await mysqlAnswers()) ? ['sqlite', 'mysql'] : ['sqlite'];
    if (kinds.length === 1) context.log('no MySQL on 127.0.0.1:3306: SQLite only');
    const checks: Check[] = [];
    for (const kind of kinds) checks.push(...(await benchOn(kind, context)));
    return checks;
  },
};

/**
 * Section "catalogue": the storefront's hottest reads at 10,000 packages, through the real
 * gateway, on SQLite and (when it answers on 127.0.0.1:3306) MySQL. Targets: each
 * call at least half the bare route's rate, and p99 under 25 ms at 50 connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseKind } from '@agency/service-common';
import { createBenchDatabase, fillBenchDatabase, mysqlAnswers } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { BROWSER_HEADERS, measureAgainstBare, measureLoad, median, ROUNDS } from './load';
import { startServerProcess } from './processes';
import { formatMs, formatRate } from './report';
import type { BenchContext, BenchSection, Check } from './types';

export const BENCH_PACKAGES = 10_000;
export const MIN_RATIO = 0.5;
export const MAX_P99_MS = 25;

const CALLS: { label: string; path: string }[] = [
  { label: 'package list', path: '/api/packages?page=1&limit=7' },
  {
    label: 'filtered list',
    path: '/api/packages?page=1&limit=7&holiday_types=Beach_Holidays&minPrice=30000&sortBy=pricing.price&sortOrder=asc',
  },
  { label: 'home deals', path: '/api/deals/data' },
];

/** Requests in a row to the gateway without its cache, for the median cost of computing an answer. */
const UNCACHED_SAMPLES = 20;

async function timedGet(url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body: unknown = await res.json();
  return { ms: performance.now() - started, body };
}

function describeAnswer(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} deals`;
  const total = (body as { pagination?: { totalPackages: number } }).pagination?.totalPackages;
  return `${total?.toLocaleString('en')} matching`;
}

async function benchOn(kind: DatabaseKind, context: BenchContext): Promise<Check[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `agency-bench-${kind}-`));
  const database = await createBenchDatabase(kind, workDir);
  try {
    const env = gatewayEnvironment(workDir, database.url);
    const started = Date.now();
    await fillBenchDatabase(database.url, configOf(env), BENCH_PACKAGES);
    context.log(`${kind}: ${BENCH_PACKAGES.toLocaleString('en')} packages seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const checks = new Map<string, Check[]>(CALLS.map((call) => [call.label, []]));
    const options = { connections: context.connections, seconds: context.seconds };

    const cached = await startServerProcess('gateway-server.ts', env);
    try {
      for (const call of CALLS) {
        const url = `${cached.url}${call.path}`;
        const first = await timedGet(url);
        context.log(`${kind}: ${call.label} (${describeAnswer(first.body)}), first answer in ${formatMs(first.ms)}`);
        context.log(`${kind}: ${call.label} as a browser asks for it, ${ROUNDS} rounds of ${context.seconds} s beside the bare route …`);
        const rated = await measureAgainstBare(
          url,
          { ...options, headers: BROWSER_HEADERS, serverCpuMs: cached.cpuMs },
          context.measureBareRoute,
        );
        context.log(`${kind}: ${call.label} without Accept-Encoding, ${context.seconds} s …`);
        const identity = await measureLoad(url, { ...options, warmupSeconds: 0 });
        const name = `${kind} ${call.label}`;
        checks.get(call.label)!.push(
          {
            label: `${name}: rate / bare route`,
            value: `${rated.ratio.toFixed(2)} (${formatRate(rated.rps)} / ${formatRate(rated.bareRps)})`,
            target: `≥ ${MIN_RATIO}`,
            pass: rated.ratio >= MIN_RATIO,
          },
          {
            label: `${name}: p99 at ${context.connections} connections`,
            value: `${formatMs(rated.p99)} (worst round ${formatMs(rated.worstP99)})`,
            target: `< ${MAX_P99_MS} ms`,
            pass: rated.p99 < MAX_P99_MS,
          },
          {
            label: `${name}, uncompressed: rate, p99`,
            value: `${formatRate(identity.rps)}, ${formatMs(identity.p99)}`,
            target: '—',
            pass: true,
            info: true,
          },
          ...(rated.serverMicros !== undefined && rated.bareServerMicros !== undefined
            ? [
                {
                  // The load generator shares the machine: this separates the server's own cost from the client's.
                  label: `${name}: server CPU per request`,
                  value: `${rated.serverMicros.toFixed(0)} µs (bare route ${rated.bareServerMicros.toFixed(0)} µs, ratio ${(rated.bareServerMicros / rated.serverMicros).toFixed(2)})`,
                  target: '—',
                  pass: true,
                  info: true,
                },
              ]
            : []),
        );
      }
    } finally {
      await cached.stop();
    }

    // The same gateway with READ_CACHE=off: what each answer costs to compute, and what the cache buys.
    const uncached = await startServerProcess('gateway-server.ts', { ...env, READ_CACHE: 'off' });
    try {
      for (const call of CALLS) {
        const url = `${uncached.url}${call.path}`;
        const samples: number[] = [];
        for (let i = 0; i < UNCACHED_SAMPLES; i++) samples.push((await timedGet(url)).ms);
        context.log(`${kind}: ${call.label} without the read cache, ${context.seconds} s …`);
        const load = await measureLoad(url, { ...options, headers: BROWSER_HEADERS, warmupSeconds: 1 });
        checks.get(call.label)!.push({
          label: `${kind} ${call.label}, no read cache: one answer; rate, p99`,
          value: `${formatMs(median(samples))}; ${formatRate(load.rps)}, ${formatMs(load.p99)}`,
          target: '—',
          pass: true,
          info: true,
        });
      }
    } finally {
      await uncached.stop();
    }
    return [...checks.values()].flat();
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

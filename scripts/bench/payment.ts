/**
 * Section "payment": never overselling the retreat (issue 7). With 5 SoulPod places left,
 * 50 visitors start a checkout at the same moment, over HTTP against the payment service
 * in a process of its own; exactly 5 must get a hold, the other 45 'Sold Out', and the
 * availability (sampled from the database throughout) must never go below 0. Repeated
 * for ROUNDS rounds on SQLite and, when it answers on 127.0.0.1:3306, MySQL, where the
 * initiations really run side by side on the service's connection pool; the p99 is over
 * every initiation of every round.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, loadConfig, prepareDatabase, type DatabaseKind } from '@agency/service-common';
import { paymentService } from '@agency/payment';
import { TABLES } from '@agency/payment/src/db/rows';
import { createBenchDatabase, mysqlAnswers } from './databases';
import { BENCH_SERVICE_ENV } from './service-server';
import { startServerProcess } from './processes';
import { formatMs } from './report';
import type { BenchSection, Check } from './types';

export const PLACES_LEFT = 5;
export const SIMULTANEOUS = 50;
export const ROUNDS = 20;
/**
 * The issue sets no latency target; this one says every visitor of a 50-strong rush hears
 * back (a hold or 'Sold Out') within a second, which lock waits or retries would break.
 */
export const MAX_P99_MS = 1000;

interface RaceResult {
  holds: number;
  soldOut: number;
  other: number;
  lowest: number;
  final: number;
  latencies: number[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchOn(kind: DatabaseKind, log: (line: string) => void): Promise<Check[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `agency-bench-payment-${kind}-`));
  const database = await createBenchDatabase(kind, workDir);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development', // production refuses the sandbox provider, and without PayU takes no payments
    PAYMENT_SANDBOX: 'on',
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(workDir, 'data'),
    PUBLIC_URL: 'http://127.0.0.1',
    PAYU_KEY: '',
    PAYU_SALT: '',
    PAYU_URL: '',
  };
  const db = createDatabase(database.url, { pool: 2 });
  try {
    await prepareDatabase(paymentService, db, loadConfig(env));
    const soulPod: { id: number } = await db(TABLES.inventory).where({ category: 'SoulPod' }).first('id');
    const server = await startServerProcess('service-server.ts', { ...env, [BENCH_SERVICE_ENV]: 'payment' });
    try {
      const results: RaceResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await db(TABLES.inventory).where({ id: soulPod.id }).update({ available_items: PLACES_LEFT });
        results.push(await race(server.url, db, soulPod.id));
      }
      return checksOf(kind, results, log);
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/** One round: SIMULTANEOUS initiations at once, availability sampled until all have answered. */
async function race(url: string, db: ReturnType<typeof createDatabase>, soulPodId: number): Promise<RaceResult> {
  const availability = async () => Number((await db(TABLES.inventory).where({ id: soulPodId }).first('available_items')).available_items);
  let lowest = Number.POSITIVE_INFINITY;
  let racing = true;
  const sampler = (async () => {
    while (racing) {
      lowest = Math.min(lowest, await availability());
      // SQLite answers synchronously: without a turn of the event loop the answers never arrive.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const body = JSON.stringify({ firstname: 'Bench', email: 'bench@example.in', phone: '9876543210', productinfo: 'Retreat', category: 'SoulPod', itemId: soulPodId, members: 1 });
  const answers = await Promise.all(
    Array.from({ length: SIMULTANEOUS }, async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/payment/v1/initiate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    }),
  );
  racing = false;
  await sampler;
  const final = await availability();
  return {
    holds: answers.filter((a) => a.status === 200).length,
    soldOut: answers.filter((a) => a.status === 409).length,
    other: answers.filter((a) => a.status !== 200 && a.status !== 409).length,
    lowest: Math.min(lowest, final),
    final,
    latencies: answers.map((a) => a.ms),
  };
}

function checksOf(kind: DatabaseKind, results: readonly RaceResult[], log: (line: string) => void): Check[] {
  const holds = results.map((r) => r.holds);
  const lowest = Math.min(...results.map((r) => r.lowest));
  const finals = results.map((r) => r.final);
  const others = results.reduce((sum, r) => sum + r.other, 0);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  log(`${kind}: holds per round ${holds.join(' ')}; lowest availability ${lowest}; p50 ${formatMs(percentile(latencies, 50))}, p99 ${formatMs(p99)}`);
  const name = `${kind} ${SIMULTANEOUS} simultaneous bookings of ${PLACES_LEFT} places`;
  return [
    {
      label: `${name}: holds made`,
      value: holds.every((h) => h === PLACES_LEFT) ? `${PLACES_LEFT} in each of ${ROUNDS} rounds` : `${Math.min(...holds)}–${Math.max(...holds)} per round`,
      target: `= ${PLACES_LEFT}`,
      pass: holds.every((h) => h === PLACES_LEFT) && others === 0,
    },
    { label: `${name}: lowest availability seen`, value: String(lowest), target: '≥ 0', pass: lowest >= 0 },
    {
      label: `${name}: final availability`,
      value: finals.every((f) => f === 0) ? '0 after every round' : finals.join(' '),
      target: '= 0',
      pass: finals.every((f) => f === 0),
    },
    {
      label: `${name}: p99 initiation`,
      value: `${formatMs(p99)} (p50 ${formatMs(percentile(latencies, 50))}, ${latencies.length} initiations)`,
      target: `< ${MAX_P99_MS} ms`,
      pass: p99 < MAX_P99_MS,
    },
  ];
}

async function run(log: (line: string) => void): Promise<Check[]> {
  const kinds: DatabaseKind[] = (await mysqlAnswers()) ? ['sqlite', 'mysql'] : ['sqlite'];
  if (!kinds.includes('mysql')) log('payment: no MySQL on 127.0.0.1:3306, SQLite only');
  const checks: Check[] = [];
  for (const kind of kinds) checks.push(...(await benchOn(kind, log)));
  return checks;
}

export const paymentSection: BenchSection = {
  name: 'payment',
  title: `Payment: ${SIMULTANEOUS} simultaneous bookings for the last ${PLACES_LEFT} places (issue 7)`,
  run: (context) => run(context.log),
};

/** The same section for a runner that takes plain functions: ok and the report's lines. */
export async function runPaymentBench(): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const checks = await run((line) => lines.push(line));
  for (const check of checks) lines.push(`${check.label}: ${check.value} (target ${check.target}) ${check.pass ? 'ok' : 'MISSED'}`);
  return { ok: checks.every((check) => check.info || check.pass), lines };
}

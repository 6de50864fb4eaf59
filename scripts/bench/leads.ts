/**
 * Section "leads": no enquiry lost. 500 enquiries (the three forms' payloads in
 * turn, each with a unique e-mail address as its marker) are sent at once over 50 keep-alive
 * connections, 10 after one another on each, to the leads service in a process of its own
 * (as split mode runs it). Then the database is counted: every marker must be stored exactly
 * once, under the id its answer gave, unassigned and 'Active'. On SQLite and, when it answers
 * on 127.0.0.1:3306, MySQL, where the inserts really run side by side on the pool.
 *
 * The service keeps its enquiry rate limit in the path (its cost is part of each request),
 * with the limits raised through ENQUIRY_LIMIT_PER_MINUTE and ENQUIRY_LIMIT_PER_DAY: every
 * enquiry comes from 127.0.0.1, and the limit is not what this measures (its own tests are
 * services/leads/test/rate-limit.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FOUND_US_OPTIONS, PUBLIC_HANDLER } from '@agency/contracts';
import { leadsService } from '@agency/leads';
import { TABLES } from '@agency/leads/db/rows';
import { createDatabase, type DatabaseKind, loadConfig, prepareDatabase } from '@agency/service-common';
import { createBenchDatabase, mysqlAnswers } from './databases';
import { startServerProcess } from './processes';
import { formatMs } from './report';
import { BENCH_SERVICE_ENV } from './service-server';
import type { BenchSection, Check } from './types';

export const ENQUIRIES = 500;
export const CONNECTIONS = 50;
/** Sent first and left out of the figures: the first requests pay for JIT and the pool's connections. */
const WARM_UP = 50;
/**
 * The p99 is what a visitor feels; this target says a visitor pressing Send in a
 * rush of 50 at once hears back within a second, as the retreat checkout does.
 */
export const MAX_P99_MS = 1000;
/** High enough that 550 enquiries from one address pass: the bench measures storing, not refusing. */
const BENCH_LIMIT = String(1_000_000);

interface Answer {
  marker: string;
  status: number;
  id?: number;
  ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The i-th enquiry: the pop-up's, the full form's or the callback's payload in turn, marked by its e-mail address. */
export function enquiry(marker: string, i: number): object {
  const common = {
    Firstname: `Bench ${i}`,
    Emailaddress: marker,
    PhoneNumber: '+91 98450 12345',
    handleby: PUBLIC_HANDLER,
    Status: 'Active',
  };
  switch (i % 3) {
    case 0:
      return { ...common, travelplans: `A family holiday, enquiry ${i}`, way: 'quickContact' };
    case 1:
      return {
        ...common,
        Lastname: 'Load',
        Countryname: 'Bali',
        classoffer: 'Economy',
        Duration: 7,
        Date: '2026-01-15',
        Airport: 'Mumbai (BOM)',
        Whoistravelling: 2,
        Whoistravellingchildren: 1,
        WhoistravellingInfants: 0,
        calltime: '9 am to 12pm',
        way: 'Direct website',
      };
    default:
      return { ...common, Lastname: 'Load', calltime: '6 pm to 9pm', way: FOUND_US_OPTIONS[i % FOUND_US_OPTIONS.length] };
  }
}

function post(agent: http.Agent, url: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: '/api/requests/submit',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** `count` enquiries over CONNECTIONS connections, each connection sending its share one after another. */
async function send(serverUrl: string, prefix: string, count: number): Promise<Answer[]> {
  const url = new URL(serverUrl);
  if (url.hostname !== '127.0.0.1') throw new Error(`the bench sends only to 127.0.0.1, not ${url.hostname}`);
  const answers: Answer[] = [];
  let next = 0;
  const connection = async () => {
    // One socket per worker, kept alive: 50 workers are 50 connections.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (next < count) {
        const i = next++;
        const marker = `${prefix}-${i}@bench.example.in`;
        const body = JSON.stringify(enquiry(marker, i));
        const started = performance.now();
        try {
          const { status, text } = await post(agent, url, body);
          const ms = performance.now() - started;
          answers.push({ marker, status, ms, ...(status === 200 ? { id: (JSON.parse(text) as { id: number }).id } : {}) });
        } catch {
          answers.push({ marker, status: 0, ms: performance.now() - started });
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return answers;
}

interface Tally {
  answered: number;
  failed: number;
  markersStored: number;
  duplicated: number;
  lost: number;
  wrongId: number;
  wrongState: number;
}

/** Every answer against the database: each marker stored once, under its answered id, 'Public' and 'Active'. */
async function tally(db: ReturnType<typeof createDatabase>, prefix: string, answers: readonly Answer[]): Promise<Tally> {
  const rows: { id: number; email: string; handled_by: string; status: string }[] = await db(TABLES.requests)
    .where('email', 'like', `${prefix}-%`)
    .select('id', 'email', 'handled_by', 'status');
  const byMarker = new Map<string, typeof rows>();
  for (const row of rows) byMarker.set(row.email, [...(byMarker.get(row.email) ?? []), row]);
  let lost = 0;
  let wrongId = 0;
  for (const answer of answers) {
    const stored = byMarker.get(answer.marker) ?? [];
    if (stored.length === 0) lost += 1;
    else if (answer.id !== undefined && !stored.some((row) => Number(row.id) === answer.id)) wrongId += 1;
  }
  return {
    answered: answers.filter((a) => a.status === 200).length,
    failed: answers.filter((a) => a.status !== 200).length,
    markersStored: byMarker.size,
    duplicated: [...byMarker.values()].filter((list) => list.length > 1).length,
    lost,
    wrongId,
    wrongState: rows.filter((row) => row.handled_by !== PUBLIC_HANDLER || row.status !== 'Active').length,
  };
}

async function benchOn(kind: DatabaseKind, log: (line: string) => void): Promise<Check[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `agency-bench-leads-${kind}-`));
  const database = await createBenchDatabase(kind, workDir);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    DATA_DIR: path.join(workDir, 'data'),
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    TRUST_PROXY: '',
    ENQUIRY_LIMIT_PER_MINUTE: BENCH_LIMIT,
    ENQUIRY_LIMIT_PER_DAY: BENCH_LIMIT,
  };
  const db = createDatabase(database.url, { pool: 2 });
  try {
    await prepareDatabase(leadsService, db, loadConfig({ ...env, REDIS_URL: undefined }));
    const server = await startServerProcess('service-server.ts', { ...env, [BENCH_SERVICE_ENV]: 'leads' });
    try {
      const run = randomBytes(4).toString('hex');
      await send(server.url, `warmup-${run}`, WARM_UP);
      const cpuBefore = server.cpuMs();
      const started = performance.now();
      const answers = await send(server.url, `bench-${run}`, ENQUIRIES);
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = server.cpuMs();
      const counted = await tally(db, `bench-${run}`, answers);
      const serverCpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / ENQUIRIES : undefined;
      return checksOf(kind, answers, counted, { seconds, serverCpuMs }, log);
    } finally {
      await server.stop();
    }
  } finally {
    await db.destroy();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

function checksOf(
  kind: DatabaseKind,
  answers: readonly Answer[],
  t: Tally,
  { seconds, serverCpuMs }: { seconds: number; serverCpuMs?: number },
  log: (line: string) => void,
): Check[] {
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const statuses = [...new Set(answers.filter((a) => a.status !== 200).map((a) => a.status))];
  log(
    `${kind}: ${t.answered} of ${answers.length} answered 200${statuses.length ? ` (others: ${statuses.join(', ')})` : ''}; ` +
      `${t.markersStored} stored, ${t.lost} lost, ${t.duplicated} duplicated, ${t.wrongId} under another id; p50 ${formatMs(p50)}, p99 ${formatMs(p99)}, max ${formatMs(latencies[latencies.length - 1])}`,
  );
  const name = `${kind} ${ENQUIRIES} enquiries over ${CONNECTIONS} connections`;
  const exact =
    t.answered === ENQUIRIES &&
    t.markersStored === ENQUIRIES &&
    t.lost === 0 &&
    t.duplicated === 0 &&
    t.wrongId === 0 &&
    t.wrongState === 0;
  return [
    {
      label: `${name}: answered 200`,
      value: `${t.answered} of ${answers.length}`,
      target: `= ${ENQUIRIES}`,
      pass: t.answered === ENQUIRIES && t.failed === 0,
    },
    {
      label: `${name}: stored exactly once`,
      value: exact
        ? `${ENQUIRIES} of ${ENQUIRIES}`
        : `${t.markersStored} stored, ${t.lost} lost, ${t.duplicated} twice, ${t.wrongId} mismatched, ${t.wrongState} not Public/Active`,
      target: `= ${ENQUIRIES}, none lost or twice`,
      pass: exact,
    },
    {
      label: `${name}: p99 latency`,
      value: `${formatMs(p99)} (p50 ${formatMs(p50)})`,
      target: `< ${MAX_P99_MS} ms`,
      pass: p99 < MAX_P99_MS,
    },
    { label: `${name}: rate`, value: `${Math.round(ENQUIRIES / seconds)} enquiries/s`, target: '', pass: true, info: true },
    ...(serverCpuMs === undefined
      ? []
      : [{ label: `${name}: service CPU per enquiry`, value: formatMs(serverCpuMs), target: '', pass: true, info: true }]),
  ];
}

async function run(log: (line: string) => void): Promise<Check[]> {
  const kinds: DatabaseKind[] = (await mysqlAnswers()) ? ['sqlite', 'mysql'] : ['sqlite'];
  if (!kinds.includes('mysql')) log('leads: no MySQL on 127.0.0.1:3306, SQLite only');
  const checks: Check[] = [];
  for (const kind of kinds) checks.push(...(await benchOn(kind, log)));
  return checks;
}

export const leadsSection: BenchSection = {
  name: 'leads',
  title: `Leads: ${ENQUIRIES} enquiries sent at once from ${CONNECTIONS} connections, each stored exactly once`,
  run: (context) => run(context.log),
};

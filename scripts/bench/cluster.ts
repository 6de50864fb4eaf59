/**
 * Section "cluster": the production set-up under trouble, a scripted scenario that prints
 * figures. nginx (npm run start:cluster's configuration) in front of two compiled gateway
 * instances on one MySQL database:
 *
 * - mixed traffic (catalogue reads, page renders, enquiries, booking starts), then kill -9 of
 *   one instance: every acknowledged enquiry and booking is in the database, and the failed
 *   requests are only those in flight at the kill;
 * - a rolling restart (SIGTERM to each instance in turn, started again) under the same
 *   traffic: no failed request;
 * - overload: the first pages of an instance just started are answered (not refused while its
 *   loop still lags from the boot); then 200 connections on uncached pages against it with the
 *   production pressure guard: /livez answers within 1 s throughout; the shares of server-rendered
 *   pages, client-rendered fallbacks (renderer busy) and 503s, and the p99, are printed;
 * - two instances migrating an empty database together, then starting: migrations once, no
 *   error, no demo data;
 * - throughput of a catalogue call and a cached page through nginx to two instances against
 *   one instance directly, in the same run;
 * - backup → restore into a fresh database: equal counts and hashes;
 * - the production install: the built output with `npm ci --omit=dev` in a folder of its own
 *   starts with node and answers /readyz;
 * - the cold start of the compiled gateway against a bare Fastify server.
 *
 * Needs MySQL on 127.0.0.1:3306 and Debian's nginx. BENCH_CLUSTER_STEPS runs some of the
 * scenarios only (e.g. `BENCH_CLUSTER_STEPS=rolling-restart npm run bench -- --only cluster`).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TABLES as AUTH_TABLES } from '@agency/auth/db/rows';
import { TABLES as CATALOGUE_TABLES } from '@agency/catalogue/db/rows';
import { TABLES as LEAD_TABLES } from '@agency/leads/db/rows';
import { RENDER_MODE_HEADER } from '@agency/page/server';
import { TABLES as PAYMENT_TABLES } from '@agency/payment/db/rows';
import type { Registry } from '@agency/registry';
import { ReleaseLedger } from '@agency/registry/releases';
import { writeRegistry } from '@agency/registry/store';
import { childEnvironment, createDatabase } from '@agency/service-common';
import { buildServer, GATEWAY_ENTRY } from '../build-server';
import { backup, restore } from '../lib/backup';
import { type Cluster, exitOf, freePort, nginxInstalled, startCluster, waitForOk } from '../lib/cluster';
import { ensureShellBuilt } from '../lib/shell-build';
import { deployInto, SITE_PACKAGES } from './bench-site';
import { measureColdStart } from './boot';
import { accountWrites, describeStatuses, failures, Traffic, type WriteAccount } from './cluster-traffic';
import { createBenchDatabase, fillBenchDatabase, mysqlAnswers } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { BROWSER_HEADERS, measureLoad } from './load';
import { provesProductionInstall } from './production-install';
import { formatMs, formatRate } from './report';
import type { BenchSection, Check } from './types';

const WORKERS = 8;
const OVERLOAD_CONNECTIONS = 200;
const OVERLOAD_SECONDS = 30;
const LIVEZ_BOUND_MS = 1000;
/** Pages asked for one after another right after the overloaded instance's start, before the rush. */
const FIRST_PAGES = 5;

/** The scenarios, in the order they run. */
export const CLUSTER_STEPS = ['kill', 'rolling-restart', 'throughput', 'overload', 'backup', 'migrate', 'install', 'cold-start'] as const;
type Step = (typeof CLUSTER_STEPS)[number];

/** The steps BENCH_CLUSTER_STEPS names (comma-separated), or every one when it is unset. */
export function clusterSteps(text: string | undefined): ReadonlySet<Step> {
  if (!text?.trim()) return new Set(CLUSTER_STEPS);
  const named = text.split(',').map((step) => step.trim());
  const unknown = named.filter((step) => !(CLUSTER_STEPS as readonly string[]).includes(step));
  if (unknown.length > 0) throw new Error(`BENCH_CLUSTER_STEPS: unknown step ${unknown.join(', ')}; steps: ${CLUSTER_STEPS.join(', ')}`);
  return new Set(named as Step[]);
}

/** Runs one scenario; a failure is reported as its own failed line and the next scenario still runs. */
async function scenario(name: string, checks: Check[], log: (line: string) => void, run: () => Promise<Check[]>): Promise<void> {
  try {
    const result = await run();
    for (const check of result) log(`  ${check.label}: ${check.value} (${check.target})`);
    checks.push(...result);
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    checks.push({
      label: `${name}: failed to run`,
      value: error instanceof Error ? error.message.split('\n')[0] : String(error),
      target: 'runs',
      pass: false,
    });
  }
}

let instanceLogRead = 0;
/** The instances' error lines written since the last call, so that a failed request can be explained. */
async function logInstanceErrors(file: string, log: (line: string) => void): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const fresh = text.slice(instanceLogRead);
  instanceLogRead = text.length;
  const errors = fresh.split('\n').filter((line) => /"level":(50|60)/.test(line));
  for (const line of errors.slice(0, 5)) log(`  instance error: ${line.slice(0, 600)}`);
}

let nginxLogRead = 0;
/** nginx's error log lines written since the last call (an upstream that closed or refused, and when). */
async function logNginxErrors(file: string, log: (line: string) => void): Promise<void> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const fresh = text.slice(nginxLogRead);
  nginxLogRead = text.length;
  const lines = fresh.split('\n').filter((line) => /\[(error|crit|alert|emerg)\]/.test(line));
  for (const line of lines.slice(0, 8)) log(`  nginx: ${line.slice(0, 400)}`);
  if (lines.length > 8) log(`  nginx: … ${lines.length - 8} more error lines`);
}

const info = (label: string, value: string): Check => ({ label, value, target: 'info', pass: true, info: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

function writeChecks(label: string, accounts: Record<'enquiry' | 'booking', WriteAccount>): Check[] {
  return (['enquiry', 'booking'] as const).map((kind) => {
    const a = accounts[kind];
    return {
      label: `${label}: ${kind === 'enquiry' ? 'enquiries' : 'booking starts'} sent / acknowledged / stored / lost`,
      value: `${a.sent} / ${a.acknowledged} / ${a.stored} / ${a.lost}${a.storedUnacknowledged ? ` (${a.storedUnacknowledged} stored, answer lost in flight)` : ''}`,
      target: 'lost = 0',
      pass: a.lost === 0 && a.acknowledged > 0,
    };
  });
}

export const clusterSection: BenchSection = {
  name: 'cluster',
  title: 'Several instances behind nginx: crash, rolling restart, overload, migrations, throughput, backup, install, cold start',
  async run(context) {
    const { log } = context;
    const steps = clusterSteps(process.env.BENCH_CLUSTER_STEPS);
    if (!nginxInstalled()) throw new Error('nginx is not installed (apt-get install nginx-light)');
    if (!(await mysqlAnswers())) throw new Error('MySQL does not answer on 127.0.0.1:3306');
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-cluster-'));
    const database = await createBenchDatabase('mysql', workDir);
    const checks: Check[] = [];
    try {
      await ensureShellBuilt(log);
      await buildServer(undefined, log);
      const deployDir = path.join(workDir, 'deploy');
      await deployInto(database.url, deployDir, log);
      const env: NodeJS.ProcessEnv = {
        ...gatewayEnvironment(workDir, database.url, deployDir),
        // Booking starts hand the guest to PayU's page; nothing here contacts it.
        PAYU_KEY: 'bench-key',
        PAYU_SALT: 'bench-salt',
        PAYU_URL: 'http://127.0.0.1:9/payu',
        // Every visitor of the bench comes from 127.0.0.1: the limits are not what is measured.
        ENQUIRY_LIMIT_PER_MINUTE: '1000000',
        ENQUIRY_LIMIT_PER_DAY: '1000000',
        CHECKOUT_LIMIT_PER_15_MIN: '1000000',
        CHECKOUT_HOLDS_PER_CLIENT: '1000000',
        RETREAT_HOLD_PERCENT: '100',
      };
      await fillBenchDatabase(database.url, configOf(env), SITE_PACKAGES);
      const db = createDatabase(database.url, { pool: 2 });
      try {
        const room: { id: number } = await db(PAYMENT_TABLES.inventory).where({ category: 'SoulPod' }).first('id');
        await db(PAYMENT_TABLES.inventory).where({ id: room.id }).update({ available_items: 1_000_000 });
        const packageIds = (await db(CATALOGUE_TABLES.packages).select('id').limit(50)).map((row: { id: number }) => row.id);
        const traffic = (cluster: Cluster, runId: string) =>
          new Traffic(cluster.url, { workers: WORKERS, packageIds, roomId: room.id, runId });

        if (steps.has('kill') || steps.has('rolling-restart') || steps.has('throughput')) {
          const instanceLog = path.join(workDir, 'instances.log');
          const cluster = await startCluster({
            instances: 2,
            host: '127.0.0.1',
            port: await freePort(),
            prefixDir: path.join(workDir, 'nginx'),
            env,
            output: { file: instanceLog },
            log,
          }).catch(async (error: unknown) => {
            // What the instances said before one of them stopped (the folder is removed at the end).
            const said = (await readFile(instanceLog, 'utf8').catch(() => '')).trim().split('\n').slice(-15);
            for (const line of said) log(`  instance: ${line.slice(0, 600)}`);
            throw error;
          });
          try {
            if (steps.has('kill')) {
              await scenario('kill -9', checks, log, () => killOne(cluster, traffic, db, log));
              await logInstanceErrors(instanceLog, log);
              // What the kill caused in nginx's log is expected; the rolling restart's lines are its own.
              await logNginxErrors(path.join(workDir, 'nginx', 'error.log'), () => undefined);
            }
            if (steps.has('rolling-restart')) {
              await scenario('rolling restart', checks, log, () => rollingRestart(cluster, traffic, db, log));
              await logInstanceErrors(instanceLog, log);
              await logNginxErrors(path.join(workDir, 'nginx', 'error.log'), log);
            }
            if (steps.has('throughput')) await scenario('throughput', checks, log, () => throughput(cluster, context.seconds, log));
          } finally {
            const codes = await cluster.stop();
            checks.push({
              label: 'graceful stop: exit codes (nginx, instances)',
              value: codes.join(', '),
              target: 'all 0',
              pass: codes.every((c) => c === 0),
            });
          }
        }
        if (steps.has('overload')) await scenario('overload', checks, log, () => overload(env, packageIds, log));
        if (steps.has('backup')) await scenario('backup → restore', checks, log, () => backupRestore(env, workDir, log));
        if (steps.has('migrate')) {
          const registry = await new ReleaseLedger(db).registry();
          await scenario('migrate together', checks, log, () => migrateTogether(env, registry, log));
        }
      } finally {
        await db.destroy();
      }
      if (steps.has('install')) await scenario('production install', checks, log, () => provesProductionInstall(env, log));
      if (steps.has('cold-start')) await scenario('cold start', checks, log, () => measureColdStart(log));
      return checks;
    } finally {
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  },
};

async function killOne(
  cluster: Cluster,
  traffic: (cluster: Cluster, runId: string) => Traffic,
  db: ReturnType<typeof createDatabase>,
  log: (line: string) => void,
): Promise<Check[]> {
  const run = traffic(cluster, `kill-${randomBytes(3).toString('hex')}`);
  await sleep(8000);
  const victim = cluster.instances[0];
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  await exitOf(victim.child);
  // The signal is delivered, and the process dies, a moment after it is sent: a request that
  // reached the instance in between was in flight at the kill all the same.
  const diedAt = Date.now();
  await sleep(8000);
  const sent = await run.stop();
  log(`kill -9: ${sent.length} requests (${describeStatuses(sent)}); the instance died ${formatMs(diedAt - killedAt)} after the signal`);
  const { failed, inFlight, other } = failures(sent, killedAt, diedAt);
  for (const request of failed)
    log(
      `  failed: ${request.kind} ${request.status}, from ${formatMs(request.started - killedAt)} to ${formatMs(request.ended - killedAt)} after the kill`,
    );
  const accounts = await accountWrites(db, sent);
  await cluster.revive(0);
  return [
    info(
      'kill -9 of one of two instances under mixed traffic: requests',
      `${sent.length} in ${formatMs(sent.at(-1)!.ended - sent[0].started)}`,
    ),
    ...writeChecks('kill -9', accounts),
    info(
      'kill -9: failed requests, all in flight at the kill',
      `${inFlight.length}${inFlight.length ? ` (${describeStatuses(inFlight)})` : ''}`,
    ),
    {
      label: 'kill -9: failed requests not in flight at the kill',
      value: `${other.length}${other.length ? ` (${describeStatuses(other)})` : ''}`,
      target: '0',
      pass: other.length === 0 && failed.length === inFlight.length,
    },
  ];
}

async function rollingRestart(
  cluster: Cluster,
  traffic: (cluster: Cluster, runId: string) => Traffic,
  db: ReturnType<typeof createDatabase>,
  log: (line: string) => void,
): Promise<Check[]> {
  const run = traffic(cluster, `roll-${randomBytes(3).toString('hex')}`);
  await sleep(3000);
  const started = Date.now();
  const codes: Array<number | null> = [];
  for (let index = 0; index < cluster.instances.length; index += 1) {
    codes.push(await cluster.restart(index));
    log(
      `rolling restart: instance ${index + 1} drained (exit ${codes[index]}), is ready again and back in nginx's rotation (${formatMs(Date.now() - started)} after the first SIGTERM)`,
    );
  }
  const took = Date.now() - started;
  const sent = await run.stop();
  log(`rolling restart: ${sent.length} requests (${describeStatuses(sent)})`);
  const { failed } = failures(sent);
  for (const request of failed)
    log(
      `  failed: ${request.kind} ${request.status}, from ${formatMs(request.started - started)} to ${formatMs(request.ended - started)} after the first SIGTERM`,
    );
  return [
    info(
      'rolling restart (SIGTERM, start, ready; each instance in turn): requests during it',
      `${sent.length}, restart took ${formatMs(took)}`,
    ),
    {
      label: 'rolling restart: failed requests',
      value: `${failed.length}${failed.length ? ` (${describeStatuses(failed)})` : ''}`,
      target: '0',
      pass: failed.length === 0,
    },
    { label: 'rolling restart: exit codes after SIGTERM', value: codes.join(', '), target: 'all 0', pass: codes.every((c) => c === 0) },
    ...writeChecks('rolling restart', await accountWrites(db, sent)),
  ];
}

async function throughput(cluster: Cluster, seconds: number, log: (line: string) => void): Promise<Check[]> {
  const checks: Check[] = [];
  const direct = cluster.instances[0].url;
  for (const [label, target] of [
    ['GET /api/packages?page=1&limit=7', '/api/packages?page=1&limit=7'],
    ['cached page /', '/'],
  ] as const) {
    // One answer first, so the page is in each instance's HTML cache before it is measured.
    for (const base of [cluster.url, cluster.url, direct])
      await (await fetch(`${base}${target}`, { headers: BROWSER_HEADERS })).arrayBuffer();
    const viaNginx = await measureLoad(`${cluster.url}${target}`, { connections: 50, seconds, headers: BROWSER_HEADERS });
    const alone = await measureLoad(`${direct}${target}`, { connections: 50, seconds, headers: BROWSER_HEADERS });
    log(
      `${label}: nginx + 2 instances ${formatRate(viaNginx.rps)} (p99 ${formatMs(viaNginx.p99)}), 1 instance directly ${formatRate(alone.rps)} (p99 ${formatMs(alone.p99)})`,
    );
    checks.push(
      info(`${label}: nginx → 2 instances`, `${formatRate(viaNginx.rps)}, p99 ${formatMs(viaNginx.p99)}`),
      info(`${label}: 1 instance directly`, `${formatRate(alone.rps)}, p99 ${formatMs(alone.p99)}`),
    );
  }
  return checks;
}

/**
 * The 200s by how the page was made (`x-render-mode`): rendered on the server (`server`, or
 * `server-previous` with the previous version), the client-rendered document the render bound
 * answers when all its renders are busy (`client`), or sent ahead before the render finished
 * (`streamed`: its headers cannot say which it became).
 */
function pageKinds(answers: ReadonlyArray<{ mode: string }>): { server: number; client: number; streamed: number; unknown: number } {
  const kinds = { server: 0, client: 0, streamed: 0, unknown: 0 };
  for (const { mode } of answers) {
    if (mode === 'server' || mode === 'server-previous') kinds.server += 1;
    else if (mode === 'client') kinds.client += 1;
    else if (mode === 'streamed') kinds.streamed += 1;
    else kinds.unknown += 1;
  }
  return kinds;
}

/** GETs on 200 connections, one after another on each; every answer's status, time and render mode. */
async function overload(baseEnv: NodeJS.ProcessEnv, packageIds: readonly number[], log: (line: string) => void): Promise<Check[]> {
  const port = await freePort();
  // One instance as production runs it: the pressure guard and the bound on renders at once at their
  // defaults, no read or HTML cache (every page renders).
  const env = {
    ...baseEnv,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '',
    RENDER_CONCURRENCY: '',
    READ_CACHE: 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, [GATEWAY_ENTRY], { env: childEnvironment(env), stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${url}/readyz`, child);
    // A visitor meeting the instance just started: a few uncached pages one after another.
    const first: number[] = [];
    for (const id of packageIds.slice(0, FIRST_PAGES)) {
      const response = await fetch(`${url}/package-detail/${id}`, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      first.push(response.status);
    }
    log(`overload: the first ${FIRST_PAGES} pages after start answered ${first.join(', ')}`);
    const answers: Array<{ status: number; ms: number; mode: string }> = [];
    const livez: number[] = [];
    let livezFailed = 0;
    const until = Date.now() + OVERLOAD_SECONDS * 1000;
    const prober = (async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(`${url}/livez`, { signal: AbortSignal.timeout(LIVEZ_BOUND_MS) });
          await response.arrayBuffer();
          if (!response.ok) livezFailed += 1;
          livez.push(performance.now() - started);
        } catch {
          livezFailed += 1;
        }
        await sleep(250);
      }
    })();
    let next = 0;
    const connection = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (Date.now() < until) {
          const id = packageIds[next++ % packageIds.length];
          const started = performance.now();
          const { status, mode } = await new Promise<{ status: number; mode: string }>((resolve) => {
            const request = http.get(`${url}/package-detail/${id}`, { agent, headers: BROWSER_HEADERS, timeout: 60_000 }, (response) => {
              response.resume();
              const header = response.headers[RENDER_MODE_HEADER];
              response.on('end', () => resolve({ status: response.statusCode ?? 0, mode: typeof header === 'string' ? header : '' }));
            });
            request.on('error', () => resolve({ status: 0, mode: '' }));
            request.on('timeout', () => request.destroy());
          });
          answers.push({ status, ms: performance.now() - started, mode });
        }
      } finally {
        agent.destroy();
      }
    };
    await Promise.all([prober, ...Array.from({ length: OVERLOAD_CONNECTIONS }, connection)]);
    const ok = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    const other = answers.length - ok.length - busy.length;
    const kinds = pageKinds(ok);
    const share = (count: number) => `${((100 * count) / Math.max(1, answers.length)).toFixed(1)} %`;
    log(
      `overload: ${answers.length} answers, ${ok.length} × 200 (${kinds.server} server-rendered, ${kinds.client} client-rendered fallback, ${kinds.streamed} streamed, ${kinds.unknown} without x-render-mode), ${busy.length} × 503, ${other} other; /livez ${livez.length} answered in time, ${livezFailed} failed or over ${LIVEZ_BOUND_MS} ms`,
    );
    return [
      {
        label: `overload: the first ${FIRST_PAGES} uncached pages after start, one after another`,
        value: first.join(', '),
        target: 'all 200',
        pass: first.every((status) => status === 200),
      },
      info(
        `overload: ${OVERLOAD_CONNECTIONS} connections on uncached pages, one instance, ${OVERLOAD_SECONDS} s: answers`,
        `${answers.length} (${ok.length} × 200, ${busy.length} × 503, ${other} other)`,
      ),
      info(
        'overload: share of the answers server-rendered / client-rendered fallback (busy renderer) / streamed / 503 (shed)',
        `${share(kinds.server)} / ${share(kinds.client)} / ${share(kinds.streamed)} / ${share(busy.length)}`,
      ),
      info('overload: share of 503 (shed)', share(busy.length)),
      info(
        'overload: p99 of the pages answered 200 / median',
        `${formatMs(
          percentile(
            ok.map((a) => a.ms),
            99,
          ),
        )} / ${formatMs(
          percentile(
            ok.map((a) => a.ms),
            50,
          ),
        )}`,
      ),
      info(
        'overload: p99 of the 503 answers',
        formatMs(
          percentile(
            busy.map((a) => a.ms),
            99,
          ),
        ),
      ),
      {
        label: `overload: /livez every 250 ms, failed or slower than ${LIVEZ_BOUND_MS} ms`,
        value: `${livezFailed} of ${livez.length + livezFailed} (slowest answer ${livez.length ? formatMs(Math.max(...livez)) : '—'})`,
        target: '0',
        pass: livezFailed === 0,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await exitOf(child);
  }
}

async function backupRestore(env: NodeJS.ProcessEnv, workDir: string, log: (line: string) => void): Promise<Check[]> {
  const started = Date.now();
  const { archive, manifest } = await backup(configOf(env), path.join(workDir, 'backups'));
  const target = await createBenchDatabase('mysql', workDir);
  try {
    const restoredEnv = {
      ...env,
      DATABASE_URL: target.url,
      UPLOAD_DIR: path.join(workDir, 'restored', 'uploads'),
      DEPLOY_DIR: path.join(workDir, 'restored', 'deploy'),
    };
    // restore compares every table's count and every file's hash with the manifest, and throws on a difference.
    const restored = await restore(configOf(restoredEnv), archive);
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    log(
      `backup → restore: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, ${Object.keys(manifest.files).length} files`,
    );
    const sameCounts = JSON.stringify(restored.manifest.database.tables) === JSON.stringify(manifest.database.tables);
    return [
      {
        label: 'backup → restore into a fresh MySQL database: tables / rows / files equal, hashes equal',
        value: `${Object.keys(manifest.database.tables).length} / ${rows} / ${Object.keys(manifest.files).length}, in ${formatMs(Date.now() - started)}`,
        target: 'equal',
        pass: sameCounts,
      },
    ];
  } finally {
    await target.drop();
  }
}

/** Two `database-command.js migrate` at once on an empty database, then two instances at once. */
async function migrateTogether(baseEnv: NodeJS.ProcessEnv, registry: Registry, log: (line: string) => void): Promise<Check[]> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-migrate-'));
  const empty = await createBenchDatabase('mysql', workDir);
  const command = path.join(path.dirname(GATEWAY_ENTRY), 'database-command.js');
  // The releases of the site deployed above, as a deploy folder's registry file: an instance imports it
  // into an empty database's release rows at start (production refuses to start without active versions).
  const deployDir = path.join(workDir, 'deploy');
  await writeRegistry(deployDir, registry);
  const env = { ...baseEnv, DATABASE_URL: empty.url, DEPLOY_DIR: deployDir };
  const db = createDatabase(empty.url, { pool: 1 });
  const children: ReturnType<typeof spawn>[] = [];
  try {
    const outputs = ['', ''];
    const migrators = [0, 1].map((i) => {
      const child = spawn(process.execPath, [command, 'migrate'], { env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (chunk) => (outputs[i] += String(chunk)));
      child.stderr!.on('data', (chunk) => (outputs[i] += String(chunk)));
      return child;
    });
    const migrateCodes = await Promise.all(migrators.map(exitOf));
    log(`migrate together: exit codes ${migrateCodes.join(', ')}; ${outputs.map((o) => o.trim()).join(' | ')}`);
    const database = new URL(empty.url).pathname.slice(1);
    const tables: string[] = (
      await db('information_schema.tables')
        .where({ table_schema: database })
        .andWhere('table_name', 'like', 'knex\\_migrations\\_%')
        .select('table_name as name')
    )
      .map((row: { name: string }) => row.name)
      .filter((name: string) => !name.endsWith('_lock'));
    let migrations = 0;
    let duplicates = 0;
    for (const table of tables) {
      const rows = await db(table).select('name');
      migrations += rows.length;
      duplicates += rows.length - new Set(rows.map((row: { name: string }) => row.name)).size;
    }
    const ports = await Promise.all([freePort(), freePort()]);
    const errors = ['', ''];
    ports.forEach((port, i) => {
      const child = spawn(process.execPath, [GATEWAY_ENTRY], {
        env: childEnvironment({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr!.on('data', (chunk) => (errors[i] += String(chunk)));
      children.push(child);
    });
    await Promise.all(
      children.map((child, i) =>
        waitForOk(`http://127.0.0.1:${ports[i]}/readyz`, child).catch((error: Error) => {
          throw new Error(`${error.message}\n${errors[i]}`);
        }),
      ),
    );
    const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0].n);
    const packages = await count(CATALOGUE_TABLES.packages);
    const enquiries = await count(LEAD_TABLES.requests);
    const users = await count(AUTH_TABLES.users);
    return [
      {
        label: 'two migrators at once on an empty MySQL database: exit codes; migrations recorded (duplicates)',
        value: `${migrateCodes.join(', ')}; ${migrations} in ${tables.length} tables (${duplicates})`,
        target: '0, 0; no duplicate',
        pass: migrateCodes.every((c) => c === 0) && duplicates === 0 && migrations > 0,
      },
      {
        label: 'then two production instances at once: both ready; packages / enquiries / users',
        value: `${packages} / ${enquiries} / ${users}`,
        target: '0 / 0 / 1 (the administrator)',
        pass: packages === 0 && enquiries === 0 && users === 1,
      },
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(exitOf));
    await db.destroy();
    await empty.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

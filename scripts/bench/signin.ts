/**
 * Sign-in under attack: what one sign-in costs at production hashing cost, and
 * whether the site stays fast for everyone else while 50 failed sign-ins run at once. The
 * pages and images a visitor loads are measured quietly first, then again while the attack
 * runs, in the same run. Each attacking request names another client address (the gateway
 * trusts 127.0.0.1 as its proxy here), so the per-client sign-in limit does not stop the
 * attack early, and each tries another username, so the per-account delays (which stop a
 * burst at one account after five failures) do not either: what is measured is the hashing
 * itself, the worst case for the other visitors. An unknown username costs one scrypt run,
 * exactly like a wrong password, so the cost samples use fresh usernames too. The attack
 * brings no proof of work: once one of its sign-ins is hashing, the rest of it is answered
 * 400 without hashing (auth's sign-in-proof.ts), as a blind attack would be.
 *
 * Then the flood that once kept the administrator out (signin-flood.ts): failed sign-ins from
 * eight addresses for half a minute while the administrator signs in from a known device and
 * from new ones.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { services } from '@agency/gateway/services';
import { createDatabase, prepareDatabase } from '@agency/service-common';
import { ensureShellBuilt } from '../lib/shell-build';
import { createBenchDatabase } from './databases';
import { configOf, gatewayEnvironment } from './environment';
import { startServerProcess } from './processes';
import { formatMs } from './report';
import { FLOOD, runSignInFlood } from './signin-flood';
import type { BenchContext, BenchSection, Check } from './types';

const ATTACKERS = 50;
const QUIET_SAMPLES = 100;
const SIGN_IN_SAMPLES = 20;
const P99_TARGET_MS = 100;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/** `samples` loads of `url`, one after another, failing on anything but 200. */
async function latencies(url: string, samples: number, keepGoing: () => boolean = () => true): Promise<number[]> {
  const times: number[] = [];
  while (times.length < samples && keepGoing()) {
    const { ms, status } = await timed(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    times.push(ms);
  }
  return times;
}

function failedSignIn(base: string, attacker: number, username: string): Promise<{ ms: number; status: number }> {
  return timed(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.13.${attacker >> 8}.${attacker & 255}` },
    body: JSON.stringify({ username, password: `wrong-${attacker}-${randomBytes(4).toString('hex')}` }),
  });
}

async function run(context: BenchContext): Promise<Check[]> {
  await ensureShellBuilt(context.log);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-bench-signin-'));
  const database = await createBenchDatabase('sqlite', workDir);
  try {
    const env = { ...gatewayEnvironment(workDir, database.url), TRUST_PROXY: '127.0.0.1' };
    const config = configOf(env);
    const db = createDatabase(database.url);
    for (const service of services) await prepareDatabase(service, db, config);
    await db.destroy();
    // An uploaded picture as the image store keeps it: a file on disk, read for every answer.
    const upload = `upload-${randomBytes(16).toString('hex')}.jpg`;
    await mkdir(config.uploadDir, { recursive: true });
    await writeFile(path.join(config.uploadDir, upload), randomBytes(60_000));

    const server = await startServerProcess('gateway-server.ts', env);
    try {
      const pages = { home: `${server.url}/`, image: `${server.url}/api/images/${upload}` };
      await latencies(pages.home, 10);
      await latencies(pages.image, 10);
      const quiet = { home: await latencies(pages.home, QUIET_SAMPLES), image: await latencies(pages.image, QUIET_SAMPLES) };

      const signIns: number[] = [];
      for (let i = 0; i < SIGN_IN_SAMPLES; i += 1) {
        const attempt = await failedSignIn(server.url, 1000 + i, `bench-nobody-${i}`);
        if (attempt.status !== 401) throw new Error(`a failed sign-in answered ${attempt.status}, not 401: the cost was not measured`);
        signIns.push(attempt.ms);
      }

      let attacking = true;
      const attack = Promise.all(Array.from({ length: ATTACKERS }, (_, i) => failedSignIn(server.url, i, `bench-target-${i}`))).finally(
        () => (attacking = false),
      );
      const busy = { home: [] as number[], image: [] as number[] };
      while (attacking) {
        busy.home.push(...(await latencies(pages.home, 1)));
        busy.image.push(...(await latencies(pages.image, 1)));
      }
      const answers = await attack;
      const statuses = new Map<number, number>();
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const statusLine = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
      context.log(
        `${ATTACKERS} failed sign-ins answered ${statusLine} in ${formatMs(Math.max(...answers.map((a) => a.ms)))}; ${busy.home.length} page and image loads meanwhile`,
      );

      const p99 = (values: number[]) => formatMs(percentile(values, 99));
      context.log(`flood: ${FLOOD.addresses} addresses × ${FLOOD.connections} connections for ${FLOOD.seconds} s…`);
      const flood = await runSignInFlood(server.url, { username: config.adminUsername, password: config.adminPassword }, context.log);
      return [
        {
          label: 'one failed sign-in (production cost): p50',
          value: formatMs(percentile(signIns, 50)),
          target: '—',
          pass: true,
          info: true,
        },
        { label: 'one failed sign-in (production cost): p99', value: p99(signIns), target: '—', pass: true, info: true },
        // The attack must reach the hashing (401s), or the figures below say nothing about it.
        { label: `${ATTACKERS} parallel failed sign-ins: answers`, value: statusLine, target: 'some 401', pass: statuses.has(401) },
        { label: 'GET / p99, quiet', value: p99(quiet.home), target: '—', pass: true, info: true },
        { label: 'an uploaded image p99, quiet', value: p99(quiet.image), target: '—', pass: true, info: true },
        {
          label: `GET / p99 during ${ATTACKERS} failed sign-ins (${busy.home.length} loads)`,
          value: p99(busy.home),
          target: `< ${P99_TARGET_MS} ms`,
          pass: busy.home.length > 0 && percentile(busy.home, 99) < P99_TARGET_MS,
        },
        {
          label: `an uploaded image p99 during ${ATTACKERS} failed sign-ins (${busy.image.length} loads)`,
          value: p99(busy.image),
          target: `< ${P99_TARGET_MS} ms`,
          pass: busy.image.length > 0 && percentile(busy.image, 99) < P99_TARGET_MS,
        },
        ...flood,
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  }
}

export const signInSection: BenchSection = {
  name: 'signin',
  title: 'Sign-in under attack: hashing cost, pages during 50 failed sign-ins, the admin through an 8-address flood',
  run,
};

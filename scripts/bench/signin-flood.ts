/**
 * The flood that kept the real administrator out: 8 client addresses × 10 connections of
 * failed sign-ins for 30 s, while the administrator signs in from a known device (the device
 * cookie of an earlier sign-in) every second and from a new device (no cookie, a new address)
 * every 5 s, and a visitor loads the home page. Every party uses its own real loopback
 * address (127.0.0.2 … 127.0.0.9 for the attack, others for the administrator), bound by the
 * client socket: the server sees those addresses as they are, with no X-Forwarded-For to
 * believe (TRUST_PROXY names 127.0.0.1 only). The attack uses fresh usernames, the worst
 * case for the hashing pool: attempts at the administrator's own username stop at the
 * per-username delays after five, without hashing at all.
 *
 * The attack sends no proof of work, as a blind flood does: while it keeps the hashing pool
 * busy the service answers such attempts 400 without hashing, and soon holds each address
 * back before reading its body (auth's sign-in-proof.ts, login-limiter.ts). The
 * administrator's new browser does what the sign-in form does: fetches a challenge, solves
 * it and sends the solution, and the time to solve it is counted in its sign-in time (the
 * form solves it while the person types, so a person waits less than measured here). The
 * known device sends none: the service never asks a browser its device cookie vouches for.
 */

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { DEVICE_COOKIE, type ProofOfWorkChallenge } from '@agency/contracts';
import { solveProofOfWorkInNode } from '@agency/service-common';
import { formatMs } from './report';
import type { Check } from './types';

export const FLOOD = { addresses: 8, connections: 10, seconds: 30 } as const;
const KNOWN_EVERY_MS = 1000;
const NEW_EVERY_MS = 5000;
const KNOWN_WITHIN_MS = 2000;
const NEW_WITHIN_MS = 10_000;
const P99_TARGET_MS = 100;
/** Connections a browser opens to one host: a sign-in still under way does not hold up the next. */
const BROWSER_CONNECTIONS = 6;

interface Answer {
  status: number;
  ms: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request over a socket bound to `localAddress` (a loopback address of the party). */
function send(
  base: string,
  agent: http.Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, base);
  if (url.hostname !== '127.0.0.1') throw new Error(`the bench sends only to 127.0.0.1, not ${url.hostname}`);
  const payload = body ? JSON.stringify(body) : undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const agentFor = (localAddress: string, connections = BROWSER_CONNECTIONS) =>
  new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countOf(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
}

/**
 * A person signing in: tries, and on 429/503 tries again after the Retry-After the answer
 * asks for (as the sign-in form tells them to), until signed in, or until the next try would
 * start past `withinMs`. Answers the time to a token, or undefined when it gave up.
 */
async function signInAsPerson(
  base: string,
  agent: http.Agent,
  credentials: { username: string; password: string },
  withinMs: number,
  answers: number[],
  browser: { cookie: string } | { solves: true },
): Promise<number | undefined> {
  const started = performance.now();
  for (;;) {
    const res =
      'cookie' in browser
        ? await send(base, agent, 'POST', '/api/auth/login', credentials, { cookie: browser.cookie })
        : await send(base, agent, 'POST', '/api/auth/login', { ...credentials, proofOfWork: await solvedChallenge(base, agent) });
    answers.push(res.status);
    const elapsed = performance.now() - started;
    if (res.status === 200) return elapsed;
    if (res.status !== 429 && res.status !== 503) throw new Error(`the administrator's sign-in answered ${res.status}: ${res.body}`);
    const wait = Number(res.headers['retry-after'] ?? 1) * 1000;
    if (elapsed + wait > withinMs) return undefined;
    await sleep(wait);
  }
}

/** What the sign-in form sends along: a fresh challenge of the service, solved. */
async function solvedChallenge(base: string, agent: http.Agent): Promise<string> {
  const res = await send(base, agent, 'GET', '/api/auth/challenge');
  if (res.status !== 200) throw new Error(`the sign-in challenge answered ${res.status}: ${res.body}`);
  return solveProofOfWorkInNode(JSON.parse(res.body) as ProofOfWorkChallenge);
}

function deviceCookieOf(res: Answer): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  if (!set) throw new Error('the sign-in set no device cookie');
  return set.split(';')[0];
}

export async function runSignInFlood(
  base: string,
  admin: { username: string; password: string },
  log: (line: string) => void,
): Promise<Check[]> {
  // The administrator's usual browser: signed in once before the attack.
  const knownAgent = agentFor('127.0.0.10');
  // As the sign-in form does, with a solved challenge: the attack before this one may still count as busy.
  const first = await send(base, knownAgent, 'POST', '/api/auth/login', { ...admin, proofOfWork: await solvedChallenge(base, knownAgent) });
  if (first.status !== 200) throw new Error(`the administrator's first sign-in answered ${first.status}: ${first.body}`);
  const device = deviceCookieOf(first);

  const until = performance.now() + FLOOD.seconds * 1000;
  const going = () => performance.now() < until;
  const attackStatuses: number[] = [];
  const attackers = Array.from({ length: FLOOD.addresses }, (_, a) => agentFor(`127.0.0.${2 + a}`, FLOOD.connections));
  const attack = Promise.all(
    attackers.flatMap((agent, a) =>
      Array.from({ length: FLOOD.connections }, async (_, c) => {
        while (going()) {
          const res = await send(base, agent, 'POST', '/api/auth/login', {
            username: `flood-${a}-${c}-${randomBytes(3).toString('hex')}`,
            password: `wrong-${randomBytes(6).toString('hex')}`,
          });
          attackStatuses.push(res.status);
        }
      }),
    ),
  );

  const known: (number | undefined)[] = [];
  const knownAnswers: number[] = [];
  const freshAnswers: number[] = [];
  const knownTries = (async () => {
    const tries: Promise<void>[] = [];
    while (going()) {
      tries.push(
        signInAsPerson(base, knownAgent, admin, KNOWN_WITHIN_MS, knownAnswers, { cookie: device }).then((ms) => void known.push(ms)),
      );
      await sleep(KNOWN_EVERY_MS);
    }
    await Promise.all(tries);
  })();

  const fresh: (number | undefined)[] = [];
  const newTries = (async () => {
    const tries: Promise<void>[] = [];
    for (let i = 0; going(); i += 1) {
      // A new browser each time, on an address the service has never seen.
      const agent = agentFor(`127.0.1.${1 + i}`);
      tries.push(signInAsPerson(base, agent, admin, NEW_WITHIN_MS, freshAnswers, { solves: true }).then((ms) => void fresh.push(ms)));
      await sleep(NEW_EVERY_MS);
    }
    await Promise.all(tries);
  })();

  const home: number[] = [];
  const visitor = agentFor('127.0.0.1');
  while (going()) {
    const res = await send(base, visitor, 'GET', '/');
    if (res.status !== 200) throw new Error(`GET / answered ${res.status} during the flood`);
    home.push(res.ms);
  }
  await Promise.all([attack, knownTries, newTries]);
  for (const agent of [knownAgent, visitor, ...attackers]) agent.destroy();

  const ok = (times: readonly (number | undefined)[], withinMs: number) =>
    times.filter((ms): ms is number => ms !== undefined && ms <= withinMs);
  const attackLine = countOf(attackStatuses);
  log(`flood: ${attackStatuses.length} failed sign-ins from ${FLOOD.addresses} addresses answered ${attackLine}`);
  const slowest = (times: readonly number[]) => (times.length ? formatMs(Math.max(...times)) : '—');
  const timesOf = (times: readonly (number | undefined)[]) =>
    times.map((ms) => (ms === undefined ? 'gave up' : `${Math.round(ms)}`)).join(' ') + ' ms';
  log(`flood: the known device's sign-ins answered ${countOf(knownAnswers)}: ${timesOf(known)}`);
  log(`flood: the new devices' sign-ins answered ${countOf(freshAnswers)}: ${timesOf(fresh)}`);
  const knownOk = ok(known, KNOWN_WITHIN_MS);
  const freshOk = ok(fresh, NEW_WITHIN_MS);
  return [
    {
      label: `flood: ${FLOOD.addresses} addresses × ${FLOOD.connections} connections of failed sign-ins for ${FLOOD.seconds} s, answers`,
      value: attackLine,
      target: '—',
      pass: true,
      info: true,
    },
    {
      label: `admin from a known device every 1 s: signed in within 2 s (slowest ${slowest(knownOk)})`,
      value: `${knownOk.length} of ${known.length}`,
      target: '≥ 95 %',
      pass: known.length >= 20 && knownOk.length >= 0.95 * known.length,
    },
    {
      label: `admin from a new device every 5 s: signed in within 10 s (slowest ${slowest(freshOk)})`,
      value: `${freshOk.length} of ${fresh.length}`,
      target: 'all',
      pass: fresh.length > 0 && freshOk.length === fresh.length,
    },
    {
      label: `GET / p99 during the flood (${home.length} loads)`,
      value: formatMs(percentile(home, 99)),
      target: `< ${P99_TARGET_MS} ms`,
      pass: home.length > 0 && percentile(home, 99) < P99_TARGET_MS,
    },
  ];
}

/**
 * Where scrypt runs: a small pool of worker threads with bounded queues. Each sign-in costs
 * about 0.75 s of CPU at production cost; run on libuv's pool (crypto.scrypt), 45 parallel
 * failed sign-ins kept the four libuv threads busy for half a minute, and every static file,
 * image and page waited behind them. Here hashing has its own threads, at most `threads` at
 * once, and beyond that the caller is told to come back (503 with Retry-After) instead of
 * joining a queue that would keep sign-in slow for all.
 *
 * A queue that anyone may fill, anyone may keep full: a flood of failed sign-ins answered
 * busy to the real administrator nearly every time. So the waiting work has two lanes:
 * - the open lane (unknown clients): at most `queue` waiting, and at most `perClient` jobs of
 *   one client address queued or running, refused before they queue. Clients with fewer
 *   recent failed sign-ins go first, and one with fewer takes a full queue's last place from
 *   one with more (which is told to come back): a flood's queued work never keeps out a
 *   client that has not been failing;
 * - the known lane (a device that completed a sign-in before, and signed-in staff changing
 *   passwords): its own `knownQueue` and `knownThreads` more threads that only it may use,
 *   and served first whenever a shared thread comes free. Only staff can fill it, so the
 *   extra thread costs the pages nothing during a flood. After KNOWN_BURST known jobs in a
 *   row on a shared thread a waiting open job goes, so that busy known devices cannot starve
 *   the open lane (where the owner's new phone waits) either.
 */

import type { ScryptOptions } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { ServiceBusyError } from '@agency/service-common';
import { Piscina } from 'piscina';

export const HASHING_BUSY = 'Sign-in is busy right now. Please try again in a few seconds.';
/** Seconds a refused caller is asked to wait: about what the queue ahead of it takes. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

export interface HashingLimits {
  /** Threads either lane may use (the open lane no more). */
  threads: number;
  /** Further threads only the known lane may use. */
  knownThreads: number;
  /** Jobs waiting in the open lane. */
  queue: number;
  /** Jobs of one client in the open lane, waiting or running. */
  perClient: number;
  /** Jobs waiting in the known lane. */
  knownQueue: number;
}

/** Half the cores for hashing (at least one), and queues a few seconds long at production cost. */
export const HASHING_LIMITS: HashingLimits = {
  threads: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  knownThreads: 1,
  queue: 8,
  perClient: 2,
  knownQueue: 8,
};

/** Why hashing was refused: its queue is full, or this client already has its share of it. */
export type HashingRefusal = 'full' | 'client-share';

export class HashingBusyError extends ServiceBusyError {
  constructor(readonly refusal: HashingRefusal = 'full') {
    super(HASHING_BUSY, HASHING_RETRY_AFTER_SECONDS);
  }
}

export interface ScryptJob {
  plain: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
}

/** Whose job it is: `known` for the known lane; else the open lane, bounded per `client`. */
export interface HashingTicket {
  known?: boolean;
  client?: string;
  /** The client's recent failed sign-ins: the open lane serves fewer first. */
  failures?: number;
}

export interface HashingPool {
  derive(job: ScryptJob, ticket?: HashingTicket): Promise<Buffer>;
  /** How full the open lane is: its jobs running and waiting, over the most it takes (`threads` + `queue`); 0 to 1. */
  openLoad(): number;
  close(): Promise<void>;
}

interface Waiting {
  known: boolean;
  failures: number;
  start(): void;
  refuse(error: HashingBusyError): void;
}

/** Known jobs served in a row while open ones wait. */
const KNOWN_BURST = 2;

export function createHashingPool(limits: Partial<HashingLimits> = {}): HashingPool {
  const { threads, knownThreads, queue, perClient, knownQueue } = { ...HASHING_LIMITS, ...limits };
  const allThreads = threads + knownThreads;
  const pool = new Piscina({
    filename: path.join(__dirname, 'scrypt-worker.js'),
    minThreads: 0,
    maxThreads: allThreads,
    // An idle pool holds no thread (and no process open): sign-ins are rare.
    idleTimeout: 30_000,
  });
  const lanes = { known: [] as Waiting[], open: [] as Waiting[] };
  const perClientJobs = new Map<string, number>();
  const running = { all: 0, open: 0 };
  let knownInARow = 0;

  const pick = (): Waiting | undefined => {
    const openMayStart = lanes.open.length > 0 && running.open < threads;
    if (lanes.known.length > 0 && (knownInARow < KNOWN_BURST || !openMayStart)) {
      knownInARow += 1;
      return lanes.known.shift();
    }
    knownInARow = 0;
    return openMayStart ? lanes.open.shift() : undefined;
  };

  const next = () => {
    while (running.all < allThreads) {
      const waiting = pick();
      if (!waiting) return;
      running.all += 1;
      if (!waiting.known) running.open += 1;
      waiting.start();
    }
  };

  function admit(ticket: HashingTicket): () => void {
    if (ticket.known) {
      if (running.all >= allThreads && lanes.known.length >= knownQueue) throw new HashingBusyError('full');
      return () => undefined;
    }
    const client = ticket.client;
    if (client !== undefined && (perClientJobs.get(client) ?? 0) >= perClient) throw new HashingBusyError('client-share');
    if (running.open >= threads && lanes.open.length >= queue) {
      const last = lanes.open.at(-1);
      if (!last || last.failures <= (ticket.failures ?? 0)) throw new HashingBusyError('full');
      lanes.open.pop();
      last.refuse(new HashingBusyError('full'));
    }
    if (client === undefined) return () => undefined;
    perClientJobs.set(client, (perClientJobs.get(client) ?? 0) + 1);
    return () => {
      const left = (perClientJobs.get(client) ?? 1) - 1;
      if (left > 0) perClientJobs.set(client, left);
      else perClientJobs.delete(client);
    };
  }

  return {
    async derive(job, ticket = {}) {
      const leave = admit(ticket);
      const known = ticket.known === true;
      try {
        await new Promise<void>((start, refuse) => {
          const waiting = { known, failures: ticket.failures ?? 0, start, refuse };
          if (known) lanes.known.push(waiting);
          else {
            // After every job with as few failures or fewer: first come, first served among equals.
            const behind = lanes.open.findIndex((other) => other.failures > waiting.failures);
            lanes.open.splice(behind === -1 ? lanes.open.length : behind, 0, waiting);
          }
          next();
        });
        try {
          return Buffer.from(await pool.run(job));
        } finally {
          running.all -= 1;
          if (!known) running.open -= 1;
          next();
        }
      } finally {
        leave();
      }
    },
    openLoad: () => Math.min(1, (running.open + lanes.open.length) / (threads + queue)),
    close: () => pool.destroy(),
  };
}

let shared: HashingPool | undefined;

/** The process's one pool, started on first use. */
export function hashingPool(): HashingPool {
  shared ??= createHashingPool();
  return shared;
}

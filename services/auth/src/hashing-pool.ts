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
 *   one client address queued or running, refused before they queue;
 * - the known lane (a device that completed a sign-in before, and signed-in staff changing
 *   passwords): its own `knownQueue`, and served first whenever a thread comes free, so the
 *   flood can delay it by at most the jobs already running.
 */
import os from 'node:os';
import path from 'node:path';
import type { ScryptOptions } from 'node:crypto';
import { Piscina } from 'piscina';
import { ServiceBusyError } from '@agency/service-common';

export const HASHING_BUSY = 'Sign-in is busy right now. Please try again in a few seconds.';
/** Seconds a refused caller is asked to wait: about what the queue ahead of it takes. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

export interface HashingLimits {
  threads: number;
  /** Jobs waiting in the open lane. */
  queue: number;
  /** Jobs of one client in the open lane, waiting or running. */
  perClient: number;
  /** Jobs waiting in the known lane. */
  knownQueue: number;
}

/** Half the cores for hashing (at least one), and queues a few seconds long at production cost. */
export const HASHING_LIMITS: HashingLimits = { threads: Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: 8, perClient: 2, knownQueue: 8 };

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
}

export interface HashingPool {
  derive(job: ScryptJob, ticket?: HashingTicket): Promise<Buffer>;
  close(): Promise<void>;
}

interface Waiting {
  start(): void;
}

export function createHashingPool(limits: Partial<HashingLimits> = {}): HashingPool {
  const { threads, queue, perClient, knownQueue } = { ...HASHING_LIMITS, ...limits };
  const pool = new Piscina({
    filename: path.join(__dirname, 'scrypt-worker.js'),
    minThreads: 0,
    maxThreads: threads,
    // An idle pool holds no thread (and no process open): sign-ins are rare.
    idleTimeout: 30_000,
  });
  const lanes = { known: [] as Waiting[], open: [] as Waiting[] };
  const perClientJobs = new Map<string, number>();
  let running = 0;

  const next = () => {
    while (running < threads) {
      const waiting = lanes.known.shift() ?? lanes.open.shift();
      if (!waiting) return;
      running += 1;
      waiting.start();
    }
  };

  function admit(ticket: HashingTicket): () => void {
    if (ticket.known) {
      if (running >= threads && lanes.known.length >= knownQueue) throw new HashingBusyError('full');
      return () => undefined;
    }
    const client = ticket.client;
    if (client !== undefined && (perClientJobs.get(client) ?? 0) >= perClient) throw new HashingBusyError('client-share');
    if (running >= threads && lanes.open.length >= queue) throw new HashingBusyError('full');
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
      try {
        await new Promise<void>((start) => {
          (ticket.known ? lanes.known : lanes.open).push({ start });
          next();
        });
        try {
          return Buffer.from(await pool.run(job));
        } finally {
          running -= 1;
          next();
        }
      } finally {
        leave();
      }
    },
    close: () => pool.destroy(),
  };
}

let shared: HashingPool | undefined;

/** The process's one pool, started on first use. */
export function hashingPool(): HashingPool {
  shared ??= createHashingPool();
  return shared;
}

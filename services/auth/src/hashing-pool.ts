/**
 * Where scrypt runs: a small pool of worker threads with a bounded queue. Each sign-in costs
 * about 0.75 s of CPU at production cost; run on libuv's pool (crypto.scrypt), 45 parallel
 * failed sign-ins kept the four libuv threads busy for half a minute, and every static file,
 * image and page waited behind them. Here hashing has its own threads, at most
 * `threads` at once, and at most `queue` more waiting; beyond that the caller is told to come
 * back (503 with Retry-After) instead of joining a queue that would keep sign-in slow for all.
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
  queue: number;
}

/** Half the cores for hashing (at least one), and a queue a few seconds long at production cost. */
export const HASHING_LIMITS: HashingLimits = { threads: Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: 8 };

export class HashingBusyError extends ServiceBusyError {
  constructor() {
    super(HASHING_BUSY, HASHING_RETRY_AFTER_SECONDS);
  }
}

export interface ScryptJob {
  plain: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
}

export interface HashingPool {
  derive(job: ScryptJob): Promise<Buffer>;
  close(): Promise<void>;
}

export function createHashingPool(limits: HashingLimits = HASHING_LIMITS): HashingPool {
  const pool = new Piscina({
    filename: path.join(__dirname, 'scrypt-worker.js'),
    minThreads: 0,
    maxThreads: limits.threads,
    maxQueue: limits.queue,
    // An idle pool holds no thread (and no process open): sign-ins are rare.
    idleTimeout: 30_000,
  });
  return {
    async derive(job) {
      if (pool.queueSize >= limits.queue) throw new HashingBusyError();
      try {
        return Buffer.from(await pool.run(job));
      } catch (error) {
        if ((error as Error).message?.includes('queue is at limit')) throw new HashingBusyError();
        throw error;
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

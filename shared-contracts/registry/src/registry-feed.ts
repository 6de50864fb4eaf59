/**
 * Each instance's view of the registry, derived from the release rows and kept in memory
 * so that a page load costs no query. It is refreshed when it may be stale:
 * - at once when another instance or a deploy command announces an activation on Redis
 *   (`REDIS_URL`): the message makes the next read check the database;
 * - otherwise by a bounded poll: a read more than `pollMs` after the last check compares
 *   the ledger's change mark (one indexed `max(id)`) and reloads when it moved.
 * Redis speeds the news up; the poll bounds staleness when a message is lost or Redis is
 * down. An instance that is not asked for pages does not poll at all.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Registry } from './format';
import type { ReleaseLedger } from './releases';

/** The Redis channel on which activations are announced (the message is the sender's id). */
export const ACTIVATION_CHANNEL = 'agency:releases:activated';

/** The longest a poll may wait: an activation shows on every instance within this bound. */
export const MAX_POLL_MS = 2000;

export interface FeedLog {
  warn(details: object, message: string): void;
}

export interface RegistryFeedOptions {
  /** How old a checked registry may be before the next read checks again (0 = every read). */
  pollMs: number;
  redisUrl?: string;
  log?: FeedLog;
  /** The clock, in milliseconds (tests set it). */
  now?: () => number;
  /** Called when a check loaded a registry different from the one held (the instance reports what it serves now). */
  onReload?: (registry: Registry) => void;
}

export class RegistryFeed {
  private readonly instance = randomUUID();
  private cached: { registry: Registry; mark: number } | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<Registry> | undefined;
  /** Announcements heard so far: one heard while a check was under way makes it count for nothing. */
  private heard = 0;
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(
    private readonly ledger: ReleaseLedger,
    private readonly options: RegistryFeedOptions,
  ) {
    if (options.pollMs > MAX_POLL_MS) throw new Error(`The registry poll must be at most ${MAX_POLL_MS} ms (got ${options.pollMs})`);
    if (options.redisUrl) {
      const warn = (role: string) => (err: Error) =>
        options.log?.warn({ err }, `releases: Redis ${role} error (the poll still bounds staleness)`);
      // Loaded with the first Redis set up: an instance without REDIS_URL never pays for the client.
      const { Redis: Client } = require('ioredis') as typeof import('ioredis');
      this.publisher = new Client(options.redisUrl, { maxRetriesPerRequest: 2 });
      this.subscriber = new Client(options.redisUrl);
      this.publisher.on('error', warn('publisher'));
      this.subscriber.on('error', warn('subscriber'));
      this.subscriber.subscribe(ACTIVATION_CHANNEL).catch(warn('subscription'));
      this.subscriber.on('message', (channel: string, sender: string) => {
        if (channel !== ACTIVATION_CHANNEL || sender === this.instance) return;
        // Reloaded at once, not on the next page load: the instance reports what it serves.
        this.heard += 1;
        this.checkedAt = Number.NEGATIVE_INFINITY;
        this.current().catch((err: Error) => options.log?.warn({ err }, 'releases: reload after an announced activation failed'));
      });
    }
  }

  /** The current registry: the remembered one while it is fresh, otherwise checked against the ledger. */
  current(): Promise<Registry> {
    if (this.cached && this.now() - this.checkedAt < this.options.pollMs) return Promise.resolve(this.cached.registry);
    // Concurrent page loads share one check.
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /** Called by this instance after it changed the ledger: it reloads, and the others hear of it. */
  async changed(): Promise<void> {
    this.checkedAt = Number.NEGATIVE_INFINITY;
    await announceActivation(this.publisher, this.instance).catch((err: Error) =>
      this.options.log?.warn({ err }, 'releases: activation not announced'),
    );
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async check(): Promise<Registry> {
    const started = this.now();
    const heard = this.heard;
    const mark = await this.ledger.changeMark();
    if (!this.cached || this.cached.mark !== mark) {
      const registry = await this.ledger.registry();
      const reloaded = this.cached !== undefined;
      this.cached = { registry, mark };
      if (reloaded) this.options.onReload?.(registry);
    }
    if (this.heard === heard) this.checkedAt = started;
    // An activation announced meanwhile may be newer than what this check read: check again.
    else setImmediate(() => void this.current().catch(() => undefined));
    return this.cached.registry;
  }
}

/** Tells every instance that an activation happened (nothing to do without Redis: they poll). */
export async function announceActivation(publisher: Redis | undefined, sender: string = randomUUID()): Promise<void> {
  if (publisher) await publisher.publish(ACTIVATION_CHANNEL, sender);
}

/** For a command that changed the ledger (deploy, rollback): announces it through `redisUrl` when set, then disconnects. */
export async function announceActivationOnce(redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) return;
  const { Redis: Client } = require('ioredis') as typeof import('ioredis');
  const publisher = new Client(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 1000 });
  publisher.on('error', () => {});
  try {
    await announceActivation(publisher);
  } finally {
    publisher.disconnect();
  }
}

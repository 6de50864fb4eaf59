/**
 * What every gateway instance does for the releases besides serving them:
 * - it reports in on the release tables (InstanceRoster) every HEARTBEAT_MS, and at once
 *   when its view of the registry changed, with the version of each remote it serves now,
 *   so the Releases screen shows an activation reaching every instance;
 * - it applies retention (pruneReleases) every RETENTION_EVERY_MS and after an activation
 *   made through it. Two instances pruning at once remove the same versions: harmless.
 */
import { randomUUID } from 'node:crypto';
import type { Registry } from '@agency/registry';
import { HEARTBEAT_MS, InstanceRoster, type InstanceStatus, thisInstance } from '@agency/registry/instances';
import type { ReleaseLedger } from '@agency/registry/releases';
import { pruneReleases, type RetentionPolicy } from '@agency/registry/retention';
import type { FileStore } from '@agency/service-common';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';

export const RETENTION_EVERY_MS = 10 * 60_000;

/** remote → active version, as a registry says. */
export function servedVersions(registry: Registry): Record<string, string> {
  return Object.fromEntries(Object.entries(registry.remotes).map(([name, remote]) => [name, remote.active]));
}

export class ReleaseUpkeep {
  readonly instanceId = randomUUID();
  private readonly roster: InstanceRoster;
  private readonly self = thisInstance(this.instanceId);
  private timers: NodeJS.Timeout[] = [];
  private pruning: Promise<unknown> | undefined;

  constructor(
    db: Knex,
    private readonly options: {
      ledger: ReleaseLedger;
      store: FileStore;
      retention: RetentionPolicy;
      deployDir: string;
      log: FastifyBaseLogger;
      /** This instance's registry now (its feed). */
      registry: () => Promise<Registry>;
      heartbeatMs?: number;
    },
  ) {
    this.roster = new InstanceRoster(db);
  }

  start(): void {
    void this.beat();
    this.timers = [
      setInterval(() => void this.beat(), this.options.heartbeatMs ?? HEARTBEAT_MS),
      setInterval(() => void this.prune(), RETENTION_EVERY_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Reports what this instance serves now; a failed beat is logged, the next one tries again. */
  async beat(registry?: Registry): Promise<void> {
    try {
      const versions = servedVersions(registry ?? (await this.options.registry()));
      await this.roster.report({ ...this.self, versions, heartbeatAt: new Date().toISOString() });
    } catch (err) {
      this.options.log.warn({ err }, 'releases: heartbeat not recorded');
    }
  }

  /** Every instance that reported in lately, stale ones marked. */
  instances(): Promise<InstanceStatus[]> {
    return this.roster.list();
  }

  /** Applies retention once (one run at a time on this instance). */
  prune(): Promise<unknown> {
    this.pruning ??= pruneReleases(this.options.ledger, this.options.store, this.options.retention, { deployDir: this.options.deployDir })
      .then((removed) => {
        if (removed.length > 0) this.options.log.info({ removed }, 'releases: retention removed versions');
      })
      .catch((err: Error) => this.options.log.warn({ err }, 'releases: retention failed'))
      .finally(() => (this.pruning = undefined));
    return this.pruning;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.pruning;
    await this.roster.leave(this.instanceId).catch(() => undefined);
  }
}

/**
 * The instances serving the site report in on the release tables (`release_instances`):
 * which version of each remote they serve now, when they started, their last heartbeat.
 * The back office's Releases screen shows it, so an operator sees an activation reach every
 * instance. An instance that stopped (crashed, scaled down) stops beating: it is shown as
 * stale after STALE_AFTER_MS, and forgotten a day later.
 */
import os from 'node:os';
import type { Knex } from 'knex';
import { INSTANCES_TABLE } from './releases';

/** How often an instance reports in. */
export const HEARTBEAT_MS = 5000;
/** Three missed heartbeats: the instance is shown as stale. */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;
/** Instances silent this long are removed from the table. */
export const FORGET_AFTER_MS = 24 * 3600 * 1000;

export interface InstanceReport {
  id: string;
  host: string;
  pid: number;
  /** remote → the version this instance serves now. */
  versions: Record<string, string>;
  startedAt: string;
  heartbeatAt: string;
}

export interface InstanceStatus extends InstanceReport {
  stale: boolean;
}

interface InstanceRow {
  id: string;
  host: string;
  pid: number;
  versions: string;
  started_at: string;
  heartbeat_at: string;
}

export class InstanceRoster {
  constructor(private readonly db: Knex) {}

  /** Writes this instance's row (insert or update: the id is the instance's). */
  async report(report: InstanceReport): Promise<void> {
    const row: InstanceRow = {
      id: report.id,
      host: report.host.slice(0, 190),
      pid: report.pid,
      versions: JSON.stringify(report.versions),
      started_at: report.startedAt,
      heartbeat_at: report.heartbeatAt,
    };
    await this.db(INSTANCES_TABLE).insert(row).onConflict('id').merge(['host', 'pid', 'versions', 'heartbeat_at']);
  }

  /** An instance closing down leaves the table at once rather than turning stale. */
  async leave(id: string): Promise<void> {
    await this.db(INSTANCES_TABLE).where({ id }).delete();
  }

  /** Every instance heard from within a day, the most recently started first, stale ones marked. */
  async list(now: Date = new Date()): Promise<InstanceStatus[]> {
    await this.db(INSTANCES_TABLE)
      .where('heartbeat_at', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
      .delete();
    const rows = await this.db<InstanceRow>(INSTANCES_TABLE).orderBy('started_at', 'desc').orderBy('id');
    return rows.map((row) => ({
      id: row.id,
      host: row.host,
      pid: Number(row.pid),
      versions: JSON.parse(row.versions) as Record<string, string>,
      startedAt: row.started_at,
      heartbeatAt: row.heartbeat_at,
      stale: now.getTime() - Date.parse(row.heartbeat_at) > STALE_AFTER_MS,
    }));
  }
}

/** This process as an instance: a name an operator recognises (host and pid) made unique per start. */
export function thisInstance(id: string, startedAt: Date = new Date()): Omit<InstanceReport, 'versions' | 'heartbeatAt'> {
  return { id, host: os.hostname(), pid: process.pid, startedAt: startedAt.toISOString() };
}

/**
 * Releases and activations as rows of the site's database (MySQL or SQLite), so every
 * instance and every command agrees on which version of each remote is active. The
 * registry the browser, the server renderer and `npm run remotes` read is derived from
 * these rows (`registry()`), and the rules of `./format` (deploy appends, rollback pops the
 * undo stack, `--to` activates any recorded version) decide each new activation.
 *
 * - `release_versions`: one row per published version of a remote, immutable: the content
 *   hash of everything it ships (browser and server builds), its file list, the shared
 *   libraries and contract version it was built with, the git commit, who published it, when.
 * - `release_activations`: one row per activation, in order per remote (`seq`): which
 *   version, what it replaced, its kind (`deploy`, `rollback`, `activate`; the column leaves
 *   room for canary kinds), who and why. The unique (remote, seq) pair makes two activations
 *   of one remote at once impossible: the later one retries on the new history.
 *
 * A deploy folder from before (`registry.json` and its version folders) is imported once,
 * when the tables are still empty, so nothing deployed earlier is lost.
 */

import { insertOne, type Migration, migrate } from '@agency/service-common';
import type { Knex } from 'knex';
import {
  type Activation,
  type ActivationKind,
  emptyRegistry,
  type Registry,
  RegistryError,
  type RemoteRecord,
  type VersionRecord,
  withDeployed,
  withRolledBack,
} from './format';
import { readRegistry } from './store';

export const RELEASES_MIGRATIONS_NAME = 'releases';
const VERSIONS = 'release_versions';
const ACTIVATIONS = 'release_activations';
/** Where instances report in (see ./instances). */
export const INSTANCES_TABLE = 'release_instances';

/** Who the rows name for what was imported from a deploy folder. */
export const IMPORT_ACTOR = 'import from registry.json';

export const releaseMigrations: readonly Migration[] = [
  {
    name: '001_releases',
    async up(db) {
      await db.schema.createTable(VERSIONS, (t) => {
        t.increments('id').primary();
        t.string('remote', 64).notNullable();
        t.string('version', 96).notNullable();
        t.string('content_hash', 64).nullable();
        t.text('routes').notNullable();
        t.text('files').nullable();
        t.text('shared_versions').nullable();
        t.string('contract_version', 32).nullable();
        t.string('commit_sha', 64).nullable();
        t.string('published_by', 190).notNullable();
        t.string('published_at', 32).notNullable();
        t.unique(['remote', 'version']);
      });
      await db.schema.createTable(ACTIVATIONS, (t) => {
        t.increments('id').primary();
        t.string('remote', 64).notNullable();
        t.integer('seq').notNullable();
        t.string('version', 96).notNullable();
        t.string('replaced', 96).nullable();
        t.string('kind', 32).notNullable();
        t.string('actor', 190).notNullable();
        t.string('reason', 500).notNullable();
        t.string('at', 32).notNullable();
        t.unique(['remote', 'seq']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists(ACTIVATIONS);
      await db.schema.dropTableIfExists(VERSIONS);
    },
  },
  {
    // Each instance reports what it serves; retention marks a version whose files it removed.
    name: '002_instances_and_retention',
    async up(db) {
      await db.schema.createTable(INSTANCES_TABLE, (t) => {
        t.string('id', 64).primary();
        t.string('host', 190).notNullable();
        t.integer('pid').notNullable();
        t.text('versions').notNullable();
        t.string('started_at', 32).notNullable();
        t.string('heartbeat_at', 32).notNullable();
      });
      await db.schema.alterTable(VERSIONS, (t) => {
        t.string('removed_at', 32).nullable();
      });
    },
    async down(db) {
      await db.schema.alterTable(VERSIONS, (t) => {
        t.dropColumn('removed_at');
      });
      await db.schema.dropTableIfExists(INSTANCES_TABLE);
    },
  },
];

/** A file of a published version, as its manifest lists it. */
export interface ReleaseFile {
  path: string;
  size: number;
  sha256: string;
}

/** What a release records beyond the registry's version entry. */
export interface ReleaseFacts {
  /** sha256 (hex) of every file of both builds; the version name carries its first characters. */
  contentHash: string | null;
  files: ReleaseFile[] | null;
  /** The shared libraries' versions it was built with, e.g. `{ react: "19.3.0" }`. */
  sharedVersions: Record<string, string> | null;
  contractVersion: string | null;
  commit: string | null;
}

export interface Release extends VersionRecord, ReleaseFacts {
  remote: string;
  publishedBy: string;
  /** When retention removed its files (it can no longer be activated); null while it is kept. */
  removedAt?: string | null;
}

/** Who asked for a change, and why (both recorded with the activation). */
export interface Actor {
  by: string;
  reason: string;
}

const NO_FACTS: ReleaseFacts = { contentHash: null, files: null, sharedVersions: null, contractVersion: null, commit: null };

interface VersionRow {
  id: number;
  remote: string;
  version: string;
  content_hash: string | null;
  routes: string;
  files: string | null;
  shared_versions: string | null;
  contract_version: string | null;
  commit_sha: string | null;
  published_by: string;
  published_at: string;
  removed_at?: string | null;
}

interface ActivationRow {
  id: number;
  remote: string;
  seq: number;
  version: string;
  replaced: string | null;
  kind: ActivationKind;
  actor: string;
  reason: string;
  at: string;
}

class StalePlan extends Error {}

/** Attempts at appending an activation when another one of the same remote got there first. */
const APPEND_ATTEMPTS = 5;

export class ReleaseLedger {
  constructor(private readonly db: Knex) {}

  /** Creates or updates the tables, then imports `<deployDir>/registry.json` when they are empty. */
  async prepare(deployDir?: string): Promise<void> {
    await migrate(this.db, RELEASES_MIGRATIONS_NAME, releaseMigrations);
    if (deployDir) await this.importRegistryFile(deployDir);
  }

  /** The registry as the rows say: versions in publish order, activations in order, the last one active. */
  async registry(): Promise<Registry> {
    return registryOf(await this.db<VersionRow>(VERSIONS).orderBy('id'), await this.db<ActivationRow>(ACTIVATIONS).orderBy('id'));
  }

  /** Changes with every activation: instances compare it to know whether their registry is stale. */
  async changeMark(): Promise<number> {
    const row = (await this.db(ACTIVATIONS).max({ mark: 'id' }).first()) as { mark: number | string | null } | undefined;
    return Number(row?.mark ?? 0);
  }

  /** One remote's releases, oldest first, with everything recorded about them. */
  async releases(remote: string): Promise<Release[]> {
    const rows = await this.db<VersionRow>(VERSIONS).where({ remote }).orderBy('id');
    return rows.map(releaseOf);
  }

  /** One release, or undefined when that version of the remote was never published. */
  async release(remote: string, version: string): Promise<Release | undefined> {
    const row = await this.db<VersionRow>(VERSIONS).where({ remote, version }).first();
    return row ? releaseOf(row) : undefined;
  }

  /**
   * Records a published version (once: a version's files never change) and makes it active
   * unless it already is. `created` is false when the version had been published before.
   */
  async publish(release: Release, actor: Actor): Promise<{ created: boolean; activated: boolean }> {
    return this.appendActivation(
      release.remote,
      async (trx, current) => {
        const next = withDeployed(current, release.remote, {
          version: release.version,
          deployedAt: release.deployedAt,
          routes: release.routes,
        });
        const known = await trx<VersionRow>(VERSIONS).where({ remote: release.remote, version: release.version }).first();
        if (!known) await insertOne(trx, VERSIONS, versionRowOf(release));
        // Published again after retention removed it: its files are back in the store.
        else if (known.removed_at) await trx(VERSIONS).where({ id: known.id }).update({ removed_at: null });
        return { next, result: { created: !known, activated: next !== current }, kind: 'deploy' as const, at: release.deployedAt };
      },
      actor,
    );
  }

  /**
   * Records a published version without activating it (a pipeline's publish; an admin or
   * the pipeline activates it later). `created` is false when it had been published before.
   */
  async record(release: Release): Promise<{ created: boolean }> {
    try {
      return await this.db.transaction(async (trx) => {
        const known = await trx<VersionRow>(VERSIONS).where({ remote: release.remote, version: release.version }).first();
        if (!known) await insertOne(trx, VERSIONS, versionRowOf(release));
        return { created: !known };
      });
    } catch (error) {
      // The same build published twice at once: the other insert recorded the same row.
      if (isDuplicate(error)) return { created: false };
      throw error;
    }
  }

  /**
   * Rolls `remote` back (to the version before the active one on the undo stack) or, with
   * `to`, activates that recorded version. `check` may refuse the target (its files gone).
   */
  async activate(
    remote: string,
    actor: Actor,
    options: { to?: string; at?: string; check?: (version: string) => Promise<void> } = {},
  ): Promise<{ from: string; to: string }> {
    const at = options.at ?? new Date().toISOString();
    for (let attempt = 1; ; attempt += 1) {
      // The check (files still there?) runs outside the transaction: it may read the store
      // through the same database, and SQLite has one connection.
      const before = await this.registry();
      const planned = withRolledBack(before, remote, options.to, at);
      const target = planned.remotes[remote].active;
      const from = before.remotes[remote].active;
      if (planned !== before) {
        await this.refuseRemoved(remote, target);
        await options.check?.(target);
      }
      try {
        const to = await this.appendActivation(
          remote,
          async (_trx, current) => {
            const next = withRolledBack(current, remote, options.to, at);
            // Another activation came in between: plan (and check) again.
            if (next.remotes[remote].active !== target || current.remotes[remote].active !== from) throw new StalePlan();
            return { next, result: target, kind: next.remotes[remote].activations.at(-1)!.kind, at };
          },
          actor,
        );
        return { from, to };
      } catch (error) {
        if (!(error instanceof StalePlan) || attempt >= APPEND_ATTEMPTS) throw error;
      }
    }
  }

  /** Marks versions whose files retention removes: from then on they cannot be activated. */
  async markRemoved(remote: string, versions: readonly string[], at: string): Promise<void> {
    if (versions.length > 0) await this.db(VERSIONS).where({ remote }).whereIn('version', versions).update({ removed_at: at });
  }

  private async refuseRemoved(remote: string, version: string): Promise<void> {
    const row = await this.db<VersionRow>(VERSIONS).where({ remote, version }).first('removed_at');
    if (row?.removed_at) {
      throw new RegistryError(
        `${remote} ${version} was removed by retention on ${row.removed_at} (its files are gone): deploy it again instead.`,
      );
    }
  }

  /**
   * Works out the next state of one remote from its current rows and appends the
   * activation that leads there, in one transaction; retried when another activation of
   * the same remote took the same place in the history meanwhile.
   */
  private async appendActivation<T>(
    remote: string,
    decide: (trx: Knex.Transaction, current: Registry) => Promise<{ next: Registry; result: T; kind: ActivationKind; at: string }>,
    actor: Actor,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction(async (trx) => {
          const current = registryOf(
            await trx<VersionRow>(VERSIONS).where({ remote }).orderBy('id'),
            await trx<ActivationRow>(ACTIVATIONS).where({ remote }).orderBy('seq'),
          );
          const { next, result, kind, at } = await decide(trx, current);
          if (next === current) return result;
          const record = next.remotes[remote];
          const activation = record.activations.at(-1)!;
          await insertOne(trx, ACTIVATIONS, {
            remote,
            seq: record.activations.length,
            version: activation.version,
            replaced: activation.replaced,
            kind,
            actor: actor.by.slice(0, 190),
            reason: actor.reason.slice(0, 500),
            at,
          });
          return result;
        });
      } catch (error) {
        if (attempt >= APPEND_ATTEMPTS || !(isDuplicate(error) || isLockConflict(error))) throw error;
      }
    }
  }

  /**
   * Imports a deploy folder's registry file when no release is recorded yet: its versions
   * in order, its activation history as it was. Another instance importing at the same
   * moment makes this one's insert fail on the unique keys: its rows are the same.
   */
  async importRegistryFile(deployDir: string): Promise<boolean> {
    if (await this.db(VERSIONS).first('id')) return false;
    const file = await readRegistry(deployDir);
    if (Object.keys(file.remotes).length === 0) return false;
    try {
      await this.db.transaction(async (trx) => {
        for (const [remote, record] of Object.entries(file.remotes)) {
          for (const v of record.versions) {
            await insertOne(trx, VERSIONS, versionRowOf({ remote, ...v, ...NO_FACTS, publishedBy: IMPORT_ACTOR }));
          }
          let seq = 0;
          for (const a of record.activations) {
            seq += 1;
            await insertOne(trx, ACTIVATIONS, {
              remote,
              seq,
              version: a.version,
              replaced: a.replaced,
              kind: a.kind,
              actor: IMPORT_ACTOR,
              reason: 'deployed before releases were kept in the database',
              at: a.at,
            });
          }
        }
      });
    } catch (error) {
      if (isDuplicate(error)) return false;
      throw error;
    }
    return true;
  }
}

function versionRowOf(release: Release): Omit<VersionRow, 'id'> {
  return {
    remote: release.remote,
    version: release.version,
    content_hash: release.contentHash,
    routes: JSON.stringify(release.routes),
    files: release.files ? JSON.stringify(release.files) : null,
    shared_versions: release.sharedVersions ? JSON.stringify(release.sharedVersions) : null,
    contract_version: release.contractVersion,
    commit_sha: release.commit,
    published_by: release.publishedBy.slice(0, 190),
    published_at: release.deployedAt,
  };
}

function releaseOf(row: VersionRow): Release {
  return {
    remote: row.remote,
    version: row.version,
    deployedAt: row.published_at,
    routes: JSON.parse(row.routes) as string[],
    contentHash: row.content_hash,
    files: row.files ? (JSON.parse(row.files) as ReleaseFile[]) : null,
    sharedVersions: row.shared_versions ? (JSON.parse(row.shared_versions) as Record<string, string>) : null,
    contractVersion: row.contract_version,
    commit: row.commit_sha,
    publishedBy: row.published_by,
    removedAt: row.removed_at ?? null,
  };
}

/** The registry that the rows describe; a remote with versions but no activation yet is left out. */
function registryOf(versions: VersionRow[], activations: ActivationRow[]): Registry {
  const registry = emptyRegistry();
  const byRemote = new Map<string, RemoteRecord>();
  for (const row of versions) {
    let remote = byRemote.get(row.remote);
    if (!remote) byRemote.set(row.remote, (remote = { active: '', versions: [], activations: [] }));
    remote.versions.push({ version: row.version, deployedAt: row.published_at, routes: JSON.parse(row.routes) as string[] });
  }
  for (const row of activations) {
    const remote = byRemote.get(row.remote);
    if (!remote) throw new RegistryError(`An activation of ${row.remote} ${row.version} names no published version.`);
    const activation: Activation = {
      version: row.version,
      at: row.at,
      kind: row.kind,
      replaced: row.replaced,
      by: row.actor,
      reason: row.reason,
    };
    remote.activations.push(activation);
    remote.active = row.version;
  }
  for (const [name, remote] of byRemote) if (remote.active) registry.remotes[name] = remote;
  return registry;
}

/** A unique key was taken (MySQL ER_DUP_ENTRY, SQLite SQLITE_CONSTRAINT_UNIQUE). */
function isDuplicate(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message ?? '');
}

/** Two writers met on a lock (MySQL chose one as a deadlock victim, SQLite stayed busy): trying again works. */
function isLockConflict(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

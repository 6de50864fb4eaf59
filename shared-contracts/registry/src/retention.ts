/**
 * Retention: a remote keeps its last `keep` published versions; an older one that is neither
 * active nor the one a rollback returns to ("previous") is removed with its files, but never
 * within `graceMs` after it was last active (or published), since a page loaded before the
 * activation may still ask for its scripts. A removed version stays in the history (who
 * published it, when) marked as removed, and can no longer be activated: deploy it again.
 *
 * Files are content-addressed and shared between versions (and remotes): a file is deleted
 * from the store only when no kept version lists it.
 */
import { promises as fs } from 'node:fs';
import { type RemoteRecord, rollbackTarget } from './format';
import type { Release, ReleaseLedger } from './releases';
import { versionDir } from './store';

export interface RetentionPolicy {
  /** Versions kept per remote whatever their age (RELEASES_KEEP, default 10). */
  keep: number;
  /** How long after a version was last active its files stay (RELEASES_GRACE_HOURS). */
  graceMs: number;
}

export interface RemovedVersion {
  remote: string;
  version: string;
}

/** The part of the file store retention needs. */
export interface DeletingStore {
  delete(hash: string): Promise<void>;
}

/** The versions of one remote that retention removes now, oldest first. */
export function versionsToRemove(remote: RemoteRecord, releases: readonly Release[], policy: RetentionPolicy, now: Date): string[] {
  const kept = releases.filter((r) => !r.removedAt);
  const newest = new Set(kept.slice(-Math.max(1, policy.keep)).map((r) => r.version));
  const previous = rollbackTarget(remote);
  const lastActive = lastActiveTimes(remote);
  return kept
    .filter((r) => !newest.has(r.version) && r.version !== remote.active && r.version !== previous)
    .filter((r) => {
      const last = Math.max(Date.parse(r.deployedAt), lastActive.get(r.version) ?? Number.NEGATIVE_INFINITY);
      return now.getTime() - last >= policy.graceMs;
    })
    .map((r) => r.version);
}

/** When each version stopped being active: the time of the activation that replaced it. */
function lastActiveTimes(remote: RemoteRecord): Map<string, number> {
  const times = new Map<string, number>();
  for (const a of remote.activations) {
    times.set(a.version, Date.parse(a.at));
    if (a.replaced) times.set(a.replaced, Date.parse(a.at));
  }
  return times;
}

/**
 * Applies the policy to every remote: marks the versions removed (so nothing activates them
 * meanwhile), then deletes the files no kept version lists, and the deploy folder's copy of
 * a version imported from before.
 */
export async function pruneReleases(
  ledger: ReleaseLedger,
  store: DeletingStore,
  policy: RetentionPolicy,
  options: { now?: Date; deployDir?: string } = {},
): Promise<RemovedVersion[]> {
  const now = options.now ?? new Date();
  const registry = await ledger.registry();
  const removed: RemovedVersion[] = [];
  const doomed: Release[] = [];
  const keptHashes = new Set<string>();
  for (const [remote, record] of Object.entries(registry.remotes)) {
    const releases = await ledger.releases(remote);
    const gone = new Set(versionsToRemove(record, releases, policy, now));
    await ledger.markRemoved(remote, [...gone], now.toISOString());
    for (const release of releases) {
      if (gone.has(release.version)) doomed.push(release);
      else if (!release.removedAt) for (const file of release.files ?? []) keptHashes.add(file.sha256);
    }
    removed.push(...[...gone].map((version) => ({ remote, version })));
  }
  for (const release of doomed) {
    for (const file of release.files ?? []) if (!keptHashes.has(file.sha256)) await store.delete(file.sha256);
    if (options.deployDir) await fs.rm(versionDir(options.deployDir, release.remote, release.version), { recursive: true, force: true });
  }
  return removed;
}

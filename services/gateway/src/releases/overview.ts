/**
 * What the Releases screen shows (the list call's answer): per remote its versions in publish
 * order (who published each, when, commit, total size; active, previous and removed marked),
 * its activations newest first (who, when, why, reason), and every instance with the version
 * of each remote it reports serving.
 */
import { REMOTE_NAMES, rollbackTarget } from '@agency/registry';
import type { FastifyInstance } from 'fastify';

export async function releasesOverview(releases: FastifyInstance['releases']) {
  const registry = await releases.ledger.registry();
  const names = [...new Set([...REMOTE_NAMES, ...Object.keys(registry.remotes)])];
  const remotes = await Promise.all(
    names.map(async (remote) => {
      const record = registry.remotes[remote];
      const active = record?.active ?? null;
      const previous = record ? rollbackTarget(record) : null;
      const versions = (await releases.ledger.releases(remote)).map((release) => ({
        version: release.version,
        publishedBy: release.publishedBy,
        publishedAt: release.deployedAt,
        commit: release.commit,
        size: (release.files ?? []).reduce((sum, file) => sum + file.size, 0),
        active: release.version === active,
        previous: release.version === previous,
        removed: Boolean(release.removedAt),
      }));
      const activations = [...(record?.activations ?? [])].reverse().map((a) => ({
        at: a.at,
        kind: a.kind,
        version: a.version,
        replaced: a.replaced,
        by: a.by ?? '',
        reason: a.reason ?? '',
      }));
      return { remote, active, previous, versions, activations };
    }),
  );
  const instances = await releases.upkeep.instances();
  return { remotes, instances };
}

/** What GET /api/releases answers, derived from the release rows. */
import type { ActivationRow, ReleasesOverview } from '@agency/contracts';
import { type Activation, REMOTE_NAMES, rollbackTarget } from '@agency/registry';
import type { ReleaseLedger } from '@agency/registry/releases';

/** The ledger's activation kinds as the contract names them (a `deploy` is a publish). */
export function whyOf(kind: Activation['kind']): ActivationRow['why'] {
  return kind === 'deploy' ? 'publish' : kind;
}

export function activationRowOf(remote: string, activation: Activation): ActivationRow {
  return {
    remote,
    version: activation.version,
    replaced: activation.replaced,
    by: activation.by ?? '',
    at: activation.at,
    why: whyOf(activation.kind),
    reason: activation.reason ?? '',
  };
}

export async function releasesOverview(ledger: ReleaseLedger): Promise<ReleasesOverview> {
  const registry = await ledger.registry();
  const names = [...new Set([...REMOTE_NAMES, ...Object.keys(registry.remotes)])];
  const remotes = await Promise.all(
    names.map(async (name) => {
      const record = registry.remotes[name];
      const previous = record ? rollbackTarget(record) : null;
      const releases = await ledger.releases(name);
      return {
        name,
        active: record?.active ?? null,
        previous,
        versions: releases.map((release) => ({
          version: release.version,
          hash: release.contentHash,
          files: release.files?.length ?? 0,
          size: release.files?.reduce((sum, file) => sum + file.size, 0) ?? 0,
          commit: release.commit,
          publishedBy: release.publishedBy,
          publishedAt: release.deployedAt,
          active: release.version === record?.active,
          previous: release.version === previous,
        })),
        activations: (record?.activations ?? []).map((a) => activationRowOf(name, a)).reverse(),
      };
    }),
  );
  return { remotes, instances: [] };
}

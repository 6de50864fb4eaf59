/** The Releases screen's data, as the releases list call answers it. */
import type { ReleasesOverview } from '@agency/contracts';

export type RemoteReleases = ReleasesOverview['remotes'][number];
export type ReleaseVersion = RemoteReleases['versions'][number];
export type ReleaseActivation = RemoteReleases['activations'][number];
export type InstanceState = ReleasesOverview['instances'][number];

/** What the operator is asked to confirm: a rollback (no version) or activating `version`. */
export interface PendingActivation {
  remote: string;
  from: string;
  to: string;
  version?: string;
}

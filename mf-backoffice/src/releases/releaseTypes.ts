/** The Releases screen's data, as the releases list call answers it. */
export interface ReleaseVersion {
  version: string;
  publishedBy: string;
  publishedAt: string;
  commit: string | null;
  size: number;
  active: boolean;
  previous: boolean;
  removed: boolean;
}

export interface ReleaseActivation {
  at: string;
  kind: string;
  version: string;
  replaced: string | null;
  by: string;
  reason: string;
}

export interface RemoteReleases {
  remote: string;
  active: string | null;
  previous: string | null;
  versions: ReleaseVersion[];
  activations: ReleaseActivation[];
}

export interface InstanceState {
  id: string;
  host: string;
  pid: number;
  versions: Record<string, string>;
  startedAt: string;
  heartbeatAt: string;
  stale: boolean;
}

/** What the operator is asked to confirm: a rollback (no version) or activating `version`. */
export interface PendingActivation {
  remote: string;
  from: string;
  to: string;
  version?: string;
}

/**
 * Loads a remote's app through the federation runtime and decides what to try when it
 * fails. For each remote the order is: its active version, the active version once more
 * (after clearing everything the failed attempt left behind), then its previous version
 * from the registry; after that the caller shows the fallback panel. A failure is a load
 * error (files gone, a script error) or a render error reported by the error boundary.
 * Progress is kept per remote and active version, so navigating away and back does not
 * start over with a version that is known to fail.
 */

import type { BrowserRegistry, BrowserRemote } from '@agency/registry';
import { appModuleId } from '@agency/registry';
import type { ComponentType } from 'react';
import { clearRemoteTraces } from './clearRemoteTraces';

export type AttemptKind = 'active' | 'retry' | 'previous';

export interface RemoteCandidate {
  remote: string;
  version: string;
  manifest: string;
  kind: AttemptKind;
}

/** The part of the federation runtime the loader uses (a ModuleFederation instance fits). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export function candidatesFor(remote: BrowserRemote): RemoteCandidate[] {
  const candidate = (kind: AttemptKind, ref: { version: string; manifest: string }): RemoteCandidate => ({
    remote: remote.name,
    version: ref.version,
    manifest: ref.manifest,
    kind,
  });
  return [
    candidate('active', remote.active),
    candidate('retry', remote.active),
    ...(remote.previous ? [candidate('previous', remote.previous)] : []),
  ];
}

const progressKey = (remote: BrowserRemote) => `${remote.name}@${remote.active.version}`;

/** What RemoteView needs of a loader: the browser's RemoteLoader, or the server's one-page loader. */
export type AppLoader = Pick<RemoteLoader, 'attemptIndex' | 'fail' | 'restart' | 'ready' | 'load'>;

export class RemoteLoader implements AppLoader {
  /** The manifest each remote is registered with in the runtime. */
  private readonly registered = new Map<string, string>();
  /** Remotes whose last attempt failed: their traces go before the next load. */
  private readonly failed = new Set<string>();
  /** The app currently loaded for each remote. */
  private readonly live = new Map<string, { version: string; app: ComponentType }>();
  private readonly inflight = new Map<string, Promise<ComponentType>>();
  private readonly progress = new Map<string, number>();

  constructor(
    private readonly federation: FederationRuntime,
    private readonly clearTraces: (remoteName: string) => void = clearRemoteTraces,
    private readonly log: (message: string) => void = console.warn,
  ) {}

  /** Registers each remote's active version that the runtime does not know yet. */
  registerActive(registry: BrowserRegistry): void {
    for (const remote of registry.remotes) {
      if (this.registered.has(remote.name)) continue;
      this.federation.registerRemotes([{ name: remote.name, entry: remote.active.manifest }]);
      this.registered.set(remote.name, remote.active.manifest);
    }
  }

  /** Index into candidatesFor(remote) of the attempt to make now. */
  attemptIndex(remote: BrowserRemote): number {
    return this.progress.get(progressKey(remote)) ?? 0;
  }

  /** Records that the attempt at `index` failed; returns the next index (past the end: give up). */
  fail(remote: BrowserRemote, index: number, error: unknown): number {
    const candidate = candidatesFor(remote)[index];
    const reason = error instanceof Error ? error.message : String(error);
    this.log(`[shell] ${remote.name} ${candidate?.version ?? ''} (${candidate?.kind ?? 'attempt'}) failed: ${reason}`);
    this.failed.add(remote.name);
    this.live.delete(remote.name);
    const next = Math.max(index + 1, this.attemptIndex(remote));
    this.progress.set(progressKey(remote), next);
    return next;
  }

  /**
   * Starts this remote at the candidate with `version` (the one the server rendered the page
   * with, which is the previous version when the active one failed there); false when the
   * registry offers no such candidate.
   */
  startAt(remote: BrowserRemote, version: string): RemoteCandidate | undefined {
    const candidates = candidatesFor(remote);
    const index = candidates.findIndex((candidate) => candidate.version === version);
    if (index < 0) return undefined;
    this.progress.set(progressKey(remote), index);
    return candidates[index];
  }

  /** Start again from the active version (the fallback panel's "Try again"). */
  restart(remote: BrowserRemote): void {
    this.progress.delete(progressKey(remote));
  }

  /** The app of this candidate if it is loaded already (renders without a loading state). */
  ready(candidate: RemoteCandidate): ComponentType | undefined {
    const live = this.live.get(candidate.remote);
    return live && live.version === candidate.version && !this.failed.has(candidate.remote) ? live.app : undefined;
  }

  load(candidate: RemoteCandidate): Promise<ComponentType> {
    const loaded = this.ready(candidate);
    if (loaded) return Promise.resolve(loaded);
    const key = `${candidate.remote}@${candidate.version}#${candidate.kind}`;
    let loading = this.inflight.get(key);
    if (!loading) {
      loading = this.loadFresh(candidate).finally(() => this.inflight.delete(key));
      this.inflight.set(key, loading);
    }
    return loading;
  }

  private async loadFresh({ remote, version, manifest }: RemoteCandidate): Promise<ComponentType> {
    const current = this.registered.get(remote);
    if (this.failed.has(remote) || (current !== undefined && current !== manifest)) {
      this.clearTraces(remote);
      this.federation.registerRemotes([{ name: remote, entry: manifest }], { force: true });
    } else if (current === undefined) {
      this.federation.registerRemotes([{ name: remote, entry: manifest }]);
    }
    this.registered.set(remote, manifest);
    this.failed.delete(remote);
    const exposed = await this.federation.loadRemote<{ default?: unknown }>(appModuleId(remote));
    const app = exposed?.default;
    if (typeof app !== 'function' && (typeof app !== 'object' || app === null)) {
      throw new Error(`${appModuleId(remote)} of ${version} has no component as its default export`);
    }
    this.live.set(remote, { version, app: app as ComponentType });
    return app as ComponentType;
  }
}

/**
 * Loads the server build of a remote version (its `server/` files, found by `serverEntry`:
 * from the shared store on whichever instance renders it, see VersionFiles) through
 * the module-federation runtime and hands out its `./server` module. Each version is its own
 * container (its own name), registered once and required from its folder, so the version
 * the registry marks active at request time is the one that renders: deploy and rollback
 * apply without a restart. Loaded versions stay in memory; the least recently used beyond a
 * few are forgotten by the cache (a version rolled back to again loads once more). Concurrent
 * first requests for a version share its load (lru-cache's fetch); a failed load is not kept,
 * so the next request tries again.
 */

import { serverContainerName, serverModuleId } from '@agency/registry';
import { LRUCache } from 'lru-cache';
import type { ServerModule } from '../protocol';
import { sharedLibraries } from './shared-libraries';

type Federation = ReturnType<typeof import('@module-federation/enhanced/runtime').createInstance>;

export interface ServerBuilds {
  has(remote: string, version: string): Promise<boolean>;
  entry(remote: string, version: string): Promise<string | undefined>;
}

/** Versions kept loaded: the active and previous of each public remote, and room for a deploy. */
const LOADED_VERSIONS = 6;

export class ServerContainers {
  private federationInstance: Federation | undefined;
  /** The runtime, with React and the router it shares, loaded by the first version loaded (not at start). */
  private get federation(): Federation {
    if (this.federationInstance) return this.federationInstance;
    const { createInstance } = require('@module-federation/enhanced/runtime') as typeof import('@module-federation/enhanced/runtime');
    this.federationInstance = createInstance({
      name: 'gateway_pages',
      remotes: [],
      shared: sharedLibraries(),
      shareStrategy: 'loaded-first',
      plugins: [
        {
          name: 'require-server-containers',
          // The entries are files of this machine: required from their folder, so the
          // container's chunks load from beside it (webpack's async-node chunk loading).
          loadEntry: async ({ remoteInfo }) => require(remoteInfo.entry),
        },
      ],
    });
    return this.federationInstance;
  }
  private readonly loaded = new LRUCache<string, ServerModule, { remote: string; version: string }>({
    max: LOADED_VERSIONS,
    // A load pushed out by newer ones still completes for the requests waiting on it.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => this.loadFresh(context.remote, context.version),
  });
  private readonly registered = new Set<string>();

  /**
   * `builds.has`: whether a version was deployed with a server build (a lookup, nothing
   * written); `builds.entry`: its entry file on this disk, written out when needed (which may
   * fail: a load that fails falls back like any other).
   */
  constructor(private readonly builds: ServerBuilds) {}

  /** Whether this version was deployed with a server build. */
  hasServerBuild(remote: string, version: string): Promise<boolean> {
    return this.builds.has(remote, version);
  }

  load(remote: string, version: string): Promise<ServerModule> {
    return this.loaded.forceFetch(`${remote}@${version}`, { context: { remote, version } });
  }

  private async loadFresh(remote: string, version: string): Promise<ServerModule> {
    const entry = await this.builds.entry(remote, version);
    if (!entry) throw new Error(`${remote} ${version} has no server build`);
    const container = serverContainerName(remote, version);
    if (!this.registered.has(container)) {
      this.federation.registerRemotes([{ name: container, entry }]);
      this.registered.add(container);
    }
    const module = await this.federation.loadRemote<Partial<ServerModule>>(serverModuleId(container));
    if (typeof module?.createServerPage !== 'function') throw new Error(`${remote} ${version}: ./server exports no createServerPage`);
    // Not waited for here (the render that loaded the module goes on); the warm-up waits.
    // A page whose code failed to load fails its own render, as before.
    module.loadPages?.().catch(() => undefined);
    return module as ServerModule;
  }
}

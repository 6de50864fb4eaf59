/**
 * The shell's federation runtime plugins.
 * - A manifest that answers 404 (its version's files were removed) must fail as such,
 *   not as "invalid JSON": the fetch hook rejects any non-2xx answer.
 * - Every load failure is logged once, naming the remote and the stage, before the shell's
 *   loader retries it or falls back to the previous version (see remoteLoader.ts).
 * - The singletons the shell provides on request are fetched as soon as the first remote is
 *   requested, beside its manifest and entry, rather than after its entry has run.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function strictFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-strict-fetch',
    async fetch(url: string, init: RequestInit) {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
}

export function loadFailureLogPlugin(log: (message: string) => void = console.warn): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-load-failure-log',
    async errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`[shell] loading ${id} failed (${lifecycle}): ${reason}`);
      // Nothing to substitute here: the loader decides between a retry and the previous version.
      return undefined;
    },
  };
}

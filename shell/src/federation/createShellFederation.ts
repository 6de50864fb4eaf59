/**
 * The shell's module-federation runtime instance. The shell is built without the
 * federation plugin and declares no remote: the remotes come from /registry.json at
 * run time. `loaded-first` makes every remote use what is already loaded (the shell's
 * singletons) instead of first fetching all remotes to compare versions, so a remote
 * that is down never blocks the others.
 */

import { sharedSingletons } from '@agency/page/federation';
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { loadFailureLogPlugin, strictFetchPlugin } from './runtimePlugins';

export function createShellFederation() {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    // The remotes' browser builds carry no federation runtime of their own (externalRuntime in
    // scripts/webpack/config-factory.ts): they use this one, which the plugin hands them.
    plugins: [injectExternalRuntimeCore(), strictFetchPlugin(), loadFailureLogPlugin()],
  });
}

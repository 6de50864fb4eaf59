/**
 * Boots the shell: one federation runtime, one loader, the React tree. A page rendered on
 * the server carries the registry snapshot and the remote version that rendered it
 * (BOOT_DATA_ELEMENT_ID): the shell loads that version first and hydrates the HTML instead
 * of replacing it; any other page starts from the snapshot (or /registry.json) as before.
 * Hydration runs in a transition: React then works in slices and lets the browser answer
 * input between them (a long page does not block the main thread), and a tap on a part not
 * hydrated yet makes React hydrate that part first and replay the tap on it.
 */

import { type BootData, readBootData } from '@agency/page/protocol';
import { type BrowserRegistry, parseBrowserRegistry } from '@agency/registry';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createShellFederation } from './federation/createShellFederation';
import { RemoteLoader } from './federation/remoteLoader';
import { fetchRegistry } from './registry/fetchRegistry';
import { ShellApp } from './ShellApp';
import { ROOT_ELEMENT_ID } from './texts';

export async function startShell(): Promise<void> {
  const container = document.getElementById(ROOT_ELEMENT_ID);
  if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID}`);
  const loader = new RemoteLoader(createShellFederation());
  const boot = bootWithRegistry();
  const registry = boot?.registry;
  const app = <ShellApp loader={loader} loadRegistry={() => fetchRegistry()} initialRegistry={registry} />;
  if (registry && boot.rendered && (await loadRenderedVersion(loader, registry, boot.rendered))) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  createRoot(container).render(app);
}

/** The page's boot data with its registry snapshot checked (undefined when it cannot be used). */
function bootWithRegistry(): (Partial<BootData<BrowserRegistry>> & { registry: BrowserRegistry }) | undefined {
  const boot = readBootData();
  if (!boot) return undefined;
  try {
    return { ...boot, registry: parseBrowserRegistry(boot.registry) };
  } catch (error) {
    console.warn('[shell] the page came with an unreadable registry snapshot:', error);
    return undefined;
  }
}

/** Loads the version the server rendered with, so hydration renders the same markup; false if it cannot. */
async function loadRenderedVersion(
  loader: RemoteLoader,
  registry: BrowserRegistry,
  rendered: { remote: string; version: string },
): Promise<boolean> {
  const remote = registry.remotes.find((candidate) => candidate.name === rendered.remote);
  const candidate = remote && loader.startAt(remote, rendered.version);
  if (!remote || !candidate) return false;
  loader.registerActive(registry);
  try {
    await loader.load(candidate);
    return true;
  } catch (error) {
    // The page stays readable; the client render replaces it with whatever loads.
    console.warn(`[shell] ${rendered.remote} ${rendered.version} did not load for hydration:`, error);
    loader.fail(remote, loader.attemptIndex(remote), error);
    return false;
  }
}

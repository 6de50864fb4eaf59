/** Reads `/registry.json`, never from a cache: a deploy or rollback shows on the next load. */
import { type BrowserRegistry, parseBrowserRegistry, REGISTRY_URL } from '@agency/registry';

export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<BrowserRegistry> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
  return parseBrowserRegistry(await response.json());
}

/**
 * Before another version of a remote is loaded (or the same one again), what the page
 * still holds of the previous attempt must go, or the next load silently reuses it:
 * - its <script> and <link> elements: the runtime and webpack both treat an existing
 *   element with the same URL as "already loading" and wait for an onload that never
 *   comes again, and the old version's stylesheets would keep styling the page;
 * - its webpack chunk-loading global: every version of a remote pushes its chunks into
 *   the same array, and a new runtime would adopt the old version's modules from it.
 * The runtime's own caches (container global, manifest, module cache) are cleared by
 * `registerRemotes(…, { force: true })` in the loader.
 */
import { chunkLoadingGlobalOf, REMOTES_URL_PREFIX } from '@agency/registry';

export function clearRemoteTraces(name: string, doc: Document = document, scope: object = globalThis): void {
  const folder = `${REMOTES_URL_PREFIX}/${name}/`;
  doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]').forEach((element) => {
    const url = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
    if (new URL(url, doc.baseURI).pathname.startsWith(folder)) element.remove();
  });
  const key = chunkLoadingGlobalOf(name);
  // A global created by `var` in a classic script cannot be deleted; emptying it is enough.
  if (!Reflect.deleteProperty(scope, key)) Reflect.set(scope, key, undefined);
}

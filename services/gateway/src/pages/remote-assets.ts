/**
 * What a page rendered by a remote needs from that remote's browser build before it can
 * show and hydrate, read from the version's mf-manifest.json: its stylesheets (the HTML
 * uses its classes: they must be there at first paint, or the page would jump) and the
 * entry and first chunks of its App (preloaded, so hydration does not wait on a waterfall).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { EXPOSED_APP, MANIFEST_FILE, REMOTES_URL_PREFIX } from '@agency/registry';
import { versionDir } from '@agency/registry/store';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }>;
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** Where in headTags() the page's own preloads (its first picture) belong: after the stylesheets, before the scripts. */
export const SCRIPTS_MARK = '<!--agency:scripts-->';

export class RemoteAssets {
  private readonly tags = new Map<string, Promise<string>>();

  constructor(private readonly deployDir: string) {}

  /** The <link> tags for a version (versions are immutable: worked out once). */
  headTags(remote: string, version: string): Promise<string> {
    const key = `${remote}@${version}`;
    let tags = this.tags.get(key);
    if (!tags) {
      tags = this.read(remote, version);
      tags.catch(() => this.tags.delete(key));
      this.tags.set(key, tags);
    }
    return tags;
  }

  private async read(remote: string, version: string): Promise<string> {
    const manifest = JSON.parse(await fs.readFile(path.join(versionDir(this.deployDir, remote, version), MANIFEST_FILE), 'utf8')) as Manifest;
    const base = `${REMOTES_URL_PREFIX}/${remote}/${version}/`;
    const app = manifest.exposes?.find((expose) => expose.path === EXPOSED_APP);
    const entry = path.posix.join(manifest.metaData?.remoteEntry?.path ?? '', manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js');
    const styles = [...new Set([...(app?.assets.css.sync ?? []), ...(app?.assets.css.async ?? [])])];
    const scripts = [entry, ...(app?.assets.js.sync ?? [])];
    // The scripts at low priority: the page is readable without them, and on a slow
    // connection they must not hold back its stylesheets, fonts and first picture. The
    // manifest too: the shell's federation runtime asks for it before anything of the
    // remote, once the shell's script has run (measured on a throttled phone: half a second
    // after it, a round trip hydration waited on). `crossorigin` makes the preload match
    // the runtime's fetch (CORS mode, same-origin credentials).
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${escapeAttribute(base + file)}">`),
      SCRIPTS_MARK,
      `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeAttribute(base + MANIFEST_FILE)}">`,
      ...scripts.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(base + file)}">`),
    ].join('');
  }
}

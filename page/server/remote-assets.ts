/**
 * What a page rendered by a remote needs from that remote's browser build, read from the
 * version's mf-manifest.json: its stylesheets, linked in the head (the HTML uses their
 * classes: they must be there at first paint, or the page would jump), and the manifest,
 * entry and first chunks of its App, which the shell preloads all at once when its app
 * starts (BootData.preload), so hydration does not wait on the federation runtime's
 * waterfall (manifest, then entry, then chunks). They are not in the head: on mobile data
 * they shared the connection with the stylesheets, font and first picture of a page that
 * is readable without them (Lighthouse counted their bytes in every page's LCP).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CHUNK_FILES_FILE, EXPOSED_APP, MANIFEST_FILE, REMOTES_URL_PREFIX } from '@agency/registry';
import type { PreloadHint } from '../protocol';
import type { VersionFiles } from './version-files';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }>;
}

const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export interface VersionAssets {
  /** The stylesheets' <link> tags, for the head. */
  headTags: string;
  /** What the shell preloads when its app starts. */
  preload: PreloadHint[];
  /** The script URLs of each on-demand chunk, by its name (CHUNK_FILES_FILE; none for versions built before it). */
  chunkScripts: Readonly<Record<string, readonly string[]>>;
}

export const NO_ASSETS: VersionAssets = { headTags: '', preload: [], chunkScripts: {} };

/** What the shell preloads for a page that rendered `chunks` (ServerPageOutcome.chunks): the app's files, then the chunks'. */
export function preloadFor(assets: VersionAssets, chunks: readonly string[] = []): PreloadHint[] {
  const hrefs = new Set(assets.preload.map((hint) => hint.href));
  const extra = chunks.flatMap((chunk) => assets.chunkScripts[chunk] ?? []).filter((href) => !hrefs.has(href) && hrefs.add(href));
  return [...assets.preload, ...extra.map((href): PreloadHint => ({ href, as: 'script' }))];
}

export class RemoteAssets {
  private readonly assets = new Map<string, Promise<VersionAssets>>();

  constructor(private readonly files: Pick<VersionFiles, 'file'>) {}

  /** A version's assets (versions are immutable: worked out once); none when its manifest cannot be read. */
  of(remote: string, version: string): Promise<VersionAssets> {
    const key = `${remote}@${version}`;
    let assets = this.assets.get(key);
    if (!assets) {
      assets = this.read(remote, version);
      assets.catch(() => this.assets.delete(key));
      this.assets.set(key, assets);
    }
    return assets.catch(() => NO_ASSETS);
  }

  private async read(remote: string, version: string): Promise<VersionAssets> {
    const file = await this.files.file(remote, version, MANIFEST_FILE);
    if (!file) throw new Error(`${remote} ${version} has no ${MANIFEST_FILE}`);
    const manifest = JSON.parse(await fs.readFile(file.path, 'utf8')) as Manifest;
    const base = `${REMOTES_URL_PREFIX}/${remote}/${version}/`;
    const app = manifest.exposes?.find((expose) => expose.path === EXPOSED_APP);
    const entry = path.posix.join(manifest.metaData?.remoteEntry?.path ?? '', manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js');
    const styles = [...new Set([...(app?.assets.css.sync ?? []), ...(app?.assets.css.async ?? [])])];
    const scripts = [entry, ...(app?.assets.js.sync ?? [])];
    const chunkFiles = await this.chunkFiles(remote, version);
    return {
      headTags: styles.map((file) => `<link rel="stylesheet" href="${escapeAttribute(base + file)}">`).join(''),
      // The manifest first: the shell's federation runtime asks for it before anything else of the remote.
      preload: [{ href: base + MANIFEST_FILE, as: 'fetch' }, ...scripts.map((file): PreloadHint => ({ href: base + file, as: 'script' }))],
      chunkScripts: Object.fromEntries(Object.entries(chunkFiles).map(([chunk, files]) => [chunk, files.map((file) => base + file)])),
    };
  }

  /** The version's CHUNK_FILES_FILE; nothing for a version built before it, or when it is not a list of files by name. */
  private async chunkFiles(remote: string, version: string): Promise<Record<string, string[]>> {
    const file = await this.files.file(remote, version, CHUNK_FILES_FILE);
    if (!file) return {};
    const parsed: unknown = JSON.parse(await fs.readFile(file.path, 'utf8'));
    const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string[]] => isList(entry[1])));
  }
}

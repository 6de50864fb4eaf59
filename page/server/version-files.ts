/**
 * Where this instance finds a remote version's files. A release published with its file
 * list is read from the shared store (through this instance's disk cache), so every
 * instance serves it whatever its own deploy folder holds; its server build is written
 * out of the store into `<DEPLOY_DIR>/remotes/<name>/<version>/server/` on the first render
 * that needs it (Node requires a container's chunks from files). A version recorded
 * without a file list (imported from a deploy folder of before) is read from that folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD_DIR, SERVER_ENTRY_FILE } from '@agency/registry';
import type { ReleaseFile, ReleaseLedger } from '@agency/registry/releases';
import { versionDir } from '@agency/registry/store';
import type { FileStoreCache } from '@agency/service-common';
import { LRUCache } from 'lru-cache';

export interface LocalFile {
  /** The file on this instance's disk. */
  path: string;
  /** Its sha256 when it came from the store (the ETag). */
  hash?: string;
  size: number;
}

/** Listings kept in memory: a version's files never change. */
const LISTINGS_KEPT = 64;

export class VersionFiles {
  private readonly listings = new LRUCache<string, Map<string, ReleaseFile>>({ max: LISTINGS_KEPT });
  private readonly writing = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly ledger: ReleaseLedger,
    private readonly cache: FileStoreCache,
    private readonly deployDir: string,
  ) {}

  /** `relative` (`remoteEntry.js`, `server/remoteEntry.js`) of the version, or undefined when it has no such file. */
  async file(remote: string, version: string, relative: string): Promise<LocalFile | undefined> {
    const listing = await this.listing(remote, version);
    if (listing) {
      const entry = listing.get(relative);
      const local = entry ? await this.cache.path(entry.sha256) : undefined;
      return local && entry ? { path: local, hash: entry.sha256, size: entry.size } : undefined;
    }
    const folder = versionDir(this.deployDir, remote, version);
    const absolute = path.resolve(folder, relative);
    if (!absolute.startsWith(folder + path.sep)) return undefined;
    const stat = await fs.stat(absolute).catch(() => undefined);
    return stat?.isFile() ? { path: absolute, size: stat.size } : undefined;
  }

  /** Whether the version has `relative` (without fetching it). */
  async has(remote: string, version: string, relative: string): Promise<boolean> {
    const listing = await this.listing(remote, version);
    return listing ? listing.has(relative) : existsSync(path.join(versionDir(this.deployDir, remote, version), relative));
  }

  /** The server build's entry file on this disk (written out of the store when needed), or undefined when the version has none. */
  async serverEntry(remote: string, version: string): Promise<string | undefined> {
    const dir = path.join(versionDir(this.deployDir, remote, version), SERVER_BUILD_DIR);
    const entry = path.join(dir, SERVER_ENTRY_FILE);
    if (existsSync(entry)) return entry;
    const listing = await this.listing(remote, version);
    if (!listing?.has(`${SERVER_BUILD_DIR}/${SERVER_ENTRY_FILE}`)) return undefined;
    const key = `${remote}@${version}`;
    let writing = this.writing.get(key);
    if (!writing) {
      writing = this.writeServerBuild(listing, dir)
        .then(() => entry)
        .finally(() => this.writing.delete(key));
      this.writing.set(key, writing);
    }
    return writing;
  }

  /** Writes the server build's files into a temporary folder beside `dir`, then renames it into place (a reader never sees half a build). */
  private async writeServerBuild(listing: Map<string, ReleaseFile>, dir: string): Promise<void> {
    const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      for (const [relative, entry] of listing) {
        if (!relative.startsWith(`${SERVER_BUILD_DIR}/`)) continue;
        const local = await this.cache.path(entry.sha256);
        if (!local) throw new Error(`The store has lost ${relative} (${entry.sha256})`);
        const target = path.join(temp, relative.slice(SERVER_BUILD_DIR.length + 1));
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(local, target);
      }
      try {
        await fs.rename(temp, dir);
      } catch (error) {
        // Another render wrote the same build first: its files are these.
        const code = (error as NodeJS.ErrnoException).code;
        if (!((code === 'ENOTEMPTY' || code === 'EEXIST') && existsSync(dir))) throw error;
      }
    } finally {
      await fs.rm(temp, { recursive: true, force: true });
    }
  }

  /** The version's files by path, when it was published with its list. */
  private async listing(remote: string, version: string): Promise<Map<string, ReleaseFile> | undefined> {
    const key = `${remote}@${version}`;
    const known = this.listings.get(key);
    if (known) return known;
    const release = await this.ledger.release(remote, version);
    if (!release?.files) return undefined;
    const listing = new Map(release.files.map((file) => [file.path, file]));
    this.listings.set(key, listing);
    return listing;
  }
}

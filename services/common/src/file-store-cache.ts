/**
 * Each instance's bounded disk cache of the shared store's files: a file is fetched from
 * the store once, kept as `<dir>/<hash>` (its address is its name, so a cached file is
 * never stale), and served from disk after that. Past `maxBytes` the least recently used
 * files are removed. Files are written to a temporary name and renamed, so a reader never
 * sees half a file; a cache left by an earlier run is adopted on start.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { type FileStore, isFileHash } from './file-store';

export class FileStoreCache {
  /** hash → size on disk, most recently used first; removing an entry removes its file. */
  private readonly files: LRUCache<string, number>;
  private readonly loading = new Map<string, Promise<string | undefined>>();
  /** Evicted files still being removed: the removal runs behind the call that evicted them. */
  private readonly removing = new Map<string, Promise<void>>();

  constructor(
    private readonly store: FileStore,
    private readonly dir: string,
    maxBytes: number,
  ) {
    this.files = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, hash, reason) => {
        // A replaced entry is the same file; an evicted or deleted one leaves the disk.
        if (reason !== 'set') this.remove(hash);
      },
    });
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir)) {
      if (isFileHash(name)) this.files.set(name, statSync(path.join(dir, name)).size);
    }
  }

  /** The file's path on this instance's disk, fetched from the store when needed; undefined when the store has no such file. */
  async path(hash: string): Promise<string | undefined> {
    if (!isFileHash(hash)) return undefined;
    // A file removed from the disk behind the cache's back (a cache cleared by hand) is fetched again.
    if (this.files.get(hash) !== undefined) {
      if (
        await fs.stat(this.fileOf(hash)).then(
          () => true,
          () => false,
        )
      )
        return this.fileOf(hash);
      this.files.delete(hash);
    }
    let loading = this.loading.get(hash);
    if (!loading) {
      loading = this.fetch(hash).finally(() => this.loading.delete(hash));
      this.loading.set(hash, loading);
    }
    return loading;
  }

  /** Resolves once every evicted file has left the disk. */
  async settled(): Promise<void> {
    await Promise.all(this.removing.values());
  }

  /** Bytes held on disk now. */
  get size(): number {
    return this.files.calculatedSize;
  }

  private async fetch(hash: string): Promise<string | undefined> {
    const bytes = await this.store.get(hash);
    if (!bytes) return undefined;
    const target = this.fileOf(hash);
    const temp = path.join(this.dir, `.${hash}.${process.pid}.${randomBytes(4).toString('hex')}`);
    await fs.writeFile(temp, bytes);
    // A file evicted a moment ago and asked for again: its pending removal must not take the new copy.
    await this.removing.get(hash);
    await fs.rename(temp, target);
    this.files.set(hash, bytes.length);
    return target;
  }

  private remove(hash: string): void {
    const removal = fs
      .rm(this.fileOf(hash), { force: true })
      .catch(() => undefined)
      .finally(() => {
        if (this.removing.get(hash) === removal) this.removing.delete(hash);
      });
    this.removing.set(hash, removal);
  }

  private fileOf(hash: string): string {
    return path.join(this.dir, hash);
  }
}

/**
 * The rendered previews, kept in memory: a bounded LRU (by entries and by bytes), keyed by
 * the file and a version of its source (a hash of the artwork's SVG, an upload's size), so a
 * changed source is never answered with an old picture. Previews are small (50–300 kB) and
 * the same few are asked for again and again by crawlers, so this saves most of the CPU.
 */
export interface CachedPreview {
  png: Buffer;
  /** A strong validator of the PNG bytes. */
  etag: string;
}

export const PREVIEW_CACHE_MAX_ENTRIES = 200;
export const PREVIEW_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class PreviewCache {
  private readonly entries = new Map<string, CachedPreview>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = PREVIEW_CACHE_MAX_ENTRIES,
    private readonly maxBytes = PREVIEW_CACHE_MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPreview | undefined {
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(key: string, preview: CachedPreview): void {
    if (preview.png.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.png.length;
    }
    this.entries.set(key, preview);
    this.bytes += preview.png.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.png.length;
    }
  }
}

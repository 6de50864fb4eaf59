/**
 * Rendered public pages, kept for the catalogue's read lifetime (5 s): a burst of visitors
 * to one page costs one render. Keyed by path, query and the active remote versions (a
 * deploy or rollback makes new keys at once); emptied by every write to the API (a changed
 * package shows on the next load here; other instances within the 5 s, as catalogue reads do).
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const HTML_CACHE_SECONDS = 5;
const MAX_PAGES = 500;

export class HtmlCache {
  private readonly pages = new Map<string, { page: CachedPage; expires: number }>();

  constructor(
    private readonly ttlMs = HTML_CACHE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static key(url: string, versions: string): string {
    return `${versions} ${url}`;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { page, expires: this.now() + this.ttlMs });
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

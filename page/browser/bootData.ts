/**
 * What the shell's entry does with the boot data (read by the protocol's one reader) before
 * its app starts: it preloads the rendering remote's files.
 */
import type { PreloadHint } from '../protocol';

/**
 * Asks the browser for the rendering remote's files all at once (the federation runtime
 * would ask for the manifest, then the entry, then its chunks). `crossorigin` makes a
 * `fetch` preload match the runtime's own request (CORS mode, same-origin credentials).
 */
export function preloadAll(hints: readonly PreloadHint[] | undefined): void {
  for (const hint of hints ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = hint.as;
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    link.href = hint.href;
    document.head.appendChild(link);
  }
}

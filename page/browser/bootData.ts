/**
 * The boot data the gateway writes into a page (BOOT_DATA_ELEMENT_ID), read as it came:
 * the entry reads it to decide when to start and what to preload; the app checks the
 * registry in it before use (start.tsx).
 */
import { BOOT_DATA_ELEMENT_ID, type BootData, type PreloadHint } from '../protocol';

export function readBootJson(): Partial<BootData> | undefined {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<BootData>;
  } catch {
    return undefined; // the app reports unreadable boot data itself
  }
}

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

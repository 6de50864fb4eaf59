/**
 * When the shell's app starts. A page the server rendered is readable as it arrives, and
 * on a phone starting React at once (evaluating the app, loading the remote, hydrating)
 * competes with drawing that page. So such a page starts its app once it has loaded (its
 * stylesheets and eager pictures in) and its largest content has been shown (the browser's
 * largest-contentful-paint report, where the browser gives one), or after
 * HYDRATION_DEADLINE_MS at the latest, so that a slow picture never leaves the page inert
 * for long. Its links work before that (plain links to server-rendered pages). The app's
 * scripts are fetched then too (index.ts): on mobile data they would otherwise share the
 * connection with the page's stylesheets, fonts and first picture. A page the shell
 * renders in the browser (staff screens, a page whose server render fell back) shows
 * nothing until the app runs: it starts at once. The server-rendered page works meanwhile:
 * its disclosures are native <details>, its links plain links, its forms real forms.
 * Lighthouse's simulated mobile LCP counts every request the page starts before its largest
 * paint: fetching the app at once (or at `load`) measured LCP 1.7-2.6 s, after the paint <= 1.5 s.
 */
import { readBootData } from '@agency/page/browser';

export const HYDRATION_DEADLINE_MS = 3_000;

export function startWhenShown(start: () => void): () => void {
  if (!readBootData()?.rendered) {
    start();
    return () => undefined;
  }
  let started = false;
  let loaded = document.readyState === 'complete';
  let shown = !reportsLargestPaint();
  let observer: PerformanceObserver | undefined;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    window.removeEventListener('load', onLoad);
    start();
  };
  const startWhenReady = () => {
    if (loaded && shown) startOnce();
  };
  const onLoad = () => {
    loaded = true;
    startWhenReady();
  };
  if (!shown) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntries().length === 0) return;
      shown = true;
      startWhenReady();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (!loaded) window.addEventListener('load', onLoad);
  setTimeout(startOnce, HYDRATION_DEADLINE_MS);
  startWhenReady();
  return startOnce;
}

function reportsLargestPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
}

/**
 * Lighthouse's npm package driving Debian's Chromium through chrome-launcher, with
 * Lighthouse's default mobile configuration (moto g power viewport, simulated slow 4G and
 * 4× CPU throttling), the performance category only. Each run gets a browser of its own
 * (fresh profile, empty cache): a second navigation to the same URL in a reused browser
 * failed here now and then with NO_NAVSTART. Runs are strictly one after another: on a
 * two-core machine two at once would measure each other.
 *
 * Both packages are ESM-only while the scripts run as CommonJS under tsx: they are loaded
 * with a dynamic `import()`, which tsx leaves as a real import (Node loads ESM that way).
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** One Lighthouse run's figures. Times in ms; the score 0–100. */
export interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts the page requested (successful answers), by URL. */
  scriptUrls: string[];
}

/** Measures one page load of `url`. */
export type LighthouseRun = (url: string) => Promise<PageRun>;

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  statusCode?: number;
}

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/** Lighthouse's errors that say "run me again" rather than "this page is broken". */
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'PROTOCOL_TIMEOUT', 'NO_TRACING_STARTED']);

/**
 * Tries per measurement before a transient error is reported. Two were not enough once:
 * NO_NAVSTART came twice in a row on a page that then measured six times without one.
 */
const ATTEMPTS = 4;

/** Loads Lighthouse and chrome-launcher once; the function it gives runs one measurement. */
export async function loadLighthouse(): Promise<LighthouseRun> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);

  async function runOnce(url: string): Promise<PageRun | { transientError: string }> {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    try {
      // No config argument: Lighthouse's default, the mobile form factor with simulated throttling.
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) {
        const reason = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (TRANSIENT_ERRORS.has(lhr.runtimeError.code)) return { transientError: reason };
        throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
      }
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
      const audits = lhr.audits as Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
      const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequestItem[];
      const scripts = requests.filter((r) => r.resourceType === 'Script' && (r.statusCode ?? 0) >= 200 && (r.statusCode ?? 0) < 300);
      return {
        score: Math.round(score * 100),
        fcpMs: numericAudit(audits, 'first-contentful-paint'),
        lcpMs: numericAudit(audits, 'largest-contentful-paint'),
        cls: numericAudit(audits, 'cumulative-layout-shift'),
        tbtMs: numericAudit(audits, 'total-blocking-time'),
        scriptUrls: [...new Set(scripts.map((r) => r.url))],
      };
    } finally {
      chrome.kill();
    }
  }

  return async (url) => {
    let lastError = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const result = await runOnce(url);
      if (!('transientError' in result)) return result;
      lastError = result.transientError;
    }
    throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} tries: ${lastError}`);
  };
}

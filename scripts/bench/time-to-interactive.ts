/**
 * The time until a visitor's tap does what it says: from navigation start until every
 * control the page's remote rendered is hydrated (React's fiber is on each link, button,
 * input and summary under [data-remote], the same test as the browser tests' `hydrated()`)
 * and the shell says it is live (`data-shell-ready`). Lighthouse's simulated throttling
 * models the page's loading but not when its own code finishes, so this is measured in
 * Chromium with the same mobile profile applied: Lighthouse's own moto g power screen and
 * user agent, its slow-4G figures as DevTools applies them (request latency and throughput)
 * and the 4× slower CPU. Each run has a fresh browser (empty cache), one after another.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** How often the page checks itself: fine enough for a figure in seconds, cheap on a slowed CPU. */
const POLL_MS = 25;
const TIMEOUT_MS = 60_000;

/** Lighthouse's mobile profile (ESM only: loaded with a real import, as lighthouse-runner.ts does). */
interface MobileProfile {
  throttling: {
    mobileSlow4G: { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number; cpuSlowdownMultiplier: number };
  };
  screenEmulationMetrics: { mobile: { width: number; height: number; deviceScaleFactor: number } };
  userAgents: { mobile: string };
}

/**
 * Runs in the page before its own scripts: notes when it first finds itself interactive.
 * Text, not a function: tsx would wrap a named function's inner functions in a helper that
 * does not exist in the page.
 */
const WATCH_FOR_INTERACTIVE = `(() => {
  const timer = setInterval(() => {
    if (!document.documentElement.hasAttribute('data-shell-ready')) return;
    const remote = document.querySelector('[data-remote]');
    if (!remote) return;
    const controls = Array.from(remote.querySelectorAll('a, button, input, select, textarea, summary'));
    if (!controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactFiber$')))) return;
    clearInterval(timer);
    window.interactiveAtMs = performance.now();
  }, ${POLL_MS});
})();`;

/** A request the page made, in milliseconds from navigation start (interactive-waterfall.ts). */
export interface RequestTiming {
  url: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

/** What a run may record beside its figure: the page's requests and its paint and load moments. */
export interface RunRecording {
  requests: RequestTiming[];
  milestones: Record<string, number>;
  /** The preload links in the document once it is interactive. */
  preloads: string[];
}

/** Measures one load of `url`: milliseconds from navigation start until it is interactive. */
export type InteractiveRun = (url: string, recording?: RunRecording) => Promise<number>;

export async function loadInteractiveRunner(): Promise<InteractiveRun> {
  const { throttling, screenEmulationMetrics, userAgents } = (await import(
    'lighthouse/core/config/constants.js'
  )) as unknown as MobileProfile;
  const network = throttling.mobileSlow4G;
  const screen = screenEmulationMetrics.mobile;
  return async (url, recording) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
        // The bench's HTTPS front (tls-front.ts) has a certificate made for the run.
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.requestLatencyMs,
        // DevTools takes bytes per second.
        downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
        uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
      await page.addInitScript(WATCH_FOR_INTERACTIVE);
      await page.goto(url, { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => (window as unknown as { interactiveAtMs?: number }).interactiveAtMs, undefined, {
        timeout: TIMEOUT_MS,
        polling: 100,
      });
      const interactiveAtMs = Number(await handle.jsonValue());
      if (recording) await record(page, recording);
      return interactiveAtMs;
    } finally {
      await browser.close();
    }
  };
}

/** The page's own view of its requests and milestones, read after it became interactive. */
async function record(page: import('playwright-core').Page, recording: RunRecording): Promise<void> {
  const seen = await page.evaluate(async () => {
    const largestPaintMs = await new Promise<number | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(undefined), 500);
    });
    const requests = performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return { url: resource.name, startMs: resource.startTime, endMs: resource.responseEnd, bytes: resource.encodedBodySize };
    });
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const milestones: Record<string, number> = {};
    if (navigation) {
      milestones['document received'] = navigation.responseEnd;
      milestones.DOMContentLoaded = navigation.domContentLoadedEventEnd;
      milestones.load = navigation.loadEventEnd;
      requests.unshift({ url: navigation.name, startMs: 0, endMs: navigation.responseEnd, bytes: navigation.encodedBodySize });
    }
    for (const paint of performance.getEntriesByType('paint')) milestones[paint.name] = paint.startTime;
    if (largestPaintMs !== undefined) milestones['largest-contentful-paint'] = largestPaintMs;
    const preloads = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=preload], link[rel=modulepreload]'),
      (link) => link.href,
    );
    return { requests, milestones, preloads };
  });
  recording.requests.push(...seen.requests);
  Object.assign(recording.milestones, seen.milestones);
  recording.preloads.push(...seen.preloads);
}

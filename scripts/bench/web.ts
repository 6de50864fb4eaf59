/**
 * Section "web": what a visitor on a phone gets from the public pages. The composed site
 * (production shell, every remote deployed, seeded SQLite, the real gateway) is measured
 * by Lighthouse (default mobile configuration: simulated slow 4G and a 4× slower CPU),
 * three runs per page one after another, and each figure is the median of its three.
 * Targets of the page-performance issue: on every page a performance score of at least
 * 95, LCP at most 1.5 s, CLS at most 0.02 and TBT at most 150 ms; the home page's
 * JavaScript at most 150 kB gzipped. Beside them, what a visitor feels: the time until the
 * page is interactive (every control hydrated) on the same mobile profile
 * (time-to-interactive.ts), at most 2.5 s on the home page, measured as visitors reach the
 * site: through nginx with HTTPS and HTTP/2 (tls-front.ts). The home page's figure straight
 * from the gateway (plain HTTP/1.1, six connections at most) is printed beside it.
 */
import type { RegionsResponse } from '@agency/contracts';
import { RENDER_MODE_HEADER } from '@agency/page/server';
import { withBenchSite } from './bench-site';
import { gzipTransferBytes } from './gzip-transfer';
import { type LighthouseRun, loadLighthouse, type PageRun } from './lighthouse-runner';
import { median } from './load';
import { formatKb, formatMs } from './report';
import { type InteractiveRun, loadInteractiveRunner } from './time-to-interactive';
import { withTlsFront } from './tls-front';
import type { BenchContext, BenchSection, Check } from './types';

export const RUNS_PER_PAGE = 3;
export const MIN_PERFORMANCE_SCORE = 95;
export const MAX_LCP_MS = 1_500;
export const MAX_CLS = 0.02;
export const MAX_TBT_MS = 150;
export const MAX_HOME_JS_GZIP_BYTES = 150_000;
export const MAX_HOME_INTERACTIVE_MS = 2_500;
/** The country page measured, when the seed gives it packages (it does: every country has deals). */
const PREFERRED_COUNTRY = 'Thailand';

export interface Page {
  label: string;
  path: string;
}

/** A page's medians over its runs. */
interface PageFigures extends Omit<PageRun, 'scriptUrls'> {
  page: Page;
  /** How the gateway answered the page just before the last run (`x-render-mode`). */
  renderMode: string;
  scriptCount: number;
  /** The scripts of the median run (by score), gzipped as the gateway sends them. */
  scriptGzipBytes: number;
  /** Until every control is hydrated, median of RUNS_PER_PAGE loads through the HTTPS front (time-to-interactive.ts). */
  interactiveMs: number;
  /** The same straight from the gateway over HTTP/1.1 (the home page only). */
  interactiveDirectMs?: number;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A seeded country with deals, and one of its packages: the country and package pages measured. */
export async function pickSeededPages(siteUrl: string): Promise<Page[]> {
  const { countries } = await getJson<RegionsResponse>(`${siteUrl}/api/regions`);
  const ordered = [...countries.filter((c) => c.name === PREFERRED_COUNTRY), ...countries.filter((c) => c.name !== PREFERRED_COUNTRY)];
  for (const country of ordered) {
    const deals = await getJson<{ _id: number }[]>(`${siteUrl}/api/deals/${encodeURIComponent(country.name)}`);
    if (deals.length === 0) continue;
    return [
      { label: 'home', path: '/' },
      { label: 'packages', path: '/packages' },
      { label: `country ${country.name}`, path: `/${country.route}` },
      { label: `package ${deals[0]._id}`, path: `/package-detail/${deals[0]._id}` },
      { label: 'retreat', path: '/the-awakening-retreat' },
    ];
  }
  throw new Error('the seeded catalogue has no country with deals');
}

/**
 * The page answers 200 before Lighthouse is sent: when the gateway has died (its stack is in
 * the log above), Lighthouse would only say that Chromium showed an error page. (This also
 * warms the gateway's caches for the page, as any earlier visitor would have.)
 */
async function assertPageAnswers(url: string): Promise<string> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`${url} did not answer (${error instanceof Error ? error.message : String(error)}): has the gateway stopped?`);
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.headers.get(RENDER_MODE_HEADER) ?? 'none';
}

async function medianInteractive(interactive: InteractiveRun, url: string, log: (line: string) => void, label: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 1; i <= RUNS_PER_PAGE; i++) runs.push(await interactive(url));
  log(`  ${label} interactive after: ${runs.map(formatSeconds).join(', ')}`);
  return median(runs);
}

async function measurePage(
  siteUrl: string,
  frontUrl: string,
  page: Page,
  run: LighthouseRun,
  interactive: InteractiveRun,
  log: (line: string) => void,
): Promise<PageFigures> {
  const runs: PageRun[] = [];
  let renderMode = '';
  for (let i = 1; i <= RUNS_PER_PAGE; i++) {
    renderMode = await assertPageAnswers(`${siteUrl}${page.path}`);
    const result = await run(`${siteUrl}${page.path}`);
    log(
      `  ${page.path} run ${i}: score ${result.score}, LCP ${formatMs(result.lcpMs)}, TBT ${formatMs(result.tbtMs)}, CLS ${result.cls.toFixed(3)}`,
    );
    runs.push(result);
  }
  const interactiveMs = await medianInteractive(interactive, `${frontUrl}${page.path}`, log, `${page.path} (HTTPS, HTTP/2)`);
  const interactiveDirectMs =
    page.path === '/'
      ? await medianInteractive(interactive, `${siteUrl}${page.path}`, log, `${page.path} (HTTP/1.1, the gateway)`)
      : undefined;
  const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  const gzipSizes = await Promise.all(medianRun.scriptUrls.map(gzipTransferBytes));
  return {
    page,
    renderMode,
    score: median(runs.map((r) => r.score)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    scriptCount: medianRun.scriptUrls.length,
    scriptGzipBytes: gzipSizes.reduce((sum, bytes) => sum + bytes, 0),
    interactiveMs,
    interactiveDirectMs,
  };
}

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The medians as one compact table, a row per page. */
function logTable(figures: PageFigures[], log: (line: string) => void): void {
  const rows = [
    ['page', 'path', 'score', 'FCP', 'LCP', 'CLS', 'TBT', 'JS gzip', 'interactive'],
    ...figures.map((f) => [
      f.page.label,
      f.page.path,
      String(f.score),
      formatSeconds(f.fcpMs),
      formatSeconds(f.lcpMs),
      f.cls.toFixed(3),
      formatMs(f.tbtMs),
      `${formatKb(f.scriptGzipBytes)} (${f.scriptCount})`,
      formatSeconds(f.interactiveMs),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  log(
    `medians of ${RUNS_PER_PAGE} Lighthouse runs (mobile, simulated throttling); interactive: medians of ${RUNS_PER_PAGE} loads through nginx with HTTPS and HTTP/2, throttling applied:`,
  );
  for (const row of rows)
    log(`  ${row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`);
}

function checksOf(figures: PageFigures[]): Check[] {
  const checks: Check[] = [];
  for (const f of figures) {
    const name = f.page.label;
    checks.push(
      // A page that fell back to client rendering would measure the fallback, not the product.
      { label: `${name}: rendered on the server`, value: f.renderMode, target: 'server', pass: f.renderMode === 'server' },
      {
        label: `${name}: performance score`,
        value: String(f.score),
        target: `≥ ${MIN_PERFORMANCE_SCORE}`,
        pass: f.score >= MIN_PERFORMANCE_SCORE,
      },
      { label: `${name}: LCP`, value: formatSeconds(f.lcpMs), target: `≤ ${formatSeconds(MAX_LCP_MS)}`, pass: f.lcpMs <= MAX_LCP_MS },
      { label: `${name}: CLS`, value: f.cls.toFixed(3), target: `≤ ${MAX_CLS}`, pass: f.cls <= MAX_CLS },
      { label: `${name}: TBT`, value: formatMs(f.tbtMs), target: `≤ ${formatMs(MAX_TBT_MS)}`, pass: f.tbtMs <= MAX_TBT_MS },
    );
  }
  const home = figures.find((f) => f.page.path === '/');
  if (home) {
    checks.push({
      label: `home: JavaScript, ${home.scriptCount} files, gzip`,
      value: formatKb(home.scriptGzipBytes),
      target: `≤ ${formatKb(MAX_HOME_JS_GZIP_BYTES)}`,
      pass: home.scriptCount > 0 && home.scriptGzipBytes <= MAX_HOME_JS_GZIP_BYTES,
    });
    checks.push({
      label: 'home: interactive (every control hydrated), same mobile profile, through nginx with HTTPS and HTTP/2',
      value: formatSeconds(home.interactiveMs),
      target: `≤ ${formatSeconds(MAX_HOME_INTERACTIVE_MS)}`,
      pass: home.interactiveMs <= MAX_HOME_INTERACTIVE_MS,
    });
    if (home.interactiveDirectMs !== undefined)
      checks.push({
        label: 'home: interactive, straight from the gateway over HTTP/1.1 (no front)',
        value: formatSeconds(home.interactiveDirectMs),
        target: '—',
        pass: true,
        info: true,
      });
  }
  for (const f of figures.filter((page) => page !== home)) {
    checks.push({
      label: `${f.page.label}: interactive (every control hydrated)`,
      value: formatSeconds(f.interactiveMs),
      target: '—',
      pass: true,
      info: true,
    });
  }
  return checks;
}

export const webSection: BenchSection = {
  name: 'web',
  title: `Public pages in Lighthouse (mobile, simulated throttling; medians of ${RUNS_PER_PAGE} runs)`,
  async run(context: BenchContext) {
    const figures = await withBenchSite(context.log, (siteUrl) =>
      withTlsFront(siteUrl, async (frontUrl) => {
        const pages = await pickSeededPages(siteUrl);
        const [run, interactive] = await Promise.all([loadLighthouse(), loadInteractiveRunner()]);
        // One page after another, one run after another: parallel runs would measure each other.
        const measured: PageFigures[] = [];
        for (const page of pages) measured.push(await measurePage(siteUrl, frontUrl, page, run, interactive, context.log));
        return measured;
      }),
    );
    logTable(figures, context.log);
    return checksOf(figures);
  },
};

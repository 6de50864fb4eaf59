/**
 * Section "render": what server rendering costs the gateway under load. Each public page
 * measured by the web section is asked for by 50 connections at once, with the HTML cache
 * (as production runs, READ_CACHE=on) and without any cache (READ_CACHE=off: every answer
 * is rendered from the database up). Each p50 and p99 is set against the shell page in the
 * same site and run conditions: a staff path, answered with the shell's document and no
 * rendering, the cheapest page the gateway serves. With the HTML cache, the home page is
 * measured once more while an anonymous client makes 5 writes a second (a forged payment
 * callback, answered 303): such writes must leave the cache alone. Figures for context: they
 * show what a render costs beside the cheapest page, and carry no target of their own.
 */
import { withBenchSite } from './bench-site';
import { BROWSER_HEADERS, type LoadResult, measureLoad } from './load';
import { formatMs, formatRate } from './report';
import type { BenchContext, BenchSection, Check } from './types';
import { type Page, pickSeededPages } from './web';

/** A client-rendered staff page: the shell's document with the registry inlined, nothing rendered. */
const SHELL_PAGE: Page = { label: 'shell page', path: '/Log' };

interface Measured {
  page: Page;
  load: LoadResult;
}

/** Anonymous writes a second during the home page's second measurement (the attack's rate). */
const ANONYMOUS_WRITES_PER_SECOND = 5;

/** A payment callback no provider sent: the site answers it with a redirect to the failure page. */
const FORGED_CALLBACK =
  'txnid=bench-forged&status=success&amount=10.00&productinfo=SoulPod&firstname=Bench&email=bench%40example.in&hash=0';

/** Runs `measure` while forged callbacks arrive at `perSecond`; answers its result and how many were answered below 400. */
async function duringAnonymousWrites<T>(
  siteUrl: string,
  perSecond: number,
  measure: () => Promise<T>,
): Promise<{ result: T; writes: number }> {
  let writes = 0;
  const send = () =>
    void fetch(`${siteUrl}/api/payment/v1/success`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: FORGED_CALLBACK,
    })
      .then((res) => void (res.status < 400 && (writes += 1)))
      .catch(() => undefined);
  const timer = setInterval(send, 1000 / perSecond);
  try {
    return { result: await measure(), writes };
  } finally {
    clearInterval(timer);
  }
}

async function measurePages(context: BenchContext, siteUrl: string, withWrites: boolean): Promise<Measured[]> {
  const pages = [SHELL_PAGE, ...(await pickSeededPages(siteUrl)).filter((page) => page.label !== 'retreat')];
  const measured: Measured[] = [];
  const measurePage = (page: Page) =>
    measureLoad(`${siteUrl}${page.path}`, { connections: context.connections, seconds: context.seconds, headers: BROWSER_HEADERS });
  for (const page of pages) {
    const load = await measurePage(page);
    context.log(`  ${page.path}: p50 ${formatMs(load.p50)}, p99 ${formatMs(load.p99)}, ${formatRate(load.rps)}`);
    measured.push({ page, load });
  }
  const home = pages.find((page) => page.path === '/');
  if (withWrites && home) {
    const { result: load, writes } = await duringAnonymousWrites(siteUrl, ANONYMOUS_WRITES_PER_SECOND, () => measurePage(home));
    const page = { label: `home, ${ANONYMOUS_WRITES_PER_SECOND} anonymous writes/s`, path: '/' };
    context.log(
      `  ${page.path} with ${writes} forged callbacks answered: p50 ${formatMs(load.p50)}, p99 ${formatMs(load.p99)}, ${formatRate(load.rps)}`,
    );
    measured.push({ page, load });
  }
  return measured;
}

function checksOf(kind: string, measured: Measured[]): Check[] {
  const [shell, ...pages] = measured;
  const ratio = (value: number, base: number) => `${(value / Math.max(base, 0.1)).toFixed(1)}×`;
  return [
    {
      label: `${kind}: ${shell.page.label} ${shell.page.path}: p50, p99`,
      value: `${formatMs(shell.load.p50)}, ${formatMs(shell.load.p99)}`,
      target: '—',
      pass: true,
      info: true,
    },
    ...pages.map(({ page, load }) => ({
      label: `${kind}: ${page.label}: p50, p99 (× the shell page's), rate`,
      value: `${formatMs(load.p50)} (${ratio(load.p50, shell.load.p50)}), ${formatMs(load.p99)} (${ratio(load.p99, shell.load.p99)}), ${formatRate(load.rps)}`,
      target: '—',
      pass: true,
      info: true,
    })),
  ];
}

export const renderSection: BenchSection = {
  name: 'render',
  title: 'Server rendering under load (50 connections): with the HTML cache and without any cache, against the shell page',
  async run(context: BenchContext) {
    const checks: Check[] = [];
    for (const [kind, readCache] of [
      ['HTML cache', 'on'],
      ['no cache', 'off'],
    ] as const) {
      context.log(`${kind} (READ_CACHE=${readCache}):`);
      // Provider credentials (never used to pay): with them the forged callbacks are checked and answered 303, as the attack's were.
      const provider =
        readCache === 'on' ? { PAYU_KEY: 'bench-key', PAYU_SALT: 'bench-salt', PAYU_URL: 'https://test.payu.in/_payment' } : {};
      const measured = await withBenchSite(context.log, (siteUrl) => measurePages(context, siteUrl, readCache === 'on'), {
        READ_CACHE: readCache,
        // Under 50 connections on a busy machine an uncached render can outlast its budget, and
        // the page would go to the browser: the run would measure the fallback document, not the render.
        RENDER_BUDGET_MS: '30000',
        ...provider,
      });
      checks.push(...checksOf(kind, measured));
    }
    return checks;
  },
};

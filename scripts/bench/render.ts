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

/** How a page's answers were made (the gateway's `x-render-mode`): server, server-previous, streamed or client. */
type AnswersByMode = Map<string, number>;

/** The public pages the site has answered so far, by render mode (its page_answers_total, any cache result). */
async function answersByMode(siteUrl: string): Promise<AnswersByMode> {
  const text = await (await fetch(`${siteUrl}/metrics`)).text();
  const counts: AnswersByMode = new Map();
  for (const [, labels, value] of text.matchAll(/^page_answers_total\{([^}]*)\} (\S+)$/gm)) {
    const mode = /mode="([^"]*)"/.exec(labels)?.[1] ?? 'unknown';
    counts.set(mode, (counts.get(mode) ?? 0) + Number(value));
  }
  return counts;
}

/** The answers between two readings, by mode. */
function answersBetween(before: AnswersByMode, after: AnswersByMode): AnswersByMode {
  const between: AnswersByMode = new Map();
  for (const [mode, count] of after) if (count > (before.get(mode) ?? 0)) between.set(mode, count - (before.get(mode) ?? 0));
  return between;
}

const describeModes = (modes: AnswersByMode) =>
  [...modes].map(([mode, count]) => `${count.toLocaleString('en-GB')} ${mode}`).join(', ') || 'none counted';

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

/**
 * `renderedOnly`: every answer of a public page must have been rendered on the server, or the
 * run is refused: a page answered with its client-rendered document (no render slot free, the
 * budget outlasted) costs next to nothing, and would pass for a cheap render.
 */
async function measurePages(context: BenchContext, siteUrl: string, withWrites: boolean, renderedOnly: boolean): Promise<Measured[]> {
  const pages = [SHELL_PAGE, ...(await pickSeededPages(siteUrl)).filter((page) => page.label !== 'retreat')];
  const measured: Measured[] = [];
  const measurePage = async (page: Page) => {
    const before = await answersByMode(siteUrl);
    const load = await measureLoad(`${siteUrl}${page.path}`, {
      connections: context.connections,
      seconds: context.seconds,
      headers: BROWSER_HEADERS,
    });
    const modes = answersBetween(before, await answersByMode(siteUrl));
    const notRendered = [...modes].filter(([mode]) => mode !== 'server').reduce((sum, [, count]) => sum + count, 0);
    if (page !== SHELL_PAGE && renderedOnly && notRendered > 0)
      throw new Error(
        `${page.path}: ${notRendered} answers were not rendered on the server (${describeModes(modes)}): the run would not measure the render`,
      );
    return { load, modes };
  };
  for (const page of pages) {
    const { load, modes } = await measurePage(page);
    const how = page === SHELL_PAGE ? '' : ` (answers with the warm-up: ${describeModes(modes)})`;
    context.log(`  ${page.path}: p50 ${formatMs(load.p50)}, p99 ${formatMs(load.p99)}, ${formatRate(load.rps)}${how}`);
    measured.push({ page, load });
  }
  const home = pages.find((page) => page.path === '/');
  if (withWrites && home) {
    const {
      result: { load },
      writes,
    } = await duringAnonymousWrites(siteUrl, ANONYMOUS_WRITES_PER_SECOND, () => measurePage(home));
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
      const uncached = readCache === 'off';
      const measured = await withBenchSite(context.log, (siteUrl) => measurePages(context, siteUrl, !uncached, uncached), {
        READ_CACHE: readCache,
        // Under 50 connections an uncached render can outlast its budget, or find every render
        // slot taken for longer than its wait (RENDER_SLOT_WAIT_MS), and the page would go to the
        // browser: the run would measure the fallback document, not the render. So the uncached
        // run has no slots (every render starts at once) and a budget nothing reaches; its
        // answers are counted by render mode, and any not rendered on the server refuses it.
        RENDER_BUDGET_MS: '30000',
        ...(uncached ? { RENDER_CONCURRENCY: '0' } : {}),
        ...provider,
      });
      checks.push(...checksOf(kind, measured));
    }
    return checks;
  },
};

/**
 * Section "render": what server rendering costs the gateway under load. Each public page
 * measured by the web section is asked for by 50 connections at once, with the HTML cache
 * (as production runs, READ_CACHE=on) and without any cache (READ_CACHE=off: every answer
 * is rendered from the database up). Each p50 and p99 is set against the shell page in the
 * same site and run conditions: a staff path, answered with the shell's document and no
 * rendering, the cheapest page the gateway serves. Figures for context: the issue asks for
 * them to be printed, and sets no target on them.
 */
import { withBenchSite } from './bench-site';
import { BROWSER_HEADERS, measureLoad, type LoadResult } from './load';
import { formatMs, formatRate } from './report';
import type { BenchContext, BenchSection, Check } from './types';
import { pickSeededPages, type Page } from './web';

/** A client-rendered staff page: the shell's document with the registry inlined, nothing rendered. */
const SHELL_PAGE: Page = { label: 'shell page', path: '/Log' };

interface Measured {
  page: Page;
  load: LoadResult;
}

async function measurePages(context: BenchContext, siteUrl: string): Promise<Measured[]> {
  const pages = [SHELL_PAGE, ...(await pickSeededPages(siteUrl)).filter((page) => page.label !== 'retreat')];
  const measured: Measured[] = [];
  for (const page of pages) {
    const load = await measureLoad(`${siteUrl}${page.path}`, { connections: context.connections, seconds: context.seconds, headers: BROWSER_HEADERS });
    context.log(`  ${page.path}: p50 ${formatMs(load.p50)}, p99 ${formatMs(load.p99)}, ${formatRate(load.rps)}`);
    measured.push({ page, load });
  }
  return measured;
}

function checksOf(kind: string, measured: Measured[]): Check[] {
  const [shell, ...pages] = measured;
  const ratio = (value: number, base: number) => `${(value / Math.max(base, 0.1)).toFixed(1)}×`;
  return [
    { label: `${kind}: ${shell.page.label} ${shell.page.path}: p50, p99`, value: `${formatMs(shell.load.p50)}, ${formatMs(shell.load.p99)}`, target: '—', pass: true, info: true },
    ...pages.map(({ page, load }) => ({
      label: `${kind}: ${page.label}: p50, p99 (× the shell page's)`,
      value: `${formatMs(load.p50)} (${ratio(load.p50, shell.load.p50)}), ${formatMs(load.p99)} (${ratio(load.p99, shell.load.p99)})`,
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
    for (const [kind, readCache] of [['HTML cache', 'on'], ['no cache', 'off']] as const) {
      context.log(`${kind} (READ_CACHE=${readCache}):`);
      const measured = await withBenchSite(context.log, (siteUrl) => measurePages(context, siteUrl), { READ_CACHE: readCache });
      checks.push(...checksOf(kind, measured));
    }
    return checks;
  },
};

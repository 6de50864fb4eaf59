/**
 * `npm run bench`: measures the product against the performance targets of its issues and
 * exits 1 when one is missed. Not a test: it takes a few minutes and wants a quiet machine.
 *
 * It keeps a bare Fastify route running in a process of its own (the yardstick for rate
 * ratios, measured again before each rated run) and runs each section of scripts/bench/
 * in turn. Only 127.0.0.1 is contacted.
 *
 *   npm run bench                          every section
 *   npm run bench -- --only catalogue      one section (catalogue, home-js, payment, leads, signin, web, render, scale, boot, cluster, releases)
 *   npm run bench -- --seconds 3           shorter load runs (default 5)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { bootSection } from './bench/boot';
import { catalogueSection } from './bench/catalogue';
import { clusterSection } from './bench/cluster';
import { homeJavaScriptSection } from './bench/home-javascript';
import { leadsSection } from './bench/leads';
import { BROWSER_HEADERS, type LoadResult, measureLoad, ROUNDS } from './bench/load';
import { paymentSection } from './bench/payment';
import { type ServerProcess, startServerProcess } from './bench/processes';
import { releasesSection } from './bench/releases';
import { renderSection } from './bench/render';
import { allPassed, formatRate, renderReport, type SectionReport } from './bench/report';
import { scaleSection } from './bench/scale';
import { signInSection } from './bench/signin';
import type { BenchContext, BenchSection } from './bench/types';
import { webSection } from './bench/web';

/** Sections in the order they run; later issues add theirs here. */
const SECTIONS: readonly BenchSection[] = [
  catalogueSection,
  homeJavaScriptSection,
  paymentSection,
  leadsSection,
  signInSection,
  webSection,
  renderSection,
  scaleSection,
  bootSection,
  clusterSection,
  releasesSection,
];

const CONNECTIONS = 50;
const DEFAULT_SECONDS = 5;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true }, seconds: { type: 'string' } } });
  const only = values.only ?? [];
  const unknown = only.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}; sections: ${SECTIONS.map((s) => s.name).join(', ')}`);
  const seconds = Number(values.seconds ?? DEFAULT_SECONDS);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 60) throw new Error('--seconds must be between 1 and 60');
  const log = (line: string) => console.log(`[bench] ${line}`);

  // The yardstick's process starts with the first section that rates a call, and runs until the end.
  let bare: Promise<ServerProcess> | undefined;
  const yardsticks: LoadResult[] = [];
  const context: BenchContext = {
    log,
    seconds,
    connections: CONNECTIONS,
    async measureBareRoute(warmupSeconds) {
      bare ??= startServerProcess('bare-server.ts', {});
      const server = await bare;
      const result = await measureLoad(`${server.url}/`, {
        connections: CONNECTIONS,
        seconds,
        warmupSeconds,
        headers: BROWSER_HEADERS,
        serverCpuMs: server.cpuMs,
      });
      yardsticks.push(result);
      return result;
    },
  };

  const reports: SectionReport[] = [];
  try {
    for (const section of SECTIONS.filter((s) => only.length === 0 || only.includes(s.name))) {
      log(`— ${section.title}`);
      try {
        reports.push({ title: section.title, checks: await section.run(context) });
      } catch (error) {
        log(`${section.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        reports.push({ title: section.title, checks: [], error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    if (bare) await (await bare).stop();
  }
  const rates = yardsticks.map((y) => y.rps);

  const cpus = os.cpus();
  console.log(
    renderReport(reports, [
      `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end; autocannon in this process, ${CONNECTIONS} connections, ${seconds} s per run (2 s warm-up first)`,
      rates.length > 0
        ? `yardstick: bare Fastify route {hello:'world'} in its own process, measured in rounds alternating with each rated call (medians of ${ROUNDS}): ${formatRate(Math.min(...rates))} to ${formatRate(Math.max(...rates))} over the run`
        : 'yardstick: not needed by the sections run',
      "requests carry a browser's Accept-Encoding (gzip, deflate, br, zstd); runs without it are shown as info",
    ]),
  );
  process.exitCode = allPassed(reports) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

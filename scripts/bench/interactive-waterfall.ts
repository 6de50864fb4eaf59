/**
 * What a page waits on before it is interactive, on the web section's mobile profile: one
 * load of each path through time-to-interactive.ts's runner, printing every request (when it
 * started and ended, its size) beside the largest paint, `load` and the interactive moment.
 * Each page twice: through nginx with HTTPS and HTTP/2 (tls-front.ts), as visitors reach it,
 * and straight from the gateway over HTTP/1.1. A tool for reading the chain of round trips,
 * not a benchmark: it prints, checks nothing.
 *
 *   npx tsx scripts/bench/interactive-waterfall.ts [path …]   (default: /)
 */
import { withBenchSite } from './bench-site';
import { loadInteractiveRunner, type RequestTiming } from './time-to-interactive';
import { withTlsFront } from './tls-front';

function describe(request: RequestTiming): string {
  const name = request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
  return `${String(Math.round(request.startMs)).padStart(6)} → ${String(Math.round(request.endMs)).padStart(6)} ms  ${String(Math.round(request.bytes / 1024)).padStart(4)} kB  ${name}`;
}

async function main(): Promise<void> {
  const paths = process.argv.slice(2);
  const interactive = await loadInteractiveRunner();
  await withBenchSite(console.log, (siteUrl) =>
    withTlsFront(siteUrl, async (frontUrl) => {
      for (const path of paths.length > 0 ? paths : ['/']) {
        for (const [way, base] of [
          ['through nginx, HTTPS and HTTP/2', frontUrl],
          ['straight from the gateway, HTTP/1.1', siteUrl],
        ]) {
          const requests: RequestTiming[] = [];
          const milestones: Record<string, number> = {};
          const preloads: string[] = [];
          const ms = await interactive(`${base}${path}`, { requests, milestones, preloads });
          console.log(`\n${path} (${way}): interactive at ${Math.round(ms)} ms`);
          console.log(`preload links: ${preloads.map((link) => link.replace(base, '')).join(' ')}`);
          for (const [name, at] of Object.entries(milestones)) console.log(`  ${name} at ${Math.round(at)} ms`);
          for (const request of requests.sort((a, b) => a.startMs - b.startMs)) console.log(`  ${describe(request)}`);
        }
      }
    }),
  );
}

void main();

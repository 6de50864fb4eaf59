/**
 * One load run with autocannon against 127.0.0.1: a short warm-up (JIT, caches, pools),
 * then the measured run. A run that saw errors or non-2xx answers is refused, since its
 * figures would not describe the call.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
}

/** What a browser sends that changes the answer: it always accepts compressed bodies. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

function run(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  if (!new URL(url).hostname.startsWith('127.0.0.1')) throw new Error(`load runs only against 127.0.0.1, not ${url}`);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  await run(url, options.connections, options.warmupSeconds ?? 2, options.headers);
  const result = await run(url, options.connections, options.seconds, options.headers);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers under load`);
  }
  return { url, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

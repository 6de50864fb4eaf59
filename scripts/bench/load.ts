/**
 * One load run with autocannon against 127.0.0.1: a short warm-up (JIT, caches, pools),
 * then the measured run; and a rate compared with the bare route's in alternating rounds. A run that saw errors or non-2xx answers is refused, since its
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
  /** The server's CPU time per answered request, µs, when its process was given. */
  serverMicros?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds?: number;
  headers?: Record<string, string>;
  /** The server's CPU time so far, ms, for its cost per request. */
  serverCpuMs?: () => number | undefined;
}

/** What a browser sends that changes the answer: it always accepts compressed bodies. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

function run(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  if (!new URL(url).hostname.startsWith('127.0.0.1')) throw new Error(`load runs only against 127.0.0.1, not ${url}`);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await run(url, options.connections, warmup, options.headers);
  const cpuBefore = options.serverCpuMs?.();
  const result = await run(url, options.connections, options.seconds, options.headers);
  const cpuAfter = options.serverCpuMs?.();
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers under load`);
  }
  // Answers still on their way when the run ends are neither counted nor failures: a run in
  // which none came back would otherwise print a p50 of 0 ms.
  if (result.requests.total === 0) {
    throw new Error(`${url}: no answer within the ${options.seconds} s run (a busy machine: try --seconds 20)`);
  }
  const serverMicros =
    cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total : undefined;
  return {
    url,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    serverMicros,
  };
}

export interface RatedLoad {
  /** Median over the rounds of (this rate / the bare route's rate in the same round). */
  ratio: number;
  /** Medians over the rounds. */
  rps: number;
  bareRps: number;
  p99: number;
  /** The highest p99 of any round. */
  worstP99: number;
  /** Medians of the servers' CPU time per request, µs, when /proc tells. */
  serverMicros?: number;
  bareServerMicros?: number;
}

/** Rounds of the rated comparison: the median of three shrugs off one disturbed round. */
export const ROUNDS = 3;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOf = (values: (number | undefined)[]) => (values.every((v) => v !== undefined) ? median(values as number[]) : undefined);

/**
 * Alternates runs of the bare route and of `url` so both see the same machine (other
 * processes come and go), and takes medians over the rounds. Warm-up only before the first.
 */
export async function measureAgainstBare(
  url: string,
  options: LoadOptions,
  measureBare: (warmupSeconds: number) => Promise<LoadResult>,
): Promise<RatedLoad> {
  const rounds: { load: LoadResult; bare: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const warmupSeconds = round === 0 ? (options.warmupSeconds ?? 2) : 0;
    const bare = await measureBare(warmupSeconds);
    const load = await measureLoad(url, { ...options, warmupSeconds });
    rounds.push({ load, bare });
  }
  return {
    ratio: median(rounds.map((r) => r.load.rps / r.bare.rps)),
    rps: median(rounds.map((r) => r.load.rps)),
    bareRps: median(rounds.map((r) => r.bare.rps)),
    p99: median(rounds.map((r) => r.load.p99)),
    worstP99: Math.max(...rounds.map((r) => r.load.p99)),
    serverMicros: medianOf(rounds.map((r) => r.load.serverMicros)),
    bareServerMicros: medianOf(rounds.map((r) => r.bare.serverMicros)),
  };
}

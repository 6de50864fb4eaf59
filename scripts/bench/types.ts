/** What the benchmark's sections share: how a section reports, and what the runner gives it. */
import type { LoadResult } from './load';

/** One measured figure against its target. */
export interface Check {
  label: string;
  /** The measured value, formatted ('21,345 req/s', '7.2 ms'). */
  value: string;
  /** The target, formatted ('≥ 0.5', '< 25 ms'). */
  target: string;
  pass: boolean;
  /** A figure shown for context, with no target of its own. */
  info?: boolean;
}

export interface BenchContext {
  /** A progress line (the report comes at the end). */
  log(line: string): void;
  /** How long each load run lasts, seconds. */
  seconds: number;
  /** Concurrent connections of each load run. */
  connections: number;
  /**
   * Measures the bare Fastify route now, with the same load and `warmupSeconds` of warm-up:
   * the yardstick for a rate ratio, taken right beside the run it is compared with (the
   * machine may be busier or quieter from one minute to the next).
   */
  measureBareRoute(warmupSeconds: number): Promise<LoadResult>;
}

export interface BenchSection {
  /** Short name, for `npm run bench -- --only <name>`. */
  name: string;
  title: string;
  run(context: BenchContext): Promise<Check[]>;
}

/**
 * The process's metrics in Prometheus's format (prom-client), at /metrics beside the probes:
 * requests by route pattern and status, their durations, the database pools, the caches' hit
 * ratios, page rendering, the mail outboxes' depth, and Node's own (event-loop lag, memory, GC).
 * One registry per process: the metrics describe the process, whatever app in it served.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const requestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** The catalogue's read cache: hit, wait (on another request computing it) or compute (a miss). */
export const readCacheLookups = new Counter({
  name: 'read_cache_lookups_total',
  help: "Lookups in the catalogue's read cache, by result (hit; wait: on another request computing it; compute: a miss).",
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const pageAnswers = new Counter({
  name: 'page_answers_total',
  help: 'Public pages answered, by HTML cache result (hit, miss) and render mode (server, streamed, client).',
  labelNames: ['cache', 'mode'] as const,
  registers: [metricsRegistry],
});

const pageSeconds = new Histogram({
  name: 'page_render_duration_seconds',
  help: 'Time to answer a public page not in the HTML cache, by render mode and the remote versions that rendered it.',
  labelNames: ['mode', 'versions'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
  registers: [metricsRegistry],
});

const pools = new Map<string, Knex>();
new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (used, free, pending acquisitions).',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [name, db] of pools) {
      const pool = (db.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
      if (!pool) continue;
      this.set({ pool: name, state: 'used' }, pool.numUsed());
      this.set({ pool: name, state: 'free' }, pool.numFree());
      this.set({ pool: name, state: 'pending' }, pool.numPendingAcquires());
    }
  },
});

const outboxes = new Map<string, Knex>();
new Gauge({
  name: 'mail_outbox_mails',
  help: 'Mails in each outbox, by state (pending and sending are the depth still to go).',
  labelNames: ['outbox', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const [table, db] of outboxes) {
      try {
        const rows: Array<{ state: string; count: number | string }> = await db(table)
          .select('state')
          .count({ count: '*' })
          .groupBy('state');
        for (const row of rows) this.set({ outbox: table, state: row.state }, Number(row.count));
      } catch {
        // A database that does not answer shows as no figures; /readyz says why.
      }
    }
  },
});

type FallbackCounts = ReadonlyMap<string, number>;
/** The gateway's renderer (one per process; a test building several counts the last). */
let fallbackSource: FallbackCounts = new Map();
new Gauge({
  name: 'page_render_fallbacks',
  help: 'Server renders that fell back since start, by remote and to what: previous (version), client (rendering), busy (client rendering: every render slot was busy).',
  labelNames: ['remote', 'to'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [key, count] of fallbackSource) {
      const [remote, to] = key.split(' ');
      this.inc({ remote, to }, count);
    }
  },
});

/** Counts the pool of `db` (named `name`) in db_pool_connections while the process runs. */
export function trackPool(name: string, db: Knex): void {
  pools.set(name, db);
}

/** Counts the mails of an outbox table in mail_outbox_mails. */
export function trackOutbox(table: string, db: Knex): void {
  outboxes.set(table, db);
}

/** Counts a renderer's fallbacks (`storefront previous` → 1) in page_render_fallbacks. */
export function trackRenderFallbacks(counts: FallbackCounts): void {
  fallbackSource = counts;
}

/** Records every answer of `app`: the route pattern, never the raw URL, keeps the label set small. */
export function recordRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    requests.inc(labels);
    requestSeconds.observe(labels, seconds);
    const mode = reply.getHeader('x-render-mode');
    if (mode !== undefined) {
      const cache = String(reply.getHeader('x-cache') ?? 'none');
      pageAnswers.inc({ cache, mode: String(mode) });
      if (cache !== 'hit')
        pageSeconds.observe({ mode: String(mode), versions: String(reply.getHeader('x-remote-versions') ?? 'none') }, seconds);
    }
    done();
  });
}

/**
 * Answers GET /metrics: with METRICS_TOKEN set, to a request bearing it; without, to this
 * machine only (a scraper beside the instance), so the figures never reach a visitor.
 */
export function metricsEndpoint(token: string | undefined) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (!metricsAllowed(request, token)) {
      response.writeHead(token ? 401 : 403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end(token ? 'A bearer token is required.\n' : 'Set METRICS_TOKEN to read the metrics from another machine.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
        response.end(text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`${String(error)}\n`);
      },
    );
  };
}

function metricsAllowed(request: IncomingMessage, token: string | undefined): boolean {
  if (!token) return ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

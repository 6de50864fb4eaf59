/**
 * What a serving process does besides answering requests: it sheds load past an event-loop
 * delay (@fastify/under-pressure), tells the probes what readiness means for it, and stops
 * gracefully on SIGTERM or SIGINT (close-with-grace): /readyz fails, the listener closes,
 * requests in flight finish within config.shutdownTimeoutMs, the workers and pools stop
 * (their onClose/preClose hooks), and the process exits 0.
 */

import { IncomingMessage } from 'node:http';
import underPressure from '@fastify/under-pressure';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Knex } from 'knex';
import type { Config, TrustProxy } from './config';
import { errorBody } from './errors';
import { METRICS_PATH, metricsEndpoint, recordRequestMetrics } from './metrics';
import { Probes, type ReadinessCheck } from './probes';
import { createServer, serverOptionsFrom } from './server';
import { pendingMigrations, type ServiceModule } from './service';

export interface OperatedServerOptions {
  /** What readiness means for this process. */
  checks: readonly ReadinessCheck[];
  /** Whose X-Forwarded-For to believe when TRUST_PROXY is unset. */
  trustProxyByDefault?: TrustProxy;
  /** Replaces the configured logger: false for none (tests), or pino options (a test's stream). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * A server as production runs it: probes and /metrics answered before Fastify, the pressure
 * guard first among the hooks, request metrics, request ids and a sampled access log.
 * `app.probes` is what closeOnSignals drains.
 */
export async function createOperatedServer(config: Config, options: OperatedServerOptions): Promise<FastifyInstance> {
  const probes = new Probes();
  probes.addCheck(...options.checks);
  probes.addEndpoint(METRICS_PATH, metricsEndpoint(config.metricsToken));
  const app = createServer({
    ...serverOptionsFrom(config, options.trustProxyByDefault),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    serverFactory: probes.serverFactory,
  });
  app.decorate('probes', probes);
  await registerPressureGuard(app, config);
  recordRequestMetrics(app);
  logAccess(app, config.accessLogPercent);
  return app;
}

/** One line per request, for `percent` of them and for every 5xx, whatever LOG_LEVEL says. */
function logAccess(app: FastifyInstance, percent: number): void {
  const access = app.log.child({ log: 'access' }, { level: 'info' });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500 || Math.random() * 100 < percent) {
      access.info({
        reqId: request.id,
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ip: request.ip,
      });
    }
    done();
  });
}

/** How often the pressure guard measures the event loop's delay (the mean since its last sample). */
const PRESSURE_SAMPLE_MS = 250;

export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a few seconds.';

/**
 * Answers 503 with Retry-After while the event loop lags past the configured bound: a quick
 * refusal the client (or the load balancer) can act on, instead of every request waiting.
 * Registered first, so a refused request costs no other hook.
 *
 * Calls the process makes to itself (`app.inject`: a page being rendered asks for its data, the
 * warm-up renders a page) pass: they are part of work already admitted, and refusing them
 * rendered that page with an error where its data belonged (the warm-up's retreat page once
 * met the lag of the render before it). Fastify's injected requests are no IncomingMessage, so
 * no client can pass itself off as one.
 */
export async function registerPressureGuard(app: FastifyInstance, config: Config): Promise<void> {
  const { maxEventLoopDelayMs, retryAfterSeconds } = config.pressure;
  if (maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: PRESSURE_SAMPLE_MS,
    pressureHandler: (request, reply) => {
      if (!(request.raw instanceof IncomingMessage)) return;
      void reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send(errorBody(503, BUSY_MESSAGE));
    },
  });
}

/**
 * Resolves once the pressure guard sees a free event loop (at once without a guard), or after
 * `boundMs` anyway. A process that just loaded and compiled its code has lagged its loop
 * for seconds, and the guard's first samples say so: listening before they pass would turn
 * the first visitors away with 503 for work that was over.
 */
export async function untilLoopIsFree(app: FastifyInstance, boundMs: number): Promise<void> {
  if (!app.hasDecorator('isUnderPressure')) return;
  const deadline = Date.now() + boundMs;
  // The guard samples every 250 ms: one sample of its own after the caller's work, then free.
  await new Promise((resolve) => setTimeout(resolve, PRESSURE_SAMPLE_MS));
  while (app.isUnderPressure() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, PRESSURE_SAMPLE_MS / 5));
}

/** Ready means: the database answers and holds every migration these services expect. */
export function databaseChecks(db: Knex, services: readonly ServiceModule[]): ReadinessCheck[] {
  return [
    { name: 'database', check: async () => void (await db.raw('select 1')) },
    {
      name: 'migrations',
      check: async () => {
        const pending = (await Promise.all(services.map((service) => pendingMigrations(service, db)))).flat();
        if (pending.length > 0) throw new Error(`${pending.length} migration(s) not run yet, first ${pending[0]}: run npm run db:migrate`);
      },
    },
  ];
}

/**
 * Stops `app` gracefully on SIGTERM or SIGINT (and on an uncaught error, exiting 1 then).
 * A second signal, or requests still running after the bound, end the process at once with 1.
 *
 * The first half of the bound belongs to the peers: the listener closes (a proxy's new
 * connections are refused, so it sends even a write elsewhere), answers close their
 * connections, and idle keep-alive connections are left for the proxy to close (nginx's
 * upstream keepalive_timeout is shorter than that half). Then Fastify closes: what is still
 * idle is closed, requests in flight finish, the workers and pools stop.
 */
export function closeOnSignals(app: FastifyInstance, probes: Probes, config: Config): void {
  closeWithGrace(
    { delay: config.shutdownTimeoutMs, logger: { error: (message: unknown) => app.log.error(String(message)) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.warn(`${signal}: draining, finishing the requests in flight (at most ${config.shutdownTimeoutMs} ms)`);
      probes.drain();
      if (!err) await probes.closeListener(config.shutdownTimeoutMs / 2);
      await app.close();
      app.log.warn('stopped');
    },
  );
}

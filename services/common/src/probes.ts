/**
 * The health probes a load balancer or an orchestrator asks: /livez (the process answers)
 * and /readyz (it can serve: its checks pass and it is not draining). They are answered by
 * the HTTP server itself, before Fastify's routing and every hook, so a rate limit, the
 * pressure guard, a renderer or a broken plugin never stands between a probe and its answer.
 */
import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export const LIVENESS_PATH = '/livez';
export const READINESS_PATH = '/readyz';

/** One condition of readiness: resolves when it holds, throws saying why not. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface Readiness {
  status: 'ready' | 'not ready' | 'draining';
  /** Each check's outcome: 'ok' or why it failed. */
  checks: Record<string, string>;
}

/** A check slower than this counts as failed: a probe must answer within its own timeout. */
const CHECK_TIMEOUT_MS = 2000;

export class Probes {
  private readonly checks: ReadinessCheck[] = [];
  private readonly endpoints = new Map<string, RequestListener>();
  private isDraining = false;
  private server: Server | undefined;

  addCheck(...checks: ReadinessCheck[]): void {
    this.checks.push(...checks);
  }

  /** Another operator's path answered here, before Fastify (/metrics). */
  addEndpoint(path: string, listener: RequestListener): void {
    this.endpoints.set(path, listener);
  }

  /**
   * From now on /readyz answers 503, so the load balancer sends new work elsewhere, and every
   * answer closes its connection (`Connection: close`): a proxy's keep-alive connection serves
   * the request it already carries, and the proxy opens its next one to another instance.
   */
  drain(): void {
    this.isDraining = true;
  }

  /**
   * Stops accepting connections and waits, at most `boundMs`, until every open one has been
   * closed: by its peer, or after its next answer (see drain). An idle keep-alive connection is
   * never closed from this side within the bound, because that races the peer: a proxy that
   * writes a request into it as it closes cannot know whether the request arrived, and passes a
   * POST on to nobody (it fails). Node's own server.close() closes idle connections at once,
   * hence the listener is closed as a plain net.Server here. Past the bound, the server's close
   * closes what is left. Resolves at once when the server is not listening.
   */
  closeListener(boundMs: number): Promise<void> {
    const server = this.server;
    if (!server?.listening) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, boundMs);
      timer.unref();
      NetServer.prototype.close.call(server, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  get draining(): boolean {
    return this.isDraining;
  }

  async readiness(): Promise<Readiness> {
    const outcomes = await Promise.all(this.checks.map(async ({ name, check }) => [name, await outcome(check)] as const));
    const checks = Object.fromEntries(outcomes);
    const failed = outcomes.some(([, result]) => result !== 'ok');
    return { status: this.isDraining ? 'draining' : failed ? 'not ready' : 'ready', checks };
  }

  /** Answers a probe and returns true; returns false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    const path = request.url?.split('?')[0] ?? '';
    const endpoint = this.endpoints.get(path);
    if (endpoint) {
      endpoint(request, response);
      return true;
    }
    if (path !== LIVENESS_PATH && path !== READINESS_PATH) return false;
    if (path === LIVENESS_PATH) {
      send(response, 200, { status: 'live' });
    } else {
      this.readiness().then(
        (readiness) => send(response, readiness.status === 'ready' ? 200 : 503, readiness),
        (error: unknown) => send(response, 503, { status: 'not ready', checks: { probe: String(error) } }),
      );
    }
    return true;
  }

  /** Fastify's serverFactory: an HTTP server that answers the probes and hands everything else to Fastify. */
  readonly serverFactory = (handler: RequestListener): Server => {
    this.server = createHttpServer((request, response) => {
      if (this.isDraining) response.setHeader('connection', 'close');
      if (!this.handle(request, response)) handler(request, response);
    });
    return this.server;
  };
}

async function outcome(check: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

function send(response: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(response.req?.method === 'HEAD' ? undefined : text);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's health probes (set by the gateway and a standalone service). */
    probes: Probes;
  }
}

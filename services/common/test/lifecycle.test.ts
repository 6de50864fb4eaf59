import { type ChildProcess, spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BUSY_MESSAGE, createServer, Probes } from '../src';

interface Running {
  child: ChildProcess;
  url: string;
  events: string[];
  exit: Promise<number | null>;
}

/** Starts the fixture server in a process of its own, as production runs (node, no wrapper). */
async function startFixture(env: Record<string, string>): Promise<Running> {
  // tsx as a loader, not its CLI: the CLI is a second process between the signal and the server.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures/lifecycle-server.ts')], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = JSON.parse(line) as { event: string; url?: string };
      events.push(event.event);
      if (event.url) resolve(event.url);
    });
    void exit.then((code) => reject(new Error(`the fixture exited with ${code}: ${stderr}`)));
  });
  return { child, url, events, exit };
}

describe('graceful stop', () => {
  it('on SIGTERM finishes every request in flight, stops its workers and exits 0', async () => {
    const site = await startFixture({ SHUTDOWN_TIMEOUT_MS: '8000' });
    try {
      const inFlight = Array.from({ length: 20 }, () =>
        fetch(`${site.url}/slow?ms=1500`).then(async (r) => [r.status, await r.json()] as const),
      );
      await new Promise((resolve) => setTimeout(resolve, 400));
      site.child.kill('SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(answers).toEqual(Array.from({ length: 20 }, () => [200, { waited: 1500 }]));
      expect(await site.exit).toBe(0);
      expect(site.events).toContain('worker stopped');
      // Stopped: nobody listens any more.
      await expect(fetch(`${site.url}/ok`)).rejects.toThrow();
    } finally {
      site.child.kill('SIGKILL');
    }
  }, 60_000);

  it('leaves an idle keep-alive connection for its peer to close, serves a request on it with Connection: close, and refuses new connections', async () => {
    const site = await startFixture({ SHUTDOWN_TIMEOUT_MS: '8000' });
    const { port } = new URL(site.url);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      const first = await exchange(socket, 'GET /ok HTTP/1.1\r\nHost: instance\r\n\r\n');
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      expect(first).toMatch(/connection: keep-alive/i);
      let closedByServer = false;
      socket.once('end', () => (closedByServer = true));
      site.child.kill('SIGTERM');
      // The listener closes first: a proxy's new connection is refused, so it sends even a write elsewhere.
      await waitFor(() => refused(Number(port)));
      // As a proxy does with its pooled connection, a write goes out on the idle one meanwhile.
      const body = '{}';
      const answer = await exchange(
        socket,
        `POST /write HTTP/1.1\r\nHost: instance\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      );
      expect(closedByServer).toBe(false);
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toMatch(/connection: close/i);
      expect(await site.exit).toBe(0);
    } finally {
      socket.destroy();
      site.child.kill('SIGKILL');
    }
  }, 60_000);

  it('exits 1 at the bound when a request outlasts it', async () => {
    const site = await startFixture({ SHUTDOWN_TIMEOUT_MS: '500' });
    try {
      const slow = fetch(`${site.url}/slow?ms=20000`).then(
        (r) => r.status,
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAt = Date.now();
      site.child.kill('SIGINT');
      expect(await site.exit).toBe(1);
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
      expect(await slow).toBe('cut');
    } finally {
      site.child.kill('SIGKILL');
    }
  }, 60_000);
});

/** Writes `request` on `socket` and resolves with the first answer's text (headers and a small body). */
function exchange(socket: Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += String(chunk);
      const [head, body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (body.length >= length) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`the connection closed before an answer to ${request.split('\r\n')[0]}`)));
    socket.write(request);
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the pressure guard', () => {
  it('answers 503 with Retry-After while the event loop lags, and /livez keeps answering', async () => {
    const site = await startFixture({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50', PRESSURE_RETRY_AFTER_SECONDS: '7' });
    try {
      // Requests queued behind a blocked loop find it under pressure when it frees.
      const block = fetch(`${site.url}/block?ms=800`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const queued = await Promise.all(Array.from({ length: 5 }, () => fetch(`${site.url}/ok`)));
      await block;
      const refused = queued.filter((response) => response.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0].headers.get('retry-after')).toBe('7');
      expect(await refused[0].json()).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
      const live = await fetch(`${site.url}/livez`);
      expect(live.status).toBe(200);
      // Once the loop is free again, work is accepted again.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await fetch(`${site.url}/ok`)).status).toBe(200);
    } finally {
      site.child.kill('SIGKILL');
      await site.exit;
    }
  }, 60_000);
});

describe('the pressure guard and calls a process makes to itself', () => {
  it('lets an injected call through while it refuses clients', async () => {
    const site = await startFixture({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      const answer = (await (await fetch(`${site.url}/block-then-call-itself`)).json()) as { underPressure: boolean; inner: number };
      expect(answer).toEqual({ underPressure: true, inner: 200 });
    } finally {
      site.child.kill('SIGKILL');
      await site.exit;
    }
  }, 60_000);
});

describe('the probes', () => {
  it('answer before every hook, report each check, and fail readiness while draining', async () => {
    const probes = new Probes();
    let databaseUp = true;
    probes.addCheck({
      name: 'database',
      check: async () => {
        if (!databaseUp) throw new Error('connect ECONNREFUSED');
      },
    });
    const app = createServer({ logger: false, serverFactory: probes.serverFactory });
    // Stands for a rate limit, the pressure guard or a renderer: none of them sees a probe.
    app.addHook('onRequest', async (_request, reply) => reply.status(429).send({ refused: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${url}/anything`)).status).toBe(429);
      const live = await fetch(`${url}/livez`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'live' }]);
      const ready = await fetch(`${url}/readyz`);
      expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
        200,
        'no-store',
        { status: 'ready', checks: { database: 'ok' } },
      ]);
      databaseUp = false;
      const down = await fetch(`${url}/readyz`);
      expect([down.status, await down.json()]).toEqual([503, { status: 'not ready', checks: { database: 'connect ECONNREFUSED' } }]);
      databaseUp = true;
      probes.drain();
      const draining = await fetch(`${url}/readyz`);
      expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining', checks: { database: 'ok' } }]);
      expect((await fetch(`${url}/livez`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

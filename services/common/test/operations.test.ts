import { Writable } from 'node:stream';
import { testConfig } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { type Config, createOperatedServer } from '../src';

/** An operated server with two routes, its log lines collected. */
async function operated(config: Partial<Config>): Promise<{ app: FastifyInstance; url: string; lines: Array<Record<string, unknown>> }> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await createOperatedServer(testConfig(config), { checks: [], logger: { level: 'warn', stream } });
  app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, lines };
}

describe('/metrics', () => {
  it('counts requests by route pattern and status, with durations and the event-loop lag', async () => {
    const { app, url } = await operated({});
    try {
      await fetch(`${url}/things/1`);
      await fetch(`${url}/things/2`);
      await fetch(`${url}/no/such/path`);
      const response = await fetch(`${url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const count = (labels: string) => Number(new RegExp(`^http_requests_total\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1]);
      expect(count('method="GET",route="/things/:id",status="200"')).toBeGreaterThanOrEqual(2);
      expect(count('method="GET",route="unmatched",status="404"')).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/things\/:id",status="200"\} \d+$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).not.toContain('/things/1');
    } finally {
      await app.close();
    }
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const { app, url } = await operated({ metricsToken: 'scrape-token-0123456789' });
    try {
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer scrape-token-0123456789' } })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  it("are generated, returned in X-Request-Id, and taken from a trusted proxy's header only", async () => {
    const direct = await operated({});
    const proxied = await operated({ trustProxy: '127.0.0.1' });
    try {
      const own = await fetch(`${direct.url}/things/1`, { headers: { 'x-request-id': 'from-the-client' } });
      expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const passed = await fetch(`${proxied.url}/things/1`, { headers: { 'x-request-id': 'nginx-4f2a9c' } });
      expect(passed.headers.get('x-request-id')).toBe('nginx-4f2a9c');
      const forged = await fetch(`${proxied.url}/things/1`, { headers: { 'x-request-id': 'a b "level":60' } });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.app.close();
      await proxied.app.close();
    }
  });
});

describe('the access log', () => {
  it('writes one line per request, whatever the log level, and nothing else at warn', async () => {
    const { app, url, lines } = await operated({ accessLogPercent: 100 });
    try {
      const response = await fetch(`${url}/things/7`);
      await app.close();
      expect(lines).toEqual([
        expect.objectContaining({
          level: 30,
          log: 'access',
          reqId: response.headers.get('x-request-id'),
          method: 'GET',
          url: '/things/7',
          route: '/things/:id',
          status: 200,
        }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('samples the successful answers and keeps every 5xx', async () => {
    const { app, url, lines } = await operated({ accessLogPercent: 0 });
    try {
      for (let i = 0; i < 5; i += 1) await fetch(`${url}/things/${i}`);
      await fetch(`${url}/broken`);
      await app.close();
      const access = lines.filter((line) => line.log === 'access');
      expect(access.map((line) => [line.route, line.status])).toEqual([['/broken', 500]]);
    } finally {
      await app.close();
    }
  });
});

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '@agency/test-kit/services';
import { exitOf, freePort, NGINX_BINARY, nginxInstalled, startNginx, waitForNginx } from '../lib/cluster';
import { MAX_BODY_MB, nginxConfig, UPSTREAM_KEEPALIVE_SECONDS } from '../lib/nginx-config';
import { opensslInstalled, selfSignedCertificate } from '../lib/self-signed';

const BASE = { prefixDir: '/srv/agency/nginx', listen: '127.0.0.1:20080', upstreams: ['127.0.0.1:20001', '127.0.0.1:20002'] };

/** The directives of one block, found by its opening line. */
function block(config: string, opening: string): string {
  const start = config.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = config.indexOf('{', start); i < config.length; i += 1) {
    if (config[i] === '{') depth += 1;
    if (config[i] === '}') depth -= 1;
    if (depth === 0) return config.slice(start, i + 1);
  }
  throw new Error(`unclosed block ${opening}`);
}

describe('the nginx configuration of npm run start:cluster', () => {
  const config = nginxConfig(BASE);

  it('retries reads on another instance, and never passes a sent write to a second one', () => {
    const reads = block(config, 'location / {');
    expect(reads).toMatch(/if \(\$request_method !~ \^\(GET\|HEAD\)\$\) \{\s*return 418;/);
    expect(reads).toContain('error_page 418 = @writes;');
    expect(reads).toContain('proxy_next_upstream error timeout http_502 http_503;');
    const writes = block(config, 'location @writes {');
    // Only a failed connection (nothing sent) moves a write; nginx itself never re-sends a sent POST without non_idempotent.
    expect(writes).toMatch(/proxy_next_upstream error;/);
    expect(config).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);
    expect(writes).not.toMatch(/timeout|http_50\d/);
  });

  it('sets the forwarding headers the instances trust, and a request id', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
    expect(config).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(config).toContain('proxy_set_header Host $http_host;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('checks the instances passively, keeps connections to them, and bounds bodies by the site’s own limit', () => {
    const upstream = block(config, 'upstream agency_instances {');
    expect(upstream).toContain('server 127.0.0.1:20001 max_fails=2 fail_timeout=5s;');
    expect(upstream).toContain('server 127.0.0.1:20002 max_fails=2 fail_timeout=5s;');
    expect(upstream).toMatch(/keepalive \d+;/);
    // A stopping instance leaves idle connections for nginx to close during half its shutdown bound.
    expect(upstream).toContain(`keepalive_timeout ${UPSTREAM_KEEPALIVE_SECONDS}s;`);
    expect(UPSTREAM_KEEPALIVE_SECONDS * 1000).toBeLessThan(testConfig().shutdownTimeoutMs / 2);
    expect(config).toContain('proxy_http_version 1.1;');
    expect(config).toContain('proxy_set_header Connection "";');
    expect(config).toContain(`client_max_body_size ${MAX_BODY_MB}m;`);
    expect(MAX_BODY_MB).toBeGreaterThanOrEqual(50);
  });

  it('writes nothing outside its prefix folder and runs in the foreground', () => {
    const paths = [...config.matchAll(/^\s*(?:pid|error_log|access_log|\w+_temp_path)\s+(\S+)/gm)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const file of paths) expect(file.startsWith('/srv/agency/nginx/')).toBe(true);
    expect(config).toContain('daemon off;');
  });

  it('speaks plain HTTP unless given a certificate, and then HTTPS with HTTP/2', () => {
    expect(config).toContain('listen 127.0.0.1:20080 reuseport;');
    expect(config).not.toMatch(/ssl|http2/);
    const tls = nginxConfig({ ...BASE, tls: { certificateFile: '/etc/agency/cert.pem', keyFile: '/etc/agency/key.pem' } });
    expect(tls).toContain('listen 127.0.0.1:20080 ssl http2 reuseport;');
    expect(tls).toContain('ssl_certificate /etc/agency/cert.pem;');
    expect(tls).toContain('ssl_certificate_key /etc/agency/key.pem;');
    expect(tls).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(tls).toMatch(/ssl_session_cache shared:\w+:\d+m;/);
  });

  it('is the same text for the same options, and refuses no instances', () => {
    expect(nginxConfig(BASE)).toBe(config);
    expect(() => nginxConfig({ ...BASE, upstreams: [] })).toThrow('nginx needs at least one upstream instance');
  });
});

type Seen = { name: string; method: string; requestId: string; forwardedFor: string };

/** A stand-in instance: answers with its name, or (broken) drops the connection once the request arrived. */
function standIn(name: string, seen: Seen[], broken: () => boolean): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.once('end', () => {
      seen.push({
        name,
        method: request.method ?? '',
        requestId: String(request.headers['x-request-id']),
        forwardedFor: String(request.headers['x-forwarded-for']),
      });
      if (broken()) {
        request.socket.destroy();
        return;
      }
      response.setHeader('content-type', 'text/plain');
      response.end(name);
    });
  });
}

const describeWithNginx = nginxInstalled() ? describe : describe.skip;

describeWithNginx('nginx in front of two instances', () => {
  const seen: Seen[] = [];
  let firstBroken = false;
  const servers = [standIn('first', seen, () => firstBroken), standIn('second', seen, () => false)];
  let nginx: ChildProcess;
  let prefixDir: string;
  let url: string;

  beforeAll(async () => {
    prefixDir = await mkdtemp(path.join(os.tmpdir(), 'nginx-test-'));
    await mkdir(path.join(prefixDir, 'tmp'));
    const ports = await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
      ),
    );
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const configFile = path.join(prefixDir, 'nginx.conf');
    // max_fails=0: a failing instance keeps getting its share, so every write to it shows what nginx does next.
    await writeFile(
      configFile,
      nginxConfig({ prefixDir, listen: `127.0.0.1:${port}`, upstreams: ports.map((p) => `127.0.0.1:${p}`), maxFails: 0 }),
    );
    const args = ['-p', prefixDir, '-c', configFile, '-e', path.join(prefixDir, 'error.log')];
    const check = spawnSync(NGINX_BINARY, [...args, '-t', '-q'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    nginx = spawn(NGINX_BINARY, args, { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        await fetch(`${url}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    if (nginx) await exitOf(nginx);
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await rm(prefixDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    seen.length = 0;
  });

  it('spreads requests over both, with the visitor’s address and a request id', async () => {
    firstBroken = false;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await (await fetch(`${url}/x`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).text());
    expect(new Set(answers)).toEqual(new Set(['first', 'second']));
    for (const request of seen) {
      expect(request.forwardedFor).toBe('127.0.0.1');
      expect(request.requestId).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(new Set(seen.map((request) => request.requestId)).size).toBe(seen.length);
  });

  it('answers a read from the other instance when one drops it, and never sends a write twice', async () => {
    firstBroken = true;
    const reads = await Promise.all(Array.from({ length: 4 }, () => fetch(`${url}/read`).then(async (r) => [r.status, await r.text()])));
    expect(reads).toEqual(Array.from({ length: 4 }, () => [200, 'second']));

    seen.length = 0;
    const writes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      writes.push((await fetch(`${url}/api/leads/enquiries`, { method: 'POST', body: `enquiry ${i}` })).status);
    const posts = seen.filter((request) => request.method === 'POST');
    // Each write reached one instance once: none was passed on after the first dropped it.
    expect(new Set(posts.map((request) => request.requestId)).size).toBe(posts.length);
    expect(posts.length).toBe(writes.length);
    const droppedByFirst = posts.filter((request) => request.name === 'first').length;
    expect(droppedByFirst).toBeGreaterThan(0);
    expect(writes.filter((status) => status === 502).length).toBe(droppedByFirst);
    expect(writes.filter((status) => status === 200).length).toBe(writes.length - droppedByFirst);
  });
});

const describeWithTls = nginxInstalled() && opensslInstalled() ? describe : describe.skip;

describeWithTls('nginx with a certificate', () => {
  it('serves the instances over HTTPS with HTTP/2, telling them the visitor came by https', async () => {
    const prefixDir = await mkdtemp(path.join(os.tmpdir(), 'nginx-tls-test-'));
    const seen: Seen[] = [];
    const protocols: string[] = [];
    const instance = standIn('only', seen, () => false);
    instance.on('request', (request: IncomingMessage) => protocols.push(String(request.headers['x-forwarded-proto'])));
    const instancePort = await new Promise<number>((resolve) =>
      instance.listen(0, '127.0.0.1', () => resolve((instance.address() as { port: number }).port)),
    );
    const { certificate, ...tls } = selfSignedCertificate(prefixDir);
    const port = await freePort();
    const url = `https://127.0.0.1:${port}`;
    const nginx = await startNginx({ prefixDir, listen: `127.0.0.1:${port}`, upstreams: [`127.0.0.1:${instancePort}`], tls });
    try {
      await waitForNginx(url, nginx);
      // The certificate is checked here: trusted because it is the one nginx was given.
      const session = connectHttp2(url, { ca: certificate });
      const answers = await Promise.all(
        ['/a', '/b', '/c'].map(
          (route) =>
            new Promise<[number, string]>((resolve, reject) => {
              const stream = session.request({ ':path': route });
              let status = 0;
              let body = '';
              stream.on('response', (headers) => (status = Number(headers[':status'])));
              stream.setEncoding('utf8');
              stream.on('data', (chunk: string) => (body += chunk));
              stream.on('end', () => resolve([status, body]));
              stream.on('error', reject);
            }),
        ),
      );
      expect(session.alpnProtocol).toBe('h2');
      session.close();
      // Three requests at once on one connection, each answered by the instance behind.
      expect(answers).toEqual([
        [200, 'only'],
        [200, 'only'],
        [200, 'only'],
      ]);
      // Every request (the three, and the readiness check before them) said it came by https.
      expect(protocols.length).toBeGreaterThanOrEqual(3);
      expect(new Set(protocols)).toEqual(new Set(['https']));
    } finally {
      nginx.kill('SIGQUIT');
      await exitOf(nginx);
      await new Promise((resolve) => instance.close(resolve));
      await rm(prefixDir, { recursive: true, force: true });
    }
  }, 30_000);
});

/** An instance with the production lifecycle (services/common's fixture), on `port`, in a process of its own. */
async function gracefulInstance(port: number): Promise<ChildProcess> {
  const fixture = path.resolve(__dirname, '../../services/common/test/fixtures/lifecycle-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), SHUTDOWN_TIMEOUT_MS: '10000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('"listening"') && resolve());
    child.once('exit', (code) => reject(new Error(`the instance exited with ${code} before listening`)));
  });
  return child;
}

describeWithNginx('nginx in front of instances that stop gracefully', () => {
  it('fails no write while one instance is stopped under traffic (SIGTERM)', async () => {
    const prefixDir = await mkdtemp(path.join(os.tmpdir(), 'nginx-drain-test-'));
    await mkdir(path.join(prefixDir, 'tmp'));
    const ports = await Promise.all([freePort(), freePort()]);
    const instances = await Promise.all(ports.map(gracefulInstance));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const configFile = path.join(prefixDir, 'nginx.conf');
    await writeFile(configFile, nginxConfig({ prefixDir, listen: `127.0.0.1:${port}`, upstreams: ports.map((p) => `127.0.0.1:${p}`) }));
    const nginx = spawn(NGINX_BINARY, ['-p', prefixDir, '-c', configFile, '-e', path.join(prefixDir, 'error.log')], { stdio: 'ignore' });
    try {
      for (
        let attempt = 0;
        attempt < 100 &&
        !(await fetch(`${url}/ok`).then(
          (r) => r.ok,
          () => false,
        ));
        attempt += 1
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      let running = true;
      const statuses: number[] = [];
      // Visitors writing one after another on kept-alive connections, as nginx's pool to the instances is.
      const visitors = Array.from({ length: 6 }, async () => {
        while (running) {
          const status = await fetch(`${url}/write`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
            (r) => r.status,
            () => 0,
          );
          statuses.push(status);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      instances[0].kill('SIGTERM');
      const code = await exitOf(instances[0]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      await Promise.all(visitors);
      expect(code).toBe(0);
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      nginx.kill('SIGQUIT');
      await exitOf(nginx);
      for (const instance of instances) instance.kill('SIGKILL');
      await rm(prefixDir, { recursive: true, force: true });
    }
  }, 120_000);
});

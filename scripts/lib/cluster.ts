/**
 * N gateway instances (the compiled build, `node dist/server/…/main.js` each, as production
 * runs them) on free 127.0.0.1 ports behind one nginx, with its own generated configuration
 * and prefix folder. What `npm run start:cluster` runs, and what the cluster bench drives
 * (kill -9 one instance, restart each in turn).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import path from 'node:path';
import { childEnvironment } from '@agency/service-common';
import { GATEWAY_ENTRY } from '../build-server';
import { DEFAULT_FAIL_TIMEOUT_SECONDS, type NginxOptions, nginxConfig, type TlsFiles } from './nginx-config';

export const NGINX_BINARY = '/usr/sbin/nginx';

/** Whether Debian's nginx is installed here. */
export function nginxInstalled(binary = NGINX_BINARY): boolean {
  return existsSync(binary);
}

export interface ClusterOptions {
  instances: number;
  /** Where nginx listens (the site's address); instances take free ports on 127.0.0.1. */
  host: string;
  port: number;
  /** nginx's prefix folder: its configuration, pid, logs, temporary files. */
  prefixDir: string;
  /** The instances' environment (DATABASE_URL, JWT_SECRET, …); TRUST_PROXY defaults to nginx's address. */
  env: NodeJS.ProcessEnv;
  /** Where the instances' output goes: 'inherit' (a terminal), or a file (appended to, every instance's lines). */
  output?: 'inherit' | { file: string };
  log?: (line: string) => void;
  /** Passive health check bounds, passed to the nginx configuration. */
  maxFails?: number;
  failTimeoutSeconds?: number;
  /** HTTPS with HTTP/2 on nginx's address (./nginx-config.ts). */
  tls?: TlsFiles;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Cluster {
  /** nginx's address, e.g. http://127.0.0.1:8080 or https://127.0.0.1:8443 (no trailing slash). */
  url: string;
  instances: Instance[];
  nginx: ChildProcess;
  /**
   * SIGTERM to instance `index`, wait for its exit (its code), start it again on the same port, wait until
   * ready, then until nginx sends it requests again (see restart below). Restart instances one after another.
   */
  restart(index: number): Promise<number | null>;
  /** Starts instance `index` again after it died (kill -9), on the same port, and waits until ready. */
  revive(index: number): Promise<void>;
  /** Graceful stop: nginx finishes its requests (SIGQUIT), each instance drains (SIGTERM). The exit codes, nginx's first. */
  stop(): Promise<Array<number | null>>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits until `url` answers 200; fails early when `child` exits. */
export async function waitForOk(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

function startInstance(index: number, port: number, options: ClusterOptions): Instance {
  const output = options.output ?? 'inherit';
  const stream = output === 'inherit' ? 'inherit' : openSync(output.file, 'a');
  const child = spawn(process.execPath, [GATEWAY_ENTRY], {
    // Nginx reaches the instances on loopback: that is the proxy whose X-Forwarded-For they believe.
    env: childEnvironment({ TRUST_PROXY: '127.0.0.1', ...options.env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', stream, stream],
    // A process group of its own: a terminal's Ctrl-C reaches the starter alone, which then
    // sends one SIGTERM (a second signal would end the instance at once, mid-request).
    detached: true,
  });
  if (typeof stream === 'number') closeSync(stream);
  return { index, port, url: `http://127.0.0.1:${port}`, child };
}

/**
 * Writes nginx's configuration into its prefix folder, checks it with `nginx -t` and starts
 * nginx in the foreground (in a process group of its own: a terminal's Ctrl-C is nginx's fast
 * shutdown, and the starter sends SIGQUIT, the graceful one).
 */
export async function startNginx(options: NginxOptions): Promise<ChildProcess> {
  const { prefixDir } = options;
  await mkdir(path.join(prefixDir, 'tmp'), { recursive: true });
  const configFile = path.join(prefixDir, 'nginx.conf');
  await writeFile(configFile, nginxConfig(options));
  // -e: nginx opens its error log before reading the configuration; keep that inside the prefix too.
  const args = ['-p', prefixDir, '-c', configFile, '-e', path.join(prefixDir, 'error.log')];
  const test = spawnSync(NGINX_BINARY, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration (${configFile}):\n${test.stderr}`);
  return spawn(NGINX_BINARY, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

/**
 * Waits until nginx answers `/livez` at `url` (its own address, on loopback); fails early when
 * nginx exits. Over HTTPS the certificate is not checked: this asks whether the process we
 * just started is up, and the certificate may be one made for a name this machine is not.
 */
export async function waitForNginx(url: string, nginx: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (url.startsWith('http:')) return waitForOk(`${url}/livez`, nginx, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null || nginx.signalCode !== null)
      throw new Error(`nginx exited (${nginx.exitCode ?? nginx.signalCode}) before ${url} answered`);
    const status = await new Promise<number | string>((resolve) => {
      const request = httpsGet(`${url}/livez`, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', (error) => resolve(error.message));
      request.once('timeout', () => request.destroy(new Error('timed out')));
    });
    if (status === 200) return;
    last = String(status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/livez did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  if (!nginxInstalled()) throw new Error(`nginx is not installed (${NGINX_BINARY}): apt-get install nginx-light`);
  if (!existsSync(GATEWAY_ENTRY)) throw new Error(`The server is not compiled (${GATEWAY_ENTRY} is missing): run npm run build`);
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const instances = ports.map((port, index) => startInstance(index, port, options));
  const stopInstances = () => instances.forEach((instance) => instance.child.kill('SIGTERM'));
  try {
    await Promise.all(instances.map((instance) => waitForOk(`${instance.url}/readyz`, instance.child)));
  } catch (error) {
    stopInstances();
    throw error;
  }
  log(`${instances.length} instance(s) ready on ${instances.map((i) => i.port).join(', ')}`);
  const url = `${options.tls ? 'https' : 'http'}://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
  let nginx: ChildProcess;
  try {
    nginx = await startNginx({
      prefixDir: options.prefixDir,
      listen: `${options.host}:${options.port}`,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      maxFails: options.maxFails,
      failTimeoutSeconds: options.failTimeoutSeconds,
      tls: options.tls,
    });
    await waitForNginx(url, nginx);
  } catch (error) {
    stopInstances();
    throw error;
  }

  async function revive(index: number): Promise<void> {
    const instance = startInstance(index, instances[index].port, options);
    instances[index] = instance;
    await waitForOk(`${instance.url}/readyz`, instance.child);
  }

  return {
    url,
    instances,
    nginx,
    async restart(index) {
      const old = instances[index];
      old.child.kill('SIGTERM');
      const code = await exitOf(old.child);
      await revive(index);
      // nginx learns only passively that the instance is back: while it was down, its failures left it
      // out for fail_timeout at a time. Stopping the next instance before that window has passed would
      // leave nginx with no instance it is willing to try ("no live upstreams": 502 for everyone).
      await new Promise((resolve) => setTimeout(resolve, ((options.failTimeoutSeconds ?? DEFAULT_FAIL_TIMEOUT_SECONDS) + 1) * 1000));
      return code;
    },
    revive,
    async stop() {
      nginx.kill('SIGQUIT');
      for (const instance of instances) instance.child.kill('SIGTERM');
      return Promise.all([exitOf(nginx), ...instances.map((instance) => exitOf(instance.child))]);
    },
  };
}

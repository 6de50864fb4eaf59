/**
 * Servers under test run in child processes of their own, so the load generator (this
 * process) and the server do not share an event loop: the figures are the server's.
 * A child prints `LISTENING <url>` once it accepts connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const READY = 'LISTENING ';

/** Runs `scripts/bench/<entry>` with tsx and waits for its URL. */
export function startServerProcess(entry: string, env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${entry} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with code ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith(READY)) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: line.slice(READY.length).trim(), stop });
    });
  });
}

/** For the child: announce the URL the parent waits for, and stop cleanly on SIGTERM. */
export function announceListening(url: string, close: () => Promise<void>): void {
  process.stdout.write(`${READY}${url}\n`);
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
}

/**
 * Servers under test run in child processes of their own, so the load generator (this
 * process) and the server do not share an event loop: the figures are the server's.
 * A child prints `LISTENING <url> <pid>` once it accepts connections; its CPU time is read
 * from /proc, to tell the server's cost per request from the load generator's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { childEnvironment } from '@agency/service-common';

export interface ServerProcess {
  url: string;
  /** CPU time the server process has used so far, ms (undefined where /proc cannot tell). */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** Linux's clock tick for /proc/<pid>/stat times (USER_HZ, 100 on every mainstream kernel). */
const TICK_MS = 10;

function cpuOf(pid: number): number | undefined {
  try {
    // Fields after the command name: state is the 1st, utime the 12th and stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return undefined;
  }
}

const READY = 'LISTENING ';

/** Runs `scripts/bench/<entry>` with tsx and waits for its URL. */
export function startServerProcess(entry: string, env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, entry)], {
    env: childEnvironment(env),
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
      // tsx runs the entry in a process of its own: the child names its pid.
      const [url, pid] = line.slice(READY.length).trim().split(' ');
      resolve({ url, cpuMs: () => cpuOf(Number(pid)), stop });
    });
  });
}

/** For the child: announce the URL the parent waits for, and stop cleanly on SIGTERM. */
export function announceListening(url: string, close: () => Promise<void>): void {
  process.stdout.write(`${READY}${url} ${process.pid}\n`);
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
}

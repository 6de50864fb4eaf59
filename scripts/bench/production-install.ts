/**
 * The production install, as a machine without the repository gets it: the built output
 * (dist/server, the shell's builds) and the package files copied into a folder of their own,
 * `npm ci --omit=dev` there (from npm's cache when it holds everything, else the registry),
 * then the compiled migrate command and the gateway started with node alone, until /readyz
 * answers 200. A runtime dependency declared as a devDependency fails here.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childEnvironment } from '@agency/service-common';
import { GATEWAY_ENTRY, SERVER_DIST } from '../build-server';
import { exitOf, freePort, waitForOk } from '../lib/cluster';
import { formatMs } from './report';
import type { Check } from './types';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** What the production folder holds besides the package files: the compiled server and the built frontends. */
const BUILT = ['shell/dist', 'shell/dist-server'];

export async function copyProductionFiles(target: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  await cp(path.join(ROOT, 'package.json'), path.join(target, 'package.json'));
  await cp(path.join(ROOT, 'package-lock.json'), path.join(target, 'package-lock.json'));
  // npm ci checks every workspace of the lockfile: their package.json files come along (their sources do not).
  for (const workspace of manifest.workspaces) {
    await mkdir(path.join(target, workspace), { recursive: true });
    await cp(path.join(ROOT, workspace, 'package.json'), path.join(target, workspace, 'package.json'));
  }
  // The links under dist/server/node_modules/@agency are relative: they stay inside the copy.
  await cp(SERVER_DIST, path.join(target, path.relative(ROOT, SERVER_DIST)), { recursive: true, verbatimSymlinks: true });
  for (const built of BUILT) await cp(path.join(ROOT, built), path.join(target, built), { recursive: true }).catch(() => undefined);
}

export async function provesProductionInstall(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<Check[]> {
  const target = await mkdtemp(path.join(os.tmpdir(), 'agency-production-'));
  try {
    await copyProductionFiles(target);
    const started = Date.now();
    // --ignore-scripts: the one install script among the runtime dependencies builds better-sqlite3's
    // native module (the embedded SQLite database), which a MySQL production never loads.
    const args = ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
    let source = 'npm cache (--offline)';
    try {
      await run('npm', [...args, '--offline'], { cwd: target, maxBuffer: 16 * 1024 * 1024 });
    } catch {
      source = 'registry';
      await run('npm', [...args, '--prefer-offline'], { cwd: target, maxBuffer: 16 * 1024 * 1024 });
    }
    const installMs = Date.now() - started;
    const { stdout: listed } = await run('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      cwd: target,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const packages = listed.split('\n').filter(Boolean).length;
    log(`production install: npm ci --omit=dev from the ${source} in ${formatMs(installMs)}, ${packages} packages`);
    const entry = path.join(target, path.relative(ROOT, GATEWAY_ENTRY));
    const minimal = childEnvironment(env);
    const migrate = spawn(process.execPath, [path.join(path.dirname(entry), 'database-command.js'), 'migrate'], {
      env: minimal,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let migrateErrors = '';
    migrate.stderr.on('data', (chunk) => (migrateErrors += String(chunk)));
    const migrateCode = await exitOf(migrate);
    if (migrateCode !== 0)
      throw new Error(`database-command.js migrate in the production install failed (${migrateCode}):\n${migrateErrors}`);
    const port = await freePort();
    const gateway = spawn(process.execPath, [entry], {
      env: { ...minimal, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    gateway.stderr.on('data', (chunk) => (errors += String(chunk)));
    try {
      await waitForOk(`http://127.0.0.1:${port}/readyz`, gateway).catch((error: Error) => {
        throw new Error(`${error.message}\n${errors}`);
      });
      const page = await fetch(`http://127.0.0.1:${port}/`);
      await page.arrayBuffer();
      return [
        {
          label: 'production install (npm ci --omit=dev of the built output): migrate, start with node, /readyz, home page',
          value: `0, 200, ${page.status} (install ${formatMs(installMs)} from the ${source}, ${packages} packages)`,
          target: '0, 200, 200',
          pass: page.status === 200,
        },
      ];
    } finally {
      gateway.kill('SIGTERM');
      await exitOf(gateway);
    }
  } finally {
    await rm(target, { recursive: true, force: true });
  }
}

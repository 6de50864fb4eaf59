/**
 * Builds the shell into `shell/dist/` and tells whether that build is out of date. The
 * build records the files it was made from (webpack's own list, minus node_modules, plus
 * the lockfile and the build config), so "stale" means exactly: one of them changed.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The repository root: scripts/lib → ../.. */
const ROOT_DIR = path.resolve(__dirname, '../..');

import { createShellConfig, createShellServerConfig } from '../webpack/config-factory';
import { runWebpack } from './webpack-runner';

export const SHELL_DIR = path.join(ROOT_DIR, 'shell');
export const SHELL_DIST_DIR = path.join(SHELL_DIR, 'dist');
const SHELL_PAGE = path.join(SHELL_DIST_DIR, 'index.html');
/** A dot-file: the gateway never serves it. */
const INPUTS_FILE = path.join(SHELL_DIST_DIR, '.build-inputs.json');
const ALWAYS_INPUTS = ['package-lock.json', 'shell/package.json', 'shared-contracts/registry/src/federation.ts'];
/** The build set-up (config, loaders, plugins): all of it counts, whichever file a change is in. */
const BUILD_SETUP_DIR = 'scripts/webpack';

async function buildSetupFiles(): Promise<string[]> {
  const files = await fs.readdir(path.join(ROOT_DIR, BUILD_SETUP_DIR));
  return files.filter((file) => file.endsWith('.ts')).map((file) => `${BUILD_SETUP_DIR}/${file}`);
}

export async function buildShell(): Promise<void> {
  const stats = await runWebpack(createShellConfig({ dir: SHELL_DIR, mode: 'production' }));
  // The gateway renders the same frame on the server (shell/dist-server).
  await runWebpack(createShellServerConfig({ dir: SHELL_DIR, mode: 'production' }));
  // webpack also lists the folders its resolver looked into: keep our own files only.
  const fromWebpack: string[] = [];
  for (const file of stats.compilation.fileDependencies) {
    const relative = path.relative(ROOT_DIR, file);
    if (relative === '' || relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) continue;
    if ((await fs.stat(file).catch(() => undefined))?.isFile()) fromWebpack.push(relative);
  }
  const inputs = [...new Set([...ALWAYS_INPUTS, ...(await buildSetupFiles()), ...fromWebpack])].sort();
  await fs.writeFile(INPUTS_FILE, `${JSON.stringify({ inputs }, null, 2)}\n`);
}

/** Why the shell must be (re)built, or undefined when shell/dist is up to date. */
export async function shellBuildStaleReason(): Promise<string | undefined> {
  if (!(await fs.stat(SHELL_PAGE).catch(() => undefined))) return 'shell/dist is missing';
  // The record's own time, not the page's: webpack leaves an output whose bytes did not change
  // unwritten (compareBeforeEmit), so after a change that altered nothing the page kept its old
  // time and every later run rebuilt the shell again.
  const built = await fs.stat(INPUTS_FILE).catch(() => undefined);
  if (!built) return 'shell/dist has no record of its sources';
  let inputs: string[];
  try {
    inputs = (JSON.parse(await fs.readFile(INPUTS_FILE, 'utf8')) as { inputs: string[] }).inputs;
  } catch {
    return 'shell/dist has no record of its sources';
  }
  for (const input of inputs) {
    const stat = await fs.stat(path.join(ROOT_DIR, input)).catch(() => undefined);
    if (!stat) return `${input} was removed`;
    if (stat.mtimeMs > built.mtimeMs) return `${input} changed`;
  }
  return undefined;
}

/** For `npm start` and the browser tests: builds the shell only when it is missing or stale. */
export async function ensureShellBuilt(log: (line: string) => void = () => {}): Promise<boolean> {
  const reason = await shellBuildStaleReason();
  if (!reason) return false;
  log(`Building the shell (${reason}) …`);
  await buildShell();
  return true;
}

/**
 * The operations an operator or a team's pipeline runs, run the same way here: the deploy,
 * rollback and build commands of `scripts/`, as child processes (the tests never import
 * the scripts), each on the deploy folder it is given.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@agency/registry';
import { readRegistry } from '@agency/registry/store';

const ROOT = path.resolve(__dirname, '../..');
const TSX = require.resolve('tsx/cli');
const run = promisify(execFile);

/** Runs `scripts/<script>` with tsx; its output, or an error with its output. */
export async function runScript(script: string, args: string[], deployDir?: string): Promise<string> {
  const env = deployDir ? { ...process.env, DEPLOY_DIR: deployDir } : process.env;
  try {
    const { stdout } = await run(process.execPath, [TSX, path.join('scripts', script), ...args], { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`scripts/${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export interface Deployed {
  version: string;
  /** False when this exact build had been deployed before. */
  created: boolean;
}

/** `npm run deploy -- <name> --source <dir>`: the version it made active. */
export async function deploy(deployDir: string, name: RemoteName, sourceDir: string): Promise<Deployed> {
  const output = await runScript('deploy.ts', [name, '--source', sourceDir], deployDir);
  const version = (await readRegistry(deployDir)).remotes[name].active;
  return { version, created: output.includes(`Deployed ${name} ${version}: it is now active.`) };
}

/** `npm run rollback -- <name> [--to <version>]`: the version now active. */
export async function rollback(deployDir: string, name: RemoteName, to?: string): Promise<string> {
  await runScript('rollback.ts', [name, ...(to ? ['--to', to] : [])], deployDir);
  return (await readRegistry(deployDir)).remotes[name].active;
}

/** One digest of every file under `dir` (names and bytes), to tell whether anything changed. */
export async function directoryDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
  for (const file of files) hash.update(file).update('\0').update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

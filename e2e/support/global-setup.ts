/**
 * Once per run: the shell is built if missing or stale, and every remote is built once
 * into a seed deploy folder. Each test suite copies that folder (copying is fast, building
 * is the slow part) so it can deploy, roll back and delete versions on its own.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runScript } from './operations';
import { SEED_DEPLOY_DIR_ENV, WORK_DIR_ENV } from './paths';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-e2e-'));
  process.env[WORK_DIR_ENV] = workDir;
  const seed = path.join(workDir, 'seed-deploy');
  // The shell and the three remotes build side by side: webpack waits on files as much as on the CPU.
  const outputs = await Promise.all([runScript('build.ts', ['shell', '--if-stale']), runScript('deploy.ts', ['--missing'], seed)]);
  for (const line of outputs.join('').split('\n').filter(Boolean)) log(line);
  process.env[SEED_DEPLOY_DIR_ENV] = seed;
  log(`builds ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

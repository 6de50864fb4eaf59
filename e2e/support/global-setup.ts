/**
 * Once per run: the shell is built if missing or stale, and every remote is built once
 * into a seed deploy folder. Each test suite copies that folder (copying is fast, building
 * is the slow part) so it can deploy, roll back and delete versions on its own.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deployMissingRemotes } from '../../scripts/lib/remote-operations';
import { ensureShellBuilt } from '../../scripts/lib/shell-build';
import { SEED_DEPLOY_DIR_ENV, WORK_DIR_ENV } from './paths';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-e2e-'));
  process.env[WORK_DIR_ENV] = workDir;
  await ensureShellBuilt(log);
  const seed = path.join(workDir, 'seed-deploy');
  await deployMissingRemotes(seed, log);
  process.env[SEED_DEPLOY_DIR_ENV] = seed;
  log(`builds ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

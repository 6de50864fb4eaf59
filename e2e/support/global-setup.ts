/**
 * Once per run: the shell is built if missing or stale, and every remote is built once
 * into a seed deploy folder. Each test suite copies that folder (copying is fast, building
 * is the slow part) so it can deploy, roll back and delete versions on its own. The seed's
 * database is migrated and seeded here too, so that no suite's site does that again.
 *
 * A caller that built them already (`npm test` does, beside the unit tests) names its seed
 * folder in AGENCY_E2E_SEED_DEPLOY_DIR: the same commands then find nothing to do.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildForBrowserTests } from './builds';
import { SEED_DEPLOY_DIR_ENV, WORK_DIR_ENV } from './paths';
import { prepareSeedDatabase } from './site';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const log = (line: string) => console.log(`[e2e] ${line}`);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'agency-e2e-'));
  process.env[WORK_DIR_ENV] = workDir;
  const seed = process.env[SEED_DEPLOY_DIR_ENV] || path.join(workDir, 'seed-deploy');
  for (const line of await buildForBrowserTests(seed)) log(line);
  await prepareSeedDatabase(seed);
  process.env[SEED_DEPLOY_DIR_ENV] = seed;
  log(`builds ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Where the browser tests keep their things. */
import path from 'node:path';

export const E2E_DIR = path.resolve(__dirname, '..');
/** Screenshots (git-ignored). */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
/**
 * A deploy folder holding one production build of every remote: set by global-setup, or
 * before it by a caller that built them already (global-setup then deploys only what is missing).
 */
export const SEED_DEPLOY_DIR_ENV = 'AGENCY_E2E_SEED_DEPLOY_DIR';
/** The seed's release rows (SQLite, inside the seed folder): each site starts from a copy of them. */
export function seedDatabaseFile(seedDeployDir: string): string {
  return path.join(seedDeployDir, 'releases.sqlite');
}
/** Set by global-setup: the temporary folder removed by global-teardown. */
export const WORK_DIR_ENV = 'AGENCY_E2E_WORK_DIR';

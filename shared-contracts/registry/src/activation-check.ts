/**
 * Before a version becomes active again, its files must still be there: in the shared store
 * for a version published with its file list, in the deploy folder for one imported from
 * before. Deploy, rollback and the activation call all check through this one rule.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, RegistryError } from './format';
import type { ReleaseLedger } from './releases';
import { versionDir } from './store';

export interface PresenceStore {
  has(hash: string): Promise<boolean>;
}

/** The check `ReleaseLedger.activate` runs on its target: refuses, saying what to do, when files are gone. */
export function filesStillThere(
  ledger: ReleaseLedger,
  store: PresenceStore,
  deployDir: string,
  remote: string,
): (version: string) => Promise<void> {
  return async (target) => {
    const files = (await ledger.release(remote, target))?.files;
    const missing = files
      ? (await Promise.all(files.map(async (file) => ((await store.has(file.sha256)) ? [] : [file.path])))).flat()
      : existsSync(path.join(versionDir(deployDir, remote, target), MANIFEST_FILE))
        ? []
        : [MANIFEST_FILE];
    if (missing.length > 0) {
      const where = files ? 'the shared store' : versionDir(deployDir, remote, target);
      throw new RegistryError(
        `The files of ${remote} ${target} are gone from ${where} (${missing.slice(0, 3).join(', ')}): deploy it again instead.`,
      );
    }
  };
}

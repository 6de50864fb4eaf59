/** What the operation scripts share: argument checks, the deploy folder, the release rows, error reporting. */

import { isRemoteName, REMOTE_NAMES, RegistryError, type RemoteName } from '@agency/registry';
import { announceActivationOnce } from '@agency/registry/feed';
import { ReleaseLedger } from '@agency/registry/releases';
import { createDatabase, DatabaseFileStore, databaseUrlFrom, deployDirFrom, type FileStore, redisUrlFrom } from '@agency/service-common';

export class UsageError extends Error {}

export function deployDir(): string {
  return deployDirFrom();
}

/**
 * Runs `work` with the site's release rows and shared file store (DATABASE_URL, the
 * development SQLite file by default), migrated and with the deploy folder's old registry
 * file imported; then tells the running instances through Redis (REDIS_URL) that an
 * activation may have happened.
 */
export async function withLedger<T>(
  work: (ledger: ReleaseLedger, store: FileStore) => Promise<T>,
  options: { announce?: boolean } = {},
): Promise<T> {
  const db = createDatabase(databaseUrlFrom(), { pool: 2 });
  try {
    const ledger = new ReleaseLedger(db);
    await ledger.prepare(deployDir());
    const store = new DatabaseFileStore(db);
    await store.prepare();
    const result = await work(ledger, store);
    if (options.announce ?? true) await announceActivationOnce(redisUrlFrom());
    return result;
  } finally {
    await db.destroy();
  }
}

export function remoteArgument(value: string | undefined, usage: string): RemoteName {
  if (value && isRemoteName(value)) return value;
  throw new UsageError(`${value ? `Unknown remote "${value}". ` : ''}Usage: ${usage}\nRemotes: ${REMOTE_NAMES.join(', ')}`);
}

/** Runs a script's main and turns expected failures into one readable line and exit code 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof RegistryError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

/** What the operation scripts share: argument checks, the deploy folder, error reporting. */
import { deployDirFrom } from '@agency/service-common';
import { REMOTE_NAMES, RegistryError, isRemoteName, type RemoteName } from '@agency/registry';

export class UsageError extends Error {}

export function deployDir(): string {
  return deployDirFrom();
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

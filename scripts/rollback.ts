/**
 * `npm run rollback -- <remote> [--to <version>]`: makes the version deployed before the
 * active one (or the named one) active again.
 */
import { parseArgs } from 'node:util';
import { UsageError, deployDir, remoteArgument, runCli } from './lib/cli';
import { rollbackRemote } from './lib/remote-operations';

const USAGE = 'npm run rollback -- <remote> [--to <version>]';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { to: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const name = remoteArgument(parsed.positionals[0], USAGE);
  await rollbackRemote({ name, deployDir: deployDir(), to: parsed.values.to, log: console.log });
});

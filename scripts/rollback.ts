/**
 * `npm run rollback -- <remote> [--to <version>] [--reason <text>]`: makes the version
 * deployed before the active one (or the named one) active again, recorded with who and why.
 */
import { parseArgs } from 'node:util';
import { deployDir, remoteArgument, runCli, UsageError, withLedger } from './lib/cli';
import { localActor, rollbackRemote } from './lib/remote-operations';

const USAGE = 'npm run rollback -- <remote> [--to <version>] [--reason <text>]';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { to: { type: 'string' }, reason: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const name = remoteArgument(parsed.positionals[0], USAGE);
  const { to, reason } = parsed.values;
  const actor = localActor(reason ?? (to ? 'activate' : 'rollback'));
  await withLedger((ledger, store) => rollbackRemote({ name, deployDir: deployDir(), ledger, store, to, actor, log: console.log }));
});

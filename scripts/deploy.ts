/**
 * `npm run deploy -- <remote> [--source <folder>] [--reason <text>]`: builds only that remote
 * (from `mf-<remote>/`, or from another checkout of it with --source, as a team's pipeline
 * would) into deploy/remotes/<remote>/<version>/, records the release in the site's database
 * and makes it active (DEPLOY_DIR overrides deploy/, DATABASE_URL the database).
 * `npm run deploy -- --missing` deploys every remote that has no version yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployDir, remoteArgument, runCli, UsageError, withLedger } from './lib/cli';
import { deployMissingRemotes, deployRemote, localActor } from './lib/remote-operations';

const USAGE = 'npm run deploy -- <remote> [--source <folder>] [--reason <text>]  |  npm run deploy -- --missing';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { source: { type: 'string' }, missing: { type: 'boolean' }, reason: { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (values.missing) {
    if (positionals.length > 0 || values.source) throw new UsageError(`Usage: ${USAGE}`);
    await withLedger((ledger, store) => deployMissingRemotes(deployDir(), ledger, store, console.log));
    return;
  }
  if (positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const name = remoteArgument(positionals[0], USAGE);
  const sourceDir = values.source ? path.resolve(values.source) : undefined;
  await withLedger((ledger, store) =>
    deployRemote({
      name,
      deployDir: deployDir(),
      ledger,
      store,
      sourceDir,
      actor: localActor(values.reason ?? 'deploy'),
      log: console.log,
    }),
  );
});

/**
 * `npm run deploy -- <remote> [--source <folder>]`: builds only that remote (from `mf-<remote>/`,
 * or from another checkout of it with --source, as a team's pipeline would) into
 * deploy/remotes/<remote>/<version>/ and makes it active (DEPLOY_DIR overrides deploy/).
 * `npm run deploy -- --missing` deploys every remote that has no version yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError, deployDir, remoteArgument, runCli } from './lib/cli';
import { deployMissingRemotes, deployRemote } from './lib/remote-operations';

const USAGE = 'npm run deploy -- <remote> [--source <folder>]  |  npm run deploy -- --missing';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { source: { type: 'string' }, missing: { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  const { positionals, values } = parsed;
  if (values.missing) {
    if (positionals.length > 0 || values.source) throw new UsageError(`Usage: ${USAGE}`);
    await deployMissingRemotes(deployDir(), console.log);
    return;
  }
  if (positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const name = remoteArgument(positionals[0], USAGE);
  await deployRemote({ name, deployDir: deployDir(), sourceDir: values.source ? path.resolve(values.source) : undefined, log: console.log });
});

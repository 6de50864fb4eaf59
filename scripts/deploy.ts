/**
 * `npm run deploy -- <remote> [--source <folder>] [--reason <text>] [--to <site>]`: builds only
 * that remote (from `mf-<remote>/`, or from another checkout of it with --source, as a team's
 * pipeline would) and publishes it: with `--to https://site.example` and DEPLOY_TOKEN (a deploy
 * token of that remote) over POST /api/releases/<remote>; without, into the site's database
 * here (DEPLOY_DIR overrides deploy/, DATABASE_URL the database). Both take the same checks
 * and make the version active.
 * `npm run deploy -- --missing` deploys every remote that has no version yet.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteCredentialsFrom } from '@agency/service-common';
import { deployDir, remoteArgument, runCli, UsageError, withLedger } from './lib/cli';
import { deployMissingRemotes, deployRemote, deployToSite, localActor } from './lib/remote-operations';

const USAGE =
  'DEPLOY_TOKEN=… npm run deploy -- <remote> --to <site> [--source <folder>] [--reason <text>]  |  ' +
  'npm run deploy -- <remote> [--source <folder>] [--reason <text>] [--skip-render-check]  |  npm run deploy -- --missing';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: {
        source: { type: 'string' },
        missing: { type: 'boolean' },
        reason: { type: 'string' },
        to: { type: 'string' },
        'skip-render-check': { type: 'boolean' },
      },
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
  const actor = localActor(values.reason ?? 'deploy');
  if (values.to) {
    if (values['skip-render-check'])
      throw new UsageError('--skip-render-check is for a deploy on the server itself: a site always checks what it is sent.');
    const token = siteCredentialsFrom().deployToken;
    if (!token) throw new UsageError(`Publishing to ${values.to} needs DEPLOY_TOKEN (a deploy token of ${name}, made by an admin).`);
    // The site records the deploy token as who published; the reason travels with it.
    await deployToSite({ name, sourceDir, actor, site: { kind: 'site', url: values.to, token }, log: console.log });
    return;
  }
  await withLedger((ledger, store) =>
    deployRemote({
      name,
      deployDir: deployDir(),
      ledger,
      store,
      sourceDir,
      actor,
      skipRenderCheck: values['skip-render-check'],
      log: console.log,
    }),
  );
});

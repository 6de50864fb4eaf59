/**
 * `npm run rollback -- <remote> [--to <version>] [--reason <text>] [--to-site <url>]`: makes
 * the version deployed before the active one (or the named one) active again, recorded with
 * who and why. With `--to-site` it asks that site (any of its instances) through its API,
 * signed with DEPLOY_TOKEN or an administrator's ADMIN_USERNAME/ADMIN_PASSWORD (site-client);
 * otherwise it works on the database of DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { deployDir, remoteArgument, runCli, UsageError, withLedger } from './lib/cli';
import { localActor, rollbackRemote } from './lib/remote-operations';
import { activateOnSite, signIn } from './lib/site-client';

function siteUrl(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new UsageError(`--to-site must be the site's address, such as https://site.example (got "${value}").`);
  }
}

const USAGE = 'npm run rollback -- <remote> [--to <version>] [--reason <text>] [--to-site <url>]';

runCli(async () => {
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { to: { type: 'string' }, reason: { type: 'string' }, 'to-site': { type: 'string' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`Usage: ${USAGE}`);
  const name = remoteArgument(parsed.positionals[0], USAGE);
  const { to, reason, 'to-site': site } = parsed.values;
  if (site) {
    const auth = await signIn(siteUrl(site));
    const result = await activateOnSite(siteUrl(site), auth, name, {
      ...(to ? { version: to } : {}),
      reason: reason ?? (to ? 'activate' : 'rollback'),
    });
    console.log(
      result.from === result.to
        ? `${name} ${result.to} is already active on ${site}.`
        : `${site}: ${name} went from ${result.from} to ${result.to} (as ${auth.who}); every instance serves it on its next page load.`,
    );
    return;
  }
  const actor = localActor(reason ?? (to ? 'activate' : 'rollback'));
  await withLedger((ledger, store) => rollbackRemote({ name, deployDir: deployDir(), ledger, store, to, actor, log: console.log }));
});

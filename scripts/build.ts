/**
 * `npm run build -w <workspace>` (and `npm run build`, every workspace through lerna): one
 * production build of the shell into `shell/dist` (what the gateway serves), or of a remote
 * into `mf-<name>/dist` to look at; a deploy builds its own immutable copy of a remote.
 * Usage: tsx scripts/build.ts <shell|storefront|retreat|backoffice> [--development];
 * `shell --if-stale` builds the shell only when its sources changed since its last build.
 */
import path from 'node:path';
import { isRemoteName, REMOTE_NAMES } from '@agency/registry';
import { runCli, UsageError } from './lib/cli';
import { remoteSourceDir } from './lib/remote-sources';
import { buildShell, ensureShellBuilt } from './lib/shell-build';
import { runWebpack } from './lib/webpack-runner';
import { createRemoteConfig } from './webpack/config-factory';

const USAGE = `tsx scripts/build.ts <shell [--if-stale]|${REMOTE_NAMES.join('|')} [--development]>`;

runCli(async () => {
  const [target, flag] = process.argv.slice(2);
  const mode = flag === '--development' ? 'development' : 'production';
  if (target === 'shell' && flag === '--if-stale') {
    if (!(await ensureShellBuilt(console.log))) console.log('The shell is up to date.');
    return;
  }
  if (target === 'shell') {
    if (mode !== 'production') throw new UsageError(`The shell is built for production only (the gateway serves it).\nUsage: ${USAGE}`);
    await buildShell();
    console.log('Built the shell into shell/dist.');
    return;
  }
  if (!target || !isRemoteName(target)) throw new UsageError(`Usage: ${USAGE}`);
  const dir = remoteSourceDir(target);
  await runWebpack(createRemoteConfig({ dir, name: target, mode }));
  console.log(`Built ${target} (${mode}) into ${path.relative(process.cwd(), path.join(dir, 'dist')) || 'dist'}.`);
});

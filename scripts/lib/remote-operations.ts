/**
 * The operations on remote versions behind `npm run deploy`, `rollback` and `remotes`.
 * None of them touches the shell or another remote, and none needs a restart: the
 * gateway reads the registry on every request, so the next page load sees the change.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { createRemoteConfig, createRemoteServerConfig, hasServerEntry } from '../webpack/config-factory';
import { hashDirectory } from './content-hash';
import { MANIFEST_FILE, REMOTE_NAMES, SERVER_BUILD_DIR, RegistryError, rollbackTarget, withDeployed, withRolledBack, type Registry, type RemoteName } from '@agency/registry';
import { STAGING_DIR, readRegistry, updateRegistry, versionDir } from '@agency/registry/store';
import { readRemotePackage, remoteSourceDir } from './remote-sources';
import { runWebpack } from './webpack-runner';

export type Log = (line: string) => void;

export interface DeployOptions {
  name: RemoteName;
  deployDir: string;
  /** The remote's folder; defaults to `mf-<name>/` (tests deploy a changed copy). */
  sourceDir?: string;
  log?: Log;
  now?: () => Date;
}

export interface DeployResult {
  name: RemoteName;
  version: string;
  /** False when this exact build was deployed before: its folder was kept as it was. */
  created: boolean;
}

/**
 * Builds the remote into a staging folder, names the result `<package version>-<content
 * hash>`, moves it to `remotes/<name>/<version>/` (an existing version is never
 * overwritten) and makes it the active version.
 */
export async function deployRemote({ name, deployDir, sourceDir = remoteSourceDir(name), log = () => {}, now = () => new Date() }: DeployOptions): Promise<DeployResult> {
  const pkg = await readRemotePackage(sourceDir);
  const staging = path.join(deployDir, STAGING_DIR, `${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(path.dirname(staging), { recursive: true });
  try {
    log(`Building ${name} from ${path.relative(process.cwd(), sourceDir) || '.'} …`);
    await runWebpack(createRemoteConfig({ dir: sourceDir, name, mode: 'production', outputPath: staging }));
    const version = `${pkg.version}-${await hashDirectory(staging)}`;
    if (hasServerEntry(sourceDir)) {
      // The server build of the same sources, named after the version (its container name and asset URLs carry it).
      log(`Building ${name} ${version} for server rendering …`);
      await runWebpack(createRemoteServerConfig({ dir: sourceDir, name, version, mode: 'production', outputPath: path.join(staging, SERVER_BUILD_DIR) }));
    }
    const created = await moveIntoPlace(staging, versionDir(deployDir, name, version));
    await updateRegistry(deployDir, (registry) => withDeployed(registry, name, { version, deployedAt: now().toISOString(), routes: pkg.routes }));
    log(created ? `Deployed ${name} ${version}: it is now active.` : `${name} ${version} was deployed before (unchanged build): it is active again.`);
    return { name, version, created };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Renames the staged build to its version folder; false when that version already exists. */
async function moveIntoPlace(staging: string, target: string): Promise<boolean> {
  if (existsSync(target)) return false;
  await fs.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.rename(staging, target);
    return true;
  } catch (error) {
    // Another deploy of the very same build got there first: the files are identical.
    const code = (error as NodeJS.ErrnoException).code;
    if ((code === 'ENOTEMPTY' || code === 'EEXIST') && existsSync(target)) return false;
    throw error;
  }
}

export interface RollbackOptions {
  name: RemoteName;
  deployDir: string;
  /** A recorded version; defaults to the one deployed before the active one. */
  to?: string;
  log?: Log;
}

export async function rollbackRemote({ name, deployDir, to, log = () => {} }: RollbackOptions): Promise<{ from: string; to: string }> {
  let from = '';
  const registry = await updateRegistry(deployDir, (current) => {
    from = current.remotes[name]?.active ?? '';
    const next = withRolledBack(current, name, to);
    const target = next.remotes[name].active;
    if (!existsSync(path.join(versionDir(deployDir, name, target), MANIFEST_FILE))) {
      throw new RegistryError(`The files of ${name} ${target} are gone (${versionDir(deployDir, name, target)}): deploy it again instead.`);
    }
    return next;
  });
  const active = registry.remotes[name].active;
  log(`Rolled ${name} back from ${from} to ${active}: it is now active.`);
  return { from, to: active };
}

/** Activations shown by `npm run remotes`, newest last. */
const HISTORY_SHOWN = 8;

/**
 * One line per version, newest last, the active one marked; then the latest activations
 * and what a rollback would return to — the output of `npm run remotes`.
 */
export function describeRemotes(registry: Registry): string[] {
  const lines: string[] = [];
  for (const name of [...new Set([...REMOTE_NAMES, ...Object.keys(registry.remotes)])]) {
    const remote = registry.remotes[name];
    if (!remote) {
      lines.push(`${name}: not deployed yet (npm run deploy -- ${name})`);
      continue;
    }
    const active = remote.versions.find((v) => v.version === remote.active);
    lines.push(`${name}: owns ${active?.routes.join(' ') ?? '?'}`);
    for (const v of remote.versions) {
      const marker = v.version === remote.active ? '*' : ' ';
      lines.push(`  ${marker} ${v.version.padEnd(24)} deployed ${v.deployedAt}${v.version === remote.active ? '  (active)' : ''}`);
    }
    const shown = remote.activations.slice(-HISTORY_SHOWN);
    const skipped = remote.activations.length - shown.length;
    lines.push(`  history${skipped > 0 ? ` (last ${shown.length} of ${remote.activations.length})` : ''}:`);
    for (const a of shown) lines.push(`    ${a.at}  ${a.kind.padEnd(8)} ${a.version}${a.replaced ? `  (was ${a.replaced})` : ''}`);
    lines.push(`  a rollback returns to: ${rollbackTarget(remote) ?? 'nothing (earliest)'}`);
  }
  return lines;
}

/** For `npm start`: deploys each remote that has no active version yet (a fresh checkout). */
export async function deployMissingRemotes(deployDir: string, log: Log = () => {}): Promise<DeployResult[]> {
  const registry = await readRegistry(deployDir);
  const results: DeployResult[] = [];
  for (const name of REMOTE_NAMES) {
    if (registry.remotes[name]) continue;
    results.push(await deployRemote({ name, deployDir, log }));
  }
  return results;
}

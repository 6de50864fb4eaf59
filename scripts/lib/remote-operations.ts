/**
 * The operations on remote versions behind `npm run deploy`, `rollback` and `remotes`.
 * None of them touches the shell or another remote, and none needs a restart: every
 * instance derives its registry from the release rows of the database (ReleaseLedger), so
 * the next page load sees the change (at once with Redis, within the poll bound without).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReleaseManifest } from '@agency/contracts';
import { runningContractVersion } from '@agency/gateway/releases';
import {
  packageOfSharedKey,
  REMOTE_NAMES,
  type Registry,
  type RemoteName,
  rollbackTarget,
  SERVER_BUILD_DIR,
  SHARED_SINGLETONS,
  serverContainerName,
} from '@agency/registry';
import { filesStillThere } from '@agency/registry/activation-check';
import type { Actor, ReleaseLedger } from '@agency/registry/releases';
import { STAGING_DIR, versionDir } from '@agency/registry/store';
import type { FileStore } from '@agency/service-common';
import { createRemoteConfig, createRemoteServerConfig, hasServerEntry } from '../webpack/config-factory';
import { CONTENT_HASH_LENGTH, digestDirectory, listFiles } from './content-hash';
import { type PublishTarget, publishBuild } from './publish-target';
import { readRemotePackage, remoteSourceDir } from './remote-sources';
import { runWebpack } from './webpack-runner';

/** The shell's folder: its server entry frames the render check of a published server build. */
const SHELL_ROOT = path.resolve(__dirname, '../../shell');

export type Log = (line: string) => void;

export interface DeployOptions {
  name: RemoteName;
  deployDir: string;
  ledger: ReleaseLedger;
  /** The shared file store every instance serves versions from. */
  store: FileStore;
  /** The remote's folder; defaults to `mf-<name>/` (tests deploy a changed copy). */
  sourceDir?: string;
  /** Who deploys and why (recorded with the activation); the local user and "deploy" by default. */
  actor?: Actor;
  /** Publish to this site's API with a deploy token instead of into the local database. */
  site?: Extract<PublishTarget, { kind: 'site' }>;
  /** Local only: put the version in place without rendering `/` first (see acceptRelease). */
  skipRenderCheck?: boolean;
  log?: Log;
}

export interface DeployResult {
  name: RemoteName;
  version: string;
  /** False when this exact build was deployed before: its folder was kept as it was. */
  created: boolean;
}

/**
 * The name the server build is made with before its version is known: eight characters
 * that no content hash has (not hex), so the build's own text cannot contain it by chance.
 */
const PENDING_HASH = 'pendingv';

/** The person and machine running a command, for the rows it writes. */
export function localActor(reason: string): Actor {
  return { by: `${os.userInfo().username}@${os.hostname()}`, reason };
}

/**
 * Builds the remote's browser and server builds into a staging folder, names the result
 * `<package version>-<content hash of both>`, moves it to `remotes/<name>/<version>/` (an
 * existing version is never overwritten), records the release and makes it active.
 *
 * The server build carries its version (its container name and asset URLs), which is not
 * known before both builds are hashed: it is built under a pending name, hashed as built,
 * and the pending name is then replaced by the version in its files. So a change to the
 * server code alone is a new version, and the same sources always give the same version.
 */
export async function deployRemote({
  name,
  deployDir,
  ledger,
  store,
  sourceDir = remoteSourceDir(name),
  actor = localActor('deploy'),
  site,
  skipRenderCheck,
  log = () => {},
}: DeployOptions): Promise<DeployResult> {
  const pkg = await readRemotePackage(sourceDir);
  const staging = path.join(deployDir, STAGING_DIR, `${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(path.dirname(staging), { recursive: true });
  try {
    log(`Building ${name} from ${path.relative(process.cwd(), sourceDir) || '.'} …`);
    await runWebpack(createRemoteConfig({ dir: sourceDir, name, mode: 'production', outputPath: staging }));
    const pending = `${pkg.version}-${PENDING_HASH}`;
    const serverDir = path.join(staging, SERVER_BUILD_DIR);
    if (hasServerEntry(sourceDir)) {
      log(`Building ${name} for server rendering …`);
      await runWebpack(createRemoteServerConfig({ dir: sourceDir, name, version: pending, mode: 'production', outputPath: serverDir }));
    }
    const { contentHash } = await digestDirectory(staging);
    const version = `${pkg.version}-${contentHash.slice(0, CONTENT_HASH_LENGTH)}`;
    if (existsSync(serverDir)) await renameVersionInFiles(serverDir, name, pending, version);
    const { files } = await digestDirectory(staging);
    const manifest: ReleaseManifest = {
      remote: name,
      packageVersion: pkg.version,
      contentHash,
      routes: pkg.routes,
      sharedVersions: sharedVersionsOf(pkg.dependencies),
      contractVersion: pkg.dependencies['@agency/contracts'] ?? runningContractVersion(),
      commit: await gitCommit(sourceDir),
      files,
    };
    const target: PublishTarget = site ?? { kind: 'local', ledger, store, deployDir, shellRoot: SHELL_ROOT, skipRenderCheck };
    log(target.kind === 'site' ? `Publishing ${name} ${version} to ${target.url} …` : `Publishing ${name} ${version} …`);
    const published = await publishBuild(target, { manifest, dir: staging }, actor);
    // On the server, the version's folder is kept too (what `npm run remotes` and older instances read).
    const created = target.kind === 'local' ? await moveIntoPlace(staging, versionDir(deployDir, name, version)) : false;
    const fresh = created || published.created;
    log(
      fresh
        ? `Deployed ${name} ${version}: it is now active.`
        : `${name} ${version} was deployed before (unchanged build): it is active again.`,
    );
    return { name, version, created: fresh };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** `npm run deploy -- <remote> --to <site>`: builds here, publishes there; no database or store of this machine is touched. */
export async function deployToSite(
  options: Pick<DeployOptions, 'name' | 'sourceDir' | 'actor' | 'log'> & { site: NonNullable<DeployOptions['site']> },
) {
  const unused = (): never => {
    throw new Error('publishing to a site uses no local ledger or store');
  };
  const offline = new Proxy({}, { get: unused }) as never;
  const deployDir = await fs.mkdtemp(path.join(os.tmpdir(), 'deploy-'));
  try {
    return await deployRemote({ ...options, deployDir, ledger: offline, store: offline });
  } finally {
    await fs.rm(deployDir, { recursive: true, force: true });
  }
}

/** Puts the version where the server build says the pending name (container name and URLs). */
async function renameVersionInFiles(dir: string, name: string, pending: string, version: string): Promise<void> {
  const replacements: [string, string][] = [
    [serverContainerName(name, pending), serverContainerName(name, version)],
    [pending, version],
  ];
  for (const file of await listFiles(dir)) {
    const absolute = path.join(dir, file);
    const text = await fs.readFile(absolute, 'utf8');
    const renamed = replacements.reduce((result, [from, to]) => result.split(from).join(to), text);
    if (renamed !== text) await fs.writeFile(absolute, renamed);
  }
}

/** The versions of the shared singletons the remote was built with (its package.json ranges). */
function sharedVersionsOf(dependencies: Record<string, string>): Record<string, string> {
  const shared = new Set(SHARED_SINGLETONS.map(packageOfSharedKey));
  return Object.fromEntries(Object.entries(dependencies).filter(([pkg]) => shared.has(pkg)));
}

const execFileAsync = promisify(execFile);

/** The git commit the sources are at, when they are a git checkout. */
async function gitCommit(dir: string): Promise<string | null> {
  try {
    const { stdout } = await execFileAsync('git', ['rev-parse', 'HEAD'], { cwd: dir });
    return stdout.trim() || null;
  } catch {
    return null;
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
  ledger: ReleaseLedger;
  store: FileStore;
  /** A recorded version; defaults to the one deployed before the active one. */
  to?: string;
  actor?: Actor;
  log?: Log;
}

export async function rollbackRemote({
  name,
  deployDir,
  ledger,
  store,
  to,
  actor,
  log = () => {},
}: RollbackOptions): Promise<{ from: string; to: string }> {
  const result = await ledger.activate(name, actor ?? localActor(to ? 'activate' : 'rollback'), {
    to,
    check: filesStillThere(ledger, store, deployDir, name),
  });
  log(
    result.from === result.to
      ? `${name} ${result.to} is already active.`
      : `Rolled ${name} back from ${result.from} to ${result.to}: it is now active.`,
  );
  return result;
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
    for (const a of shown) {
      const who = a.by ? `  by ${a.by}${a.reason ? `: ${a.reason}` : ''}` : '';
      lines.push(`    ${a.at}  ${a.kind.padEnd(8)} ${a.version}${a.replaced ? `  (was ${a.replaced})` : ''}${who}`);
    }
    lines.push(`  a rollback returns to: ${rollbackTarget(remote) ?? 'nothing (earliest)'}`);
  }
  return lines;
}

/** For `npm start`: deploys each remote that has no active version yet (a fresh checkout). */
export async function deployMissingRemotes(
  deployDir: string,
  ledger: ReleaseLedger,
  store: FileStore,
  log: Log = () => {},
): Promise<DeployResult[]> {
  const registry = await ledger.registry();
  const results: DeployResult[] = [];
  for (const name of REMOTE_NAMES) {
    if (registry.remotes[name]) continue;
    results.push(await deployRemote({ name, deployDir, ledger, store, actor: localActor('first deploy of a fresh checkout'), log }));
  }
  return results;
}

/**
 * The operations an operator or a team's pipeline runs, run the same way here: the deploy,
 * rollback and build commands of `scripts/`, as child processes (the tests never import
 * the scripts), each on the deploy folder and database it is given.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseBrowserRegistry, type RemoteName } from '@agency/registry';
import type { ReleaseLedger } from '@agency/registry/releases';
import { versionDir } from '@agency/registry/store';
import type { FileStore } from '@agency/service-common';

const ROOT = path.resolve(__dirname, '../..');
const TSX = require.resolve('tsx/cli');
const run = promisify(execFile);

/** The deploy folder and database a command works on (a site's, or the seed's). */
export interface Target {
  deployDir: string;
  databaseUrl: string;
}

/** Runs `scripts/<script>` with tsx; its output, or an error with its output. */
export async function runScript(script: string, args: string[], target?: Target): Promise<string> {
  const env = target ? { ...process.env, DEPLOY_DIR: target.deployDir, DATABASE_URL: target.databaseUrl } : process.env;
  try {
    const { stdout } = await run(process.execPath, [TSX, path.join('scripts', script), ...args], {
      cwd: ROOT,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`scripts/${script} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export interface Deployed {
  version: string;
  /** False when this exact build had been deployed before. */
  created: boolean;
}

/** A running site the commands act on: its files, its database, and its address. */
export interface SiteTarget extends Target {
  url: string;
}

/** `npm run deploy -- <name> --source <dir>`: the version it made active, once the site serves it. */
export async function deploy(site: SiteTarget, name: RemoteName, sourceDir: string): Promise<Deployed> {
  // These suites try the fallback to a previous version, so they put versions in place that fail to
  // render; the render check that refuses those has its own service tests (release-publish.test.ts).
  const output = await runScript('deploy.ts', [name, '--source', sourceDir, '--reason', 'browser test', '--skip-render-check'], site);
  const fresh = new RegExp(`Deployed ${name} (\\S+): it is now active\\.`).exec(output);
  const again = new RegExp(`${name} (\\S+) was deployed before`).exec(output);
  const version = fresh?.[1] ?? again?.[1];
  if (!version) throw new Error(`deploy printed no version:\n${output}`);
  await untilActive(site, name, version);
  return { version, created: fresh !== null };
}

/** `npm run rollback -- <name> [--to <version>]`: the version now active, once the site serves it. */
export async function rollback(site: SiteTarget, name: RemoteName, to?: string): Promise<string> {
  const output = await runScript('rollback.ts', [name, ...(to ? ['--to', to] : []), '--reason', 'browser test'], site);
  const version = new RegExp(`Rolled ${name} back from \\S+ to (\\S+): it is now active\\.|${name} (\\S+) is already active\\.`).exec(
    output,
  );
  const active = version?.[1] ?? version?.[2];
  if (!active) throw new Error(`rollback printed no version:\n${output}`);
  await untilActive(site, name, active);
  return active;
}

/** The poll bound of an instance without Redis, and some room for a busy machine. */
const ACTIVATION_SEEN_WITHIN_MS = 5000;

/** Waits until the site's /registry.json names `version` as the remote's active one. */
async function untilActive(site: SiteTarget, name: RemoteName, version: string): Promise<void> {
  const deadline = Date.now() + ACTIVATION_SEEN_WITHIN_MS;
  for (;;) {
    const registry = parseBrowserRegistry(await (await fetch(`${site.url}/registry.json`)).json());
    if (registry.remotes.find((remote) => remote.name === name)?.active.version === version) return;
    if (Date.now() > deadline) throw new Error(`${site.url} did not serve ${name} ${version} within ${ACTIVATION_SEEN_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One digest of every file under `dir` (names and bytes), to tell whether anything changed. */
export async function directoryDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

/** A site as the file helpers need it: its deploy folder, release rows, file store and disk cache. */
export interface SiteFiles {
  deployDir: string;
  releases: { ledger: ReleaseLedger; store: FileStore };
  storeCacheDir: string;
}

/**
 * Loses a version's files, as an operator deleting them would: its folder on this instance
 * and, in the shared store and this instance's disk cache, every file no other version
 * shares (a shared chunk still belongs to the others).
 */
export async function loseVersionFiles(site: SiteFiles, name: RemoteName, version: string): Promise<void> {
  await rm(versionDir(site.deployDir, name, version), { recursive: true, force: true });
  const releases = await site.releases.ledger.releases(name);
  const own = releases.find((release) => release.version === version)?.files ?? [];
  const others = new Set(
    releases.filter((release) => release.version !== version).flatMap((release) => (release.files ?? []).map((file) => file.sha256)),
  );
  for (const file of own) {
    if (others.has(file.sha256)) continue;
    await site.releases.store.delete(file.sha256);
    await rm(path.join(site.storeCacheDir, file.sha256), { force: true });
  }
}

/** Puts a version's files back into the shared store from a deploy folder that still has them. */
export async function restoreVersionFiles(site: SiteFiles, from: string, name: RemoteName, version: string): Promise<void> {
  const folder = versionDir(from, name, version);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) if (entry.isFile()) await site.releases.store.put(await readFile(path.join(entry.parentPath, entry.name)));
}

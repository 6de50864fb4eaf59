/**
 * Accepting a published build: the one code path of a pipeline's upload (POST
 * /api/releases/:remote) and of `npm run deploy` on the server. The manifest is checked
 * first; each file is streamed to a staging folder while its bytes are counted and hashed
 * against the manifest; the server build is loaded in a separate process and renders `/`
 * once; only then are the files put in the shared store, and the release row is written
 * last, in one transaction (with its activation when asked). A refusal or a process killed
 * half-way therefore leaves nothing that can be activated (the store's files without a row
 * are unreferenced).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PublishedRelease, ReleaseManifest } from '@agency/contracts';
import { SERVER_BUILD_DIR, SERVER_ENTRY_FILE } from '@agency/registry';
import type { Actor, ReleaseLedger } from '@agency/registry/releases';
import { STAGING_DIR } from '@agency/registry/store';
import { badRequest, type FileStore } from '@agency/service-common';
import { checkFilePath, checkManifest, DEFAULT_RELEASE_LIMITS, type ReleaseLimits, tooLarge, unprocessable } from './release-checks';
import { renderCheck } from './render-check';

/** The characters of the content hash a version name carries. */
export const CONTENT_HASH_LENGTH = 8;

export interface IncomingFile {
  path: string;
  stream: Readable;
}

/** A build as it arrives: its manifest's text, then its files one by one. */
export interface IncomingRelease {
  manifest: string;
  files: AsyncIterable<IncomingFile>;
}

export interface AcceptOptions {
  remote: string;
  ledger: ReleaseLedger;
  store: FileStore;
  /** Where the staging folder goes (`<DEPLOY_DIR>/.staging`). */
  deployDir: string;
  /** The shell's folder (its `dist-server/shell-server.js` frames the render check), when built. */
  shellRoot?: string;
  limits?: ReleaseLimits;
  actor: Actor;
  activate: boolean;
  now?: () => Date;
  /** Milliseconds the render check may take, loading included. */
  renderBudgetMs?: number;
  /**
   * Only from the server itself (`npm run deploy -- <remote> --skip-render-check`, never over
   * the API): an operator who means to put a version that fails to render in place, as the
   * browser tests of the fallback to the previous version do.
   */
  skipRenderCheck?: boolean;
}

export type AcceptedRelease = PublishedRelease;

export function versionName(manifest: Pick<ReleaseManifest, 'packageVersion' | 'contentHash'>): string {
  return `${manifest.packageVersion}-${manifest.contentHash.slice(0, CONTENT_HASH_LENGTH)}`;
}

/** Reads the manifest, then the files, checks it all, stores it and records it. */
export async function acceptRelease(incoming: () => Promise<IncomingRelease>, options: AcceptOptions): Promise<AcceptedRelease> {
  const limits = options.limits ?? DEFAULT_RELEASE_LIMITS;
  const { manifest: text, files } = await incoming();
  const manifest = checkManifest(options.remote, text, limits);
  const version = versionName(manifest);
  const staging = path.join(options.deployDir, STAGING_DIR, `upload-${process.pid}-${randomBytes(6).toString('hex')}`);
  await fs.mkdir(staging, { recursive: true });
  try {
    await receiveFiles(manifest, files, staging, limits);
    const entry = path.join(staging, SERVER_BUILD_DIR, SERVER_ENTRY_FILE);
    // The same build published again was checked when it was first published.
    const known = await options.ledger.release(options.remote, version);
    if (!options.skipRenderCheck && existsSync(entry) && known?.contentHash !== manifest.contentHash) {
      await renderCheck({
        entry,
        remote: options.remote,
        version,
        shellRoot: options.shellRoot,
        budgetMs: options.renderBudgetMs,
      });
    }
    // The files first, every one; the row last: a publish cut short leaves nothing to activate.
    for (const file of manifest.files) await options.store.put(await fs.readFile(path.join(staging, file.path)));
    const release = {
      remote: options.remote,
      version,
      deployedAt: (options.now ?? (() => new Date()))().toISOString(),
      routes: manifest.routes,
      contentHash: manifest.contentHash,
      files: manifest.files,
      sharedVersions: manifest.sharedVersions,
      contractVersion: manifest.contractVersion,
      commit: manifest.commit ?? null,
      publishedBy: options.actor.by,
    };
    const created = options.activate
      ? (await options.ledger.publish(release, options.actor)).created
      : (await options.ledger.record(release)).created;
    const active = (await options.ledger.registry()).remotes[options.remote]?.active === version;
    return {
      remote: options.remote,
      version,
      hash: manifest.contentHash,
      files: manifest.files.length,
      size: manifest.files.reduce((sum, file) => sum + file.size, 0),
      created,
      active,
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** The staging folder of an upload this process receives (its pid names it, see removeAbandonedUploads). */
const UPLOAD_FOLDER = /^upload-(\d+)-[0-9a-f]+$/;

/**
 * Removes the staging folders of uploads whose process is gone (killed half-way through a
 * receive: nothing was recorded, so nothing refers to them). An instance calls it at start;
 * its deploy folder is its own, so a pid there is a process of this machine.
 */
export async function removeAbandonedUploads(deployDir: string): Promise<string[]> {
  const staging = path.join(deployDir, STAGING_DIR);
  const names = await fs.readdir(staging).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(UPLOAD_FOLDER.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await fs.rm(path.join(staging, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Streams each file into `dir`, refusing any the manifest does not list, a second copy, one too large or changed. */
async function receiveFiles(manifest: ReleaseManifest, files: AsyncIterable<IncomingFile>, dir: string, limits: ReleaseLimits) {
  const listed = new Map(manifest.files.map((file) => [file.path, file]));
  const received = new Set<string>();
  let total = 0;
  for await (const file of files) {
    checkFilePath(file.path);
    const expected = listed.get(file.path);
    if (!expected) {
      file.stream.resume();
      throw badRequest(`${file.path} is not in the manifest: list every file of the build in it, or leave this one out.`);
    }
    if (received.has(file.path)) {
      file.stream.resume();
      throw badRequest(`${file.path} was sent twice: send each file once.`);
    }
    received.add(file.path);
    const target = path.join(dir, file.path);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        total += chunk.length;
        if (size > expected.size)
          return done(
            badRequest(`${file.path} is larger than the manifest says (${expected.size} bytes): build again and send the files as built.`),
          );
        if (total > limits.maxTotalBytes)
          return done(tooLarge(`The upload is larger than ${limits.maxTotalBytes} bytes: leave source maps and unused assets out.`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // A link in a checkout would be a path; the file is created here, never followed ('wx').
    await pipeline(file.stream, counter, createWriteStream(target, { flags: 'wx' }));
    if ('truncated' in file.stream && (file.stream as { truncated?: boolean }).truncated)
      throw tooLarge(`${file.path} is larger than the upload limit of ${limits.maxTotalBytes} bytes.`);
    if (size !== expected.size || hash.digest('hex') !== expected.sha256)
      throw unprocessable(
        `${file.path} does not match the manifest (size or sha256): it was changed after the build. Build again and publish what the build wrote.`,
      );
  }
  const missing = manifest.files.filter((file) => !received.has(file.path)).map((file) => file.path);
  if (missing.length > 0)
    throw badRequest(
      `The upload ended without ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}: send every file the manifest lists.`,
    );
}

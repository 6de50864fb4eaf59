/**
 * Where `npm run deploy` sends a build it made: the site's API (`--to <site>`, with the
 * DEPLOY_TOKEN of that remote, from a team's pipeline) or, on the server itself, the same
 * acceptance code the API runs (checks, render check, store, then the release row).
 */
import { promises as fs, openAsBlob } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PublishedRelease, ReleaseManifest } from '@agency/contracts';
import { acceptRelease, type IncomingFile, MANIFEST_PART } from '@agency/gateway/releases';
import type { Actor, ReleaseLedger } from '@agency/registry/releases';
import type { FileStore } from '@agency/service-common';

export type PublishTarget =
  | { kind: 'local'; ledger: ReleaseLedger; store: FileStore; deployDir: string; shellRoot: string; skipRenderCheck?: boolean }
  | { kind: 'site'; url: string; token: string };

export interface BuiltRelease {
  manifest: ReleaseManifest;
  /** The folder holding the files the manifest lists. */
  dir: string;
}

/** Publishes the build and makes it active (both ways record who and why). */
export async function publishBuild(target: PublishTarget, build: BuiltRelease, actor: Actor): Promise<PublishedRelease> {
  if (target.kind === 'local') {
    return acceptRelease(async () => ({ manifest: JSON.stringify(build.manifest), files: filesOf(build) }), {
      remote: build.manifest.remote,
      ledger: target.ledger,
      store: target.store,
      deployDir: target.deployDir,
      shellRoot: target.shellRoot,
      skipRenderCheck: target.skipRenderCheck,
      actor,
      activate: true,
    });
  }
  return upload(target, build, actor.reason);
}

async function* filesOf(build: BuiltRelease): AsyncGenerator<IncomingFile> {
  for (const file of build.manifest.files) {
    yield { path: file.path, stream: Readable.from(await fs.readFile(path.join(build.dir, file.path))) };
  }
}

/** POST /api/releases/<remote>?activate=true: the manifest, then every file (read from disk as the body is sent). */
async function upload(target: Extract<PublishTarget, { kind: 'site' }>, build: BuiltRelease, reason: string): Promise<PublishedRelease> {
  const form = new FormData();
  form.append(MANIFEST_PART, JSON.stringify(build.manifest));
  for (const file of build.manifest.files) {
    form.append(file.path, await openAsBlob(path.join(build.dir, file.path)), path.posix.basename(file.path));
  }
  const url = new URL(`/api/releases/${build.manifest.remote}`, target.url);
  url.searchParams.set('activate', 'true');
  url.searchParams.set('reason', reason);
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${target.token}` }, body: form });
  const answer = (await res.json().catch(() => ({}))) as Partial<PublishedRelease> & { message?: string };
  if (!res.ok) throw new PublishRefused(`${url.origin} refused the publish (${res.status}): ${answer.message ?? res.statusText}`);
  return answer as PublishedRelease;
}

/** The site answered 4xx/5xx: its message says what to change. */
export class PublishRefused extends Error {}

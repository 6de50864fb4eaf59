/**
 * GET /remotes/<name>/<version>/<file>: a remote version's browser files, from the shared
 * store through this instance's disk cache (VersionFiles). Immutable: cached for a year,
 * with the file's sha256 as its ETag (a revalidation answers 304). The build's brotli or
 * gzip copy is sent as it is when the browser accepts it; other files are compressed per
 * answer by @fastify/compress. The server build, dot-files, kinds of file a remote may not
 * ship, and anything that is not a file of the version answer 404 (never the page: a
 * script tag must not receive HTML).
 */
import { createReadStream } from 'node:fs';
import type { LocalFile, VersionFiles } from '@agency/page/server';
import { COMPRESSED_COPIES, isSafeSegment, REMOTES_URL_PREFIX, remoteFileType, SERVER_BUILD_DIR } from '@agency/registry';
import { negotiateContentCoding } from '@agency/service-common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

interface FileRequest {
  remote: string;
  version: string;
  relative: string;
}

/** The parts of a `/remotes/…` path, or undefined when it names no file a browser may fetch. */
export function remoteFileRequest(url: string): FileRequest | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?', 1)[0]);
  } catch {
    return undefined;
  }
  const parts = pathname.slice(REMOTES_URL_PREFIX.length + 1).split('/');
  if (parts.length < 3) return undefined;
  const [remote, version, ...rest] = parts;
  if (!isSafeSegment(remote) || !isSafeSegment(version)) return undefined;
  if (rest[0] === SERVER_BUILD_DIR || rest.some((part) => part === '' || part.startsWith('.') || part.includes('\0'))) return undefined;
  const relative = rest.join('/');
  return remoteFileType(relative) ? { remote, version, relative } : undefined;
}

export function registerRemoteFiles(app: FastifyInstance, files: VersionFiles): void {
  app.get(`${REMOTES_URL_PREFIX}/*`, async (request, reply) => {
    const wanted = remoteFileRequest(request.url);
    if (!wanted) return reply.callNotFound();
    const { remote, version, relative } = wanted;
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    const copies = coding === 'br' ? (['br', 'gzip'] as const) : coding === 'gzip' ? (['gzip'] as const) : [];
    for (const copy of copies) {
      const copyName = relative + COMPRESSED_COPIES[copy];
      if (!(await files.has(remote, version, copyName))) continue;
      const file = await files.file(remote, version, copyName);
      if (file) return send(request, reply, file, relative, copy);
    }
    const file = await files.file(remote, version, relative);
    if (!file) return reply.callNotFound();
    return send(request, reply, file, relative);
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: LocalFile, relative: string, coding?: 'br' | 'gzip') {
  // The answer differs by Accept-Encoding: a build's copy, or @fastify/compress's work.
  void reply.header('cache-control', CACHE_IMMUTABLE).header('vary', 'accept-encoding').type(remoteFileType(relative)!);
  if (file.hash) {
    const etag = `"${file.hash}"`;
    void reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  }
  if (coding) void reply.header('content-encoding', coding);
  void reply.header('content-length', file.size);
  return reply.send(createReadStream(file.path));
}

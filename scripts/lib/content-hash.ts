/**
 * The digest of everything in a folder (relative paths and contents, in a fixed order):
 * two builds with the same output get the same version, a changed build a new one. Each
 * file's own size and sha256 are kept too: they are the release's file list.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ReleaseFile } from '@agency/registry/releases';

/** The characters of the digest a version name carries. */
export const CONTENT_HASH_LENGTH = 8;

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export interface FolderDigest {
  /** sha256 (hex) over every file's relative path and bytes. */
  contentHash: string;
  files: ReleaseFile[];
}

export async function digestDirectory(dir: string): Promise<FolderDigest> {
  const whole = createHash('sha256');
  const files: ReleaseFile[] = [];
  for (const file of await listFiles(dir)) {
    const bytes = await fs.readFile(path.join(dir, file));
    whole.update(file).update('\0').update(bytes).update('\0');
    files.push({ path: file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
  return { contentHash: whole.digest('hex'), files };
}

export async function hashDirectory(dir: string): Promise<string> {
  return (await digestDirectory(dir)).contentHash.slice(0, CONTENT_HASH_LENGTH);
}

/**
 * A short hash of everything in a folder (relative paths and contents, in a fixed
 * order): two builds with the same output get the same version, a changed build a new one.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const CONTENT_HASH_LENGTH = 8;

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function hashDirectory(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(file).update('\0');
    hash.update(await fs.readFile(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, CONTENT_HASH_LENGTH);
}

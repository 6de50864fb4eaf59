/**
 * The registry file under the deploy folder: read, written atomically (temp file +
 * rename, so a reader such as the gateway never sees half a file) and changed under a
 * lock (two deploys of different remotes at once must not lose each other's entry).
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { emptyRegistry, parseRegistry, type Registry } from './format';

export const REGISTRY_FILE = 'registry.json';
/** Versioned remote folders live under `<deployDir>/remotes/<name>/<version>/`. */
export const REMOTES_DIR = 'remotes';
/** Builds happen here before they are moved into place (same file system, so the move is a rename). */
export const STAGING_DIR = '.staging';

const LOCK_DIR = '.registry.lock';
const LOCK_STALE_MS = 5 * 60_000;
const LOCK_WAIT_MS = 60_000;

export function registryPath(deployDir: string): string {
  return path.join(deployDir, REGISTRY_FILE);
}

export function remotesRoot(deployDir: string): string {
  return path.join(deployDir, REMOTES_DIR);
}

export function versionDir(deployDir: string, name: string, version: string): string {
  return path.join(remotesRoot(deployDir), name, version);
}

/** The registry, or an empty one when nothing has been deployed yet. */
export async function readRegistry(deployDir: string): Promise<Registry> {
  let text: string;
  try {
    text = await fs.readFile(registryPath(deployDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
  return parseRegistry(JSON.parse(text));
}

export async function writeRegistry(deployDir: string, registry: Registry): Promise<void> {
  await fs.mkdir(deployDir, { recursive: true });
  const target = registryPath(deployDir);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(registry, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, target);
}

/**
 * Runs `change` on the current registry and writes its result, holding the lock so
 * concurrent changes are applied one after the other. Returns the written registry.
 */
export async function updateRegistry(deployDir: string, change: (current: Registry) => Registry | Promise<Registry>): Promise<Registry> {
  return withLock(deployDir, async () => {
    const next = await change(await readRegistry(deployDir));
    await writeRegistry(deployDir, next);
    return next;
  });
}

/** A directory as the lock: `mkdir` either creates it or fails, atomically. */
async function withLock<T>(deployDir: string, work: () => Promise<T>): Promise<T> {
  await fs.mkdir(deployDir, { recursive: true });
  const lock = path.join(deployDir, LOCK_DIR);
  const started = Date.now();
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await fs.stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      // A crashed deploy leaves its lock behind; one this old is not held by anyone.
      if (age > LOCK_STALE_MS) {
        await fs.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`The registry is locked by another deploy (${lock}).`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

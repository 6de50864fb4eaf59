/**
 * The remotes of the site and where their sources live: `mf-<name>/` at the root, whose
 * package.json gives the version and, under `agency.routes`, the path prefixes it owns.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@agency/registry';

const ROOT_DIR = path.resolve(__dirname, '../..');

export function remoteSourceDir(name: RemoteName): string {
  return path.join(ROOT_DIR, `mf-${name}`);
}

export interface RemotePackage {
  version: string;
  routes: string[];
  /** Its dependencies and their ranges (the shared libraries' versions a release records). */
  dependencies: Record<string, string>;
}

export async function readRemotePackage(sourceDir: string): Promise<RemotePackage> {
  const file = path.join(sourceDir, 'package.json');
  const pkg = JSON.parse(await fs.readFile(file, 'utf8')) as {
    version?: unknown;
    dependencies?: Record<string, string>;
    agency?: { routes?: unknown };
  };
  const routes = pkg.agency?.routes;
  if (typeof pkg.version !== 'string') throw new Error(`${file} has no version`);
  if (!Array.isArray(routes) || routes.length === 0 || !routes.every((r) => typeof r === 'string')) {
    throw new Error(`${file} must list the path prefixes the remote owns under "agency": { "routes": [...] }`);
  }
  return { version: pkg.version, routes, dependencies: pkg.dependencies ?? {} };
}

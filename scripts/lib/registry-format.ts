/**
 * The remote registry: which versions of each remote exist, which one is active, and the
 * path prefixes each remote owns. Pure data and pure operations, no file system, so the
 * deploy scripts, the gateway (which derives the browser's view) and the shell (which
 * reads that view) share one definition.
 *
 * On disk (`<DEPLOY_DIR>/registry.json`):
 *   { "schemaVersion": 1,
 *     "remotes": { "storefront": { "active": "1.0.0-3f9a2c1b",
 *                                  "versions": [{ "version": "1.0.0-3f9a2c1b",
 *                                                 "deployedAt": "2025-…Z",
 *                                                 "routes": ["/"] }, …] } } }
 * Versions are kept in deploy order, oldest first. Each version carries the route
 * prefixes its package.json declared, so a rollback also restores what it owned.
 *
 * As served to browsers (`/registry.json`, see `toBrowserRegistry`):
 *   { "remotes": [{ "name": "storefront", "routes": ["/"],
 *                   "active":   { "version": "…", "manifest": "/remotes/storefront/…/mf-manifest.json" },
 *                   "previous": { "version": "…", "manifest": "…" } | null }] }
 */

export const REGISTRY_SCHEMA_VERSION = 1;
/** Where browsers read the registry. */
export const REGISTRY_URL = '/registry.json';
/** Where the versioned remote files are served, `/remotes/<name>/<version>/…`. */
export const REMOTES_URL_PREFIX = '/remotes';
/** The file module federation writes beside `remoteEntry.js` (`manifest: true`). */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The route a remote declares to own every path no other remote claims (the 404 too). */
export const DEFAULT_ROUTE = '/';

export interface VersionRecord {
  version: string;
  /** ISO 8601. */
  deployedAt: string;
  /** First-path-segment prefixes this version owns, e.g. `["/Log", "/Login"]`; `"/"` = the default owner. */
  routes: string[];
}

export interface RemoteRecord {
  active: string;
  versions: VersionRecord[];
}

export interface Registry {
  schemaVersion: typeof REGISTRY_SCHEMA_VERSION;
  remotes: Record<string, RemoteRecord>;
}

export interface VersionRef {
  version: string;
  manifest: string;
}

export interface BrowserRemote {
  name: string;
  routes: string[];
  active: VersionRef;
  /** The version deployed before the active one: what the shell falls back to by itself. */
  previous: VersionRef | null;
}

export interface BrowserRegistry {
  remotes: BrowserRemote[];
}

export class RegistryError extends Error {}

export function emptyRegistry(): Registry {
  return { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} };
}

/** Names and versions become path segments: keep them to a safe alphabet. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isSafeSegment(value: string): boolean {
  return SAFE_SEGMENT.test(value) && !value.includes('..');
}

export function manifestUrl(name: string, version: string): string {
  return `${REMOTES_URL_PREFIX}/${name}/${version}/${MANIFEST_FILE}`;
}

/** A route prefix is one absolute first segment (`/Login`) or the default owner `/`. */
export function isRoutePrefix(route: string): boolean {
  return route === DEFAULT_ROUTE || /^\/[^/?#]+$/.test(route);
}

function remoteOf(registry: Registry, name: string): RemoteRecord {
  const remote = registry.remotes[name];
  if (!remote) throw new RegistryError(`No version of "${name}" has been deployed.`);
  return remote;
}

function indexOfVersion(remote: RemoteRecord, version: string): number {
  return remote.versions.findIndex((v) => v.version === version);
}

/**
 * The registry after deploying `version` of `name`: appended (newest last) and made
 * active. A version that is already recorded keeps its place and deploy time (its files
 * are immutable) and simply becomes active again.
 */
export function withDeployed(registry: Registry, name: string, record: VersionRecord): Registry {
  if (!isSafeSegment(name)) throw new RegistryError(`Invalid remote name "${name}".`);
  if (!isSafeSegment(record.version)) throw new RegistryError(`Invalid version "${record.version}".`);
  const invalid = record.routes.filter((route) => !isRoutePrefix(route));
  if (invalid.length > 0) throw new RegistryError(`Invalid route prefixes for "${name}": ${invalid.join(', ')}.`);
  const remote = registry.remotes[name] ?? { active: record.version, versions: [] };
  const known = indexOfVersion(remote, record.version) >= 0;
  const versions = known ? remote.versions : [...remote.versions, record];
  return { ...registry, remotes: { ...registry.remotes, [name]: { active: record.version, versions } } };
}

/**
 * The registry after a rollback of `name`: to `to` when given (any recorded version),
 * otherwise to the version deployed just before the active one.
 */
export function withRolledBack(registry: Registry, name: string, to?: string): Registry {
  const remote = remoteOf(registry, name);
  let target: string;
  if (to !== undefined) {
    if (indexOfVersion(remote, to) < 0) {
      const known = remote.versions.map((v) => v.version).join(', ');
      throw new RegistryError(`"${name}" has no version "${to}". Known versions: ${known}.`);
    }
    target = to;
  } else {
    const index = indexOfVersion(remote, remote.active);
    if (index <= 0) throw new RegistryError(`"${name}" ${remote.active} is its earliest version: there is nothing to roll back to.`);
    target = remote.versions[index - 1].version;
  }
  return { ...registry, remotes: { ...registry.remotes, [name]: { ...remote, active: target } } };
}

export function activeRecord(remote: RemoteRecord): VersionRecord {
  const record = remote.versions.find((v) => v.version === remote.active);
  if (!record) throw new RegistryError(`Active version ${remote.active} is not among the recorded versions.`);
  return record;
}

/** What the shell needs: per remote, its routes and the manifests of its active and previous versions. */
export function toBrowserRegistry(registry: Registry): BrowserRegistry {
  const remotes = Object.entries(registry.remotes).map(([name, remote]): BrowserRemote => {
    const index = indexOfVersion(remote, remote.active);
    const active = activeRecord(remote);
    const previous = index > 0 ? remote.versions[index - 1].version : null;
    return {
      name,
      routes: active.routes,
      active: { version: active.version, manifest: manifestUrl(name, active.version) },
      previous: previous ? { version: previous, manifest: manifestUrl(name, previous) } : null,
    };
  });
  return { remotes };
}

/** Checks the shape of a parsed registry file; throws RegistryError naming what is wrong. */
export function parseRegistry(value: unknown): Registry {
  const fail = (what: string): never => {
    throw new RegistryError(`The registry file is not valid: ${what}.`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const { schemaVersion, remotes } = value as Partial<Registry>;
  if (schemaVersion !== REGISTRY_SCHEMA_VERSION) return fail(`schemaVersion must be ${REGISTRY_SCHEMA_VERSION}`);
  if (typeof remotes !== 'object' || remotes === null) return fail('remotes must be an object');
  for (const [name, remote] of Object.entries(remotes)) {
    if (!isSafeSegment(name)) fail(`invalid remote name "${name}"`);
    if (typeof remote?.active !== 'string' || !Array.isArray(remote.versions)) fail(`"${name}" needs active and versions`);
    for (const v of remote.versions) {
      const ok =
        typeof v?.version === 'string' &&
        isSafeSegment(v.version) &&
        typeof v.deployedAt === 'string' &&
        Array.isArray(v.routes) &&
        v.routes.every((r) => typeof r === 'string' && isRoutePrefix(r));
      if (!ok) fail(`"${name}" has a malformed version entry`);
    }
    if (indexOfVersion(remote, remote.active) < 0) fail(`"${name}" active version ${remote.active} is not recorded`);
  }
  return value as Registry;
}

/** Checks the shape of `/registry.json` as a browser receives it. */
export function parseBrowserRegistry(value: unknown): BrowserRegistry {
  const isRef = (ref: unknown): ref is VersionRef =>
    typeof ref === 'object' && ref !== null && typeof (ref as VersionRef).version === 'string' && typeof (ref as VersionRef).manifest === 'string';
  const remotes = (value as Partial<BrowserRegistry> | null)?.remotes;
  if (!Array.isArray(remotes)) throw new RegistryError('The registry has no list of remotes.');
  for (const remote of remotes as Partial<BrowserRemote>[]) {
    const ok =
      typeof remote?.name === 'string' &&
      Array.isArray(remote.routes) &&
      remote.routes.every((route) => typeof route === 'string') &&
      isRef(remote.active) &&
      (remote.previous === null || isRef(remote.previous));
    if (!ok) throw new RegistryError(`The registry entry ${JSON.stringify(remote?.name ?? null)} is malformed.`);
  }
  return value as BrowserRegistry;
}

/**
 * The remote registry: which versions of each remote exist, which one is active, the path
 * prefixes each remote owns, and the history of activations. Pure data and pure operations,
 * no file system, so the deploy scripts, the gateway (which derives the browser's view) and
 * the shell (which reads that view) share one definition.
 *
 * On disk (`<DEPLOY_DIR>/registry.json`, schema version 2):
 *   { "schemaVersion": 2,
 *     "remotes": { "storefront": {
 *         "active": "1.0.0-3f9a2c1b",
 *         "versions": [{ "version": "1.0.0-3f9a2c1b", "deployedAt": "2025-…Z", "routes": ["/"] }, …],
 *         "activations": [{ "version": "1.0.0-3f9a2c1b", "at": "2025-…Z", "kind": "deploy", "replaced": null }, …] } } }
 * Versions are kept in deploy order, oldest first. Each version carries the route prefixes
 * its package.json declared, so a rollback also restores what it owned. Activations are kept
 * in the order they happened: `deploy`, `rollback` or `activate` (a rollback `--to` a named
 * version), each with the version it replaced.
 *
 * Rollback is undo. The history defines a stack of known-good versions: a deploy or an
 * explicit activation pushes its version, a plain rollback pops the active one. So after
 * deploy A, deploy B, rollback (A), deploy C, a rollback returns to A, never to B, the
 * version that was rolled back as bad; one more rollback has nothing left to return to.
 * `--to <version>` activates any recorded version (and is itself undone by a rollback).
 * Version-1 files (no history) are read as if each version had been deployed in turn up
 * to the active one, which is what rollback meant for them.
 *
 * As served to browsers (`/registry.json`, see `toBrowserRegistry`):
 *   { "remotes": [{ "name": "storefront", "routes": ["/"],
 *                   "active":   { "version": "…", "manifest": "/remotes/storefront/…/mf-manifest.json" },
 *                   "previous": { "version": "…", "manifest": "…" } | null }] }
 * `previous` is the version a rollback would return to: the shell falls back to it by itself
 * when the active version fails to load.
 */

export const REGISTRY_SCHEMA_VERSION = 2;
/** Where browsers read the registry. */
export const REGISTRY_URL = '/registry.json';
/** Where the versioned remote files are served, `/remotes/<name>/<version>/…`. */
export const REMOTES_URL_PREFIX = '/remotes';
/** The file module federation writes beside `remoteEntry.js` (`manifest: true`). */
export const MANIFEST_FILE = 'mf-manifest.json';
/**
 * The file a remote's browser build writes beside it: the script files of each chunk its code
 * names when it loads a page on demand (`import(/* webpackChunkName: "…" *\/ …)`), by name. The
 * gateway preloads those a server-rendered page used (ServerPageOutcome.chunks).
 */
export const CHUNK_FILES_FILE = 'chunk-files.json';
/** The route a remote declares to own every path no other remote claims (the 404 too). */
export const DEFAULT_ROUTE = '/';

export interface VersionRecord {
  version: string;
  /** ISO 8601. */
  deployedAt: string;
  /** First-path-segment prefixes this version owns, e.g. `["/Log", "/Login"]`; `"/"` = the default owner. */
  routes: string[];
}

export const ACTIVATION_KINDS = ['deploy', 'rollback', 'activate'] as const;
export type ActivationKind = (typeof ACTIVATION_KINDS)[number];

export interface Activation {
  version: string;
  /** ISO 8601. */
  at: string;
  kind: ActivationKind;
  /** The version that was active before, or null for a remote's first deploy. */
  replaced: string | null;
  /** Who activated it (a user, a deploy token's label, a command), when recorded. */
  by?: string;
  /** Why, in their words. */
  reason?: string;
}

export interface RemoteRecord {
  active: string;
  versions: VersionRecord[];
  /** Oldest first. */
  activations: Activation[];
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
 * are immutable) and simply becomes active again; re-deploying the active version changes
 * nothing.
 */
export function withDeployed(registry: Registry, name: string, record: VersionRecord): Registry {
  if (!isSafeSegment(name)) throw new RegistryError(`Invalid remote name "${name}".`);
  if (!isSafeSegment(record.version)) throw new RegistryError(`Invalid version "${record.version}".`);
  const invalid = record.routes.filter((route) => !isRoutePrefix(route));
  if (invalid.length > 0) throw new RegistryError(`Invalid route prefixes for "${name}": ${invalid.join(', ')}.`);
  const remote = registry.remotes[name];
  if (remote?.active === record.version) return registry;
  const known = remote !== undefined && indexOfVersion(remote, record.version) >= 0;
  const versions = known ? remote.versions : [...(remote?.versions ?? []), record];
  const activation: Activation = { version: record.version, at: record.deployedAt, kind: 'deploy', replaced: remote?.active ?? null };
  return withRemote(registry, name, { active: record.version, versions, activations: [...(remote?.activations ?? []), activation] });
}

/**
 * The registry after a rollback of `name`: to `to` when given (any recorded version),
 * otherwise to the version that was active before the current activation (see the rule at
 * the top). `at` is the time recorded for the activation.
 */
export function withRolledBack(registry: Registry, name: string, to?: string, at: string = new Date().toISOString()): Registry {
  const remote = remoteOf(registry, name);
  let target: string;
  if (to !== undefined) {
    if (indexOfVersion(remote, to) < 0) {
      const known = remote.versions.map((v) => v.version).join(', ');
      throw new RegistryError(`"${name}" has no version "${to}". Known versions: ${known}.`);
    }
    target = to;
  } else {
    const below = rollbackTarget(remote);
    if (below === null) throw new RegistryError(`"${name}" ${remote.active} is its earliest version: there is nothing to roll back to.`);
    target = below;
  }
  if (target === remote.active) return registry;
  const activation: Activation = { version: target, at, kind: to === undefined ? 'rollback' : 'activate', replaced: remote.active };
  return withRemote(registry, name, { ...remote, active: target, activations: [...remote.activations, activation] });
}

/** The known-good versions, oldest first, the active one last: deploys and activations push, rollbacks pop. */
export function undoStack(remote: RemoteRecord): string[] {
  const stack: string[] = [];
  for (const activation of remote.activations) {
    if (activation.kind === 'rollback') stack.pop();
    else stack.push(activation.version);
  }
  return stack;
}

/** The version a plain rollback returns to, or null when there is none. */
export function rollbackTarget(remote: RemoteRecord): string | null {
  const stack = undoStack(remote);
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}

function withRemote(registry: Registry, name: string, remote: RemoteRecord): Registry {
  return { ...registry, remotes: { ...registry.remotes, [name]: remote } };
}

export function activeRecord(remote: RemoteRecord): VersionRecord {
  const record = remote.versions.find((v) => v.version === remote.active);
  if (!record) throw new RegistryError(`Active version ${remote.active} is not among the recorded versions.`);
  return record;
}

/** What the shell needs: per remote, its routes and the manifests of its active and previous versions. */
export function toBrowserRegistry(registry: Registry): BrowserRegistry {
  const remotes = Object.entries(registry.remotes).map(([name, remote]): BrowserRemote => {
    const active = activeRecord(remote);
    const previous = rollbackTarget(remote);
    return {
      name,
      routes: active.routes,
      active: { version: active.version, manifest: manifestUrl(name, active.version) },
      previous: previous ? { version: previous, manifest: manifestUrl(name, previous) } : null,
    };
  });
  return { remotes };
}

/** Checks the shape of a parsed registry file (version 1 files are upgraded); throws RegistryError naming what is wrong. */
export function parseRegistry(value: unknown): Registry {
  const fail = (what: string): never => {
    throw new RegistryError(`The registry file is not valid: ${what}.`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const { schemaVersion, remotes } = value as { schemaVersion?: unknown; remotes?: Record<string, Partial<RemoteRecord>> };
  if (schemaVersion !== 1 && schemaVersion !== REGISTRY_SCHEMA_VERSION)
    return fail(`schemaVersion must be 1 or ${REGISTRY_SCHEMA_VERSION}`);
  if (typeof remotes !== 'object' || remotes === null) return fail('remotes must be an object');
  const parsed: Registry = { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} };
  for (const [name, remote] of Object.entries(remotes)) {
    if (!isSafeSegment(name)) fail(`invalid remote name "${name}"`);
    if (typeof remote?.active !== 'string' || !Array.isArray(remote.versions)) return fail(`"${name}" needs active and versions`);
    for (const v of remote.versions) {
      const ok =
        typeof v?.version === 'string' &&
        isSafeSegment(v.version) &&
        typeof v.deployedAt === 'string' &&
        Array.isArray(v.routes) &&
        v.routes.every((r) => typeof r === 'string' && isRoutePrefix(r));
      if (!ok) fail(`"${name}" has a malformed version entry`);
    }
    const record = { active: remote.active, versions: remote.versions } as RemoteRecord;
    if (indexOfVersion(record, record.active) < 0) fail(`"${name}" active version ${record.active} is not recorded`);
    const activations = schemaVersion === 1 ? historyOfVersionOne(record) : remote.activations;
    if (!Array.isArray(activations) || !activations.every((a) => isActivation(a) && indexOfVersion(record, a.version) >= 0)) {
      fail(`"${name}" has a malformed activation history`);
    }
    if (activations!.at(-1)?.version !== record.active) fail(`"${name}" history does not end with its active version`);
    parsed.remotes[name] = { ...record, activations: activations! };
  }
  return parsed;
}

function isActivation(value: unknown): value is Activation {
  const a = value as Partial<Activation> | null;
  return (
    typeof a?.version === 'string' &&
    typeof a.at === 'string' &&
    (ACTIVATION_KINDS as readonly unknown[]).includes(a.kind) &&
    (a.replaced === null || typeof a.replaced === 'string')
  );
}

/** A version-1 file kept no history: each version up to the active one counts as deployed in turn. */
function historyOfVersionOne(remote: Pick<RemoteRecord, 'active' | 'versions'>): Activation[] {
  const upToActive = remote.versions.slice(0, indexOfVersion(remote as RemoteRecord, remote.active) + 1);
  return upToActive.map((v, index) => ({
    version: v.version,
    at: v.deployedAt,
    kind: 'deploy',
    replaced: index > 0 ? upToActive[index - 1].version : null,
  }));
}

/** Checks the shape of `/registry.json` as a browser receives it. */
export function parseBrowserRegistry(value: unknown): BrowserRegistry {
  const isRef = (ref: unknown): ref is VersionRef =>
    typeof ref === 'object' &&
    ref !== null &&
    typeof (ref as VersionRef).version === 'string' &&
    typeof (ref as VersionRef).manifest === 'string';
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

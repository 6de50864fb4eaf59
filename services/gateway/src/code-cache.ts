/**
 * V8's code cache for the CommonJS modules a production start loads (what Node 22 does with
 * `module.enableCompileCache()`, absent from Node 20). Compiling the ~1,400 modules' source
 * was about a fifth of the gateway's cold start; with the cache, V8 deserializes the code it
 * compiled at an earlier start instead, including the functions that start ran.
 *
 * The cache is one file beside the compiled server (`dist/server/.code-cache/`), so a build
 * (which empties dist/server) starts it anew and code never meets another build's cache; the
 * first start after a build compiles as before and writes it once it listens. Each entry is
 * keyed by the module's file name and a hash of its source, and V8 itself refuses data made
 * by another V8 version or with other flags (the module is then compiled as usual). A cache
 * that cannot be read or written is no error: modules are compiled.
 *
 * It also keeps where each `require` resolved to: finding ~1,400 files through node_modules
 * (stat calls, package.json reads, realpath) cost about as much as compiling them. Those
 * answers belong to one install, so they are kept only while the install's marker (npm's
 * `node_modules/.package-lock.json`, rewritten by every install) is unchanged, and a file
 * that is gone since is resolved again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

interface Entry {
  key: string;
  offset: number;
  length: number;
}

/** What the file's index holds. */
interface Index {
  /** The install the resolutions were found in (see installMarker). */
  install: string;
  /** `<requiring folder>\0<request>` → the file it resolved to. */
  resolutions: Record<string, string>;
  entries: Entry[];
}

interface CompiledModule {
  key: string;
  script: vm.Script;
}

type Compile = (this: Module, content: string, filename: string, format?: string) => unknown;

/** Node's internals the hook calls as Node's own loader does (CommonJS only). */
const Internal = Module as unknown as {
  prototype: { _compile: Compile };
  _resolveFilename(request: string, parent: Module, isMain: boolean, options?: { paths?: string[] }): string;
  _resolveLookupPaths(request: string, parent: Module): string[] | null;
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Require['cache'];
};

/** One file (its index's length, the index, then the data), replaced whole by a rename. */
const CACHE_FILE = 'modules.bin';

/** Changes with every npm install under `root`: npm rewrites its hidden lockfile each time. */
function installMarker(root: string): string {
  try {
    const marker = statSync(path.join(root, 'node_modules', '.package-lock.json'));
    return `${process.version}:${marker.mtimeMs}:${marker.size}`;
  } catch {
    return '';
  }
}

function keyOf(filename: string, content: string): string {
  return `${filename}\0${createHash('sha1').update(content).digest('base64url')}`;
}

/** What `require` is inside a module, as Node builds it (lib/internal/modules/helpers.js). */
function requireFor(module: Module): NodeJS.Require {
  const require = ((id: string) => module.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    Internal._resolveFilename(request, module, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => Internal._resolveLookupPaths(request, module);
  require.resolve = resolve;
  require.main = process.mainModule;
  require.extensions = Internal._extensions;
  require.cache = Internal._cache;
  return require;
}

export interface CodeCache {
  /** Writes the cache when this start compiled modules it did not hold; at most once. */
  save(): void;
  /** Modules read from the cache / compiled from their source. */
  readonly counts: { cached: number; compiled: number };
}

/**
 * Installs the hooks for every CommonJS module loaded from now on; `dir` holds the cache,
 * `installRoot` is the folder whose node_modules the modules resolve through.
 */
export function installCodeCache(dir: string, installRoot?: string): CodeCache {
  const held = new Map<string, Buffer>();
  const install = installRoot ? installMarker(installRoot) : '';
  let resolutions = new Map<string, string>();
  try {
    const file = readFileSync(path.join(dir, CACHE_FILE));
    const indexLength = file.readUInt32LE(0);
    const index = JSON.parse(file.subarray(4, 4 + indexLength).toString('utf8')) as Index;
    const data = file.subarray(4 + indexLength);
    for (const { key, offset, length } of index.entries) held.set(key, data.subarray(offset, offset + length));
    if (install && index.install === install) resolutions = new Map(Object.entries(index.resolutions));
  } catch {
    // No cache yet (the first start after a build) or an unreadable one: compile as usual.
  }
  let resolvedAnew = false;
  if (install) {
    const originalResolve = Internal._resolveFilename;
    Internal._resolveFilename = function resolveWithCache(request, parent, isMain, options) {
      if (options || !parent?.filename || Module.isBuiltin(request)) return originalResolve.call(this, request, parent, isMain, options);
      const key = `${path.dirname(parent.filename)}\0${request}`;
      const known = resolutions.get(key);
      if (known !== undefined && existsSync(known)) return known;
      const found = originalResolve.call(this, request, parent, isMain, options);
      resolutions.set(key, found);
      resolvedAnew = true;
      return found;
    };
  }
  const compiled: CompiledModule[] = [];
  const counts = { cached: 0, compiled: 0 };
  const original = Internal.prototype._compile;

  Internal.prototype._compile = function compileWithCache(this: Module, content, filename, format) {
    // ES modules loaded by require(), and scripts with a hashbang, go Node's own way.
    if ((format !== undefined && format !== 'commonjs') || content.startsWith('#!')) return original.call(this, content, filename, format);
    const key = keyOf(filename, content);
    const cachedData = held.get(key);
    let script: vm.Script;
    try {
      script = new vm.Script(Module.wrap(content), {
        filename,
        cachedData,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
    } catch {
      // Node's loader reports the syntax error, in its own words.
      return original.call(this, content, filename, format);
    }
    if (cachedData && !script.cachedDataRejected) counts.cached += 1;
    else {
      counts.compiled += 1;
      held.delete(key);
    }
    compiled.push({ key, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(this), this, filename, path.dirname(filename));
  };

  let saved = false;
  return {
    counts,
    save() {
      if (saved || (counts.compiled === 0 && !resolvedAnew)) return;
      saved = true;
      try {
        const index: Entry[] = [];
        const parts: Buffer[] = [];
        let offset = 0;
        for (const { key, script } of compiled) {
          // Made now, after the start ran: it holds the functions the start compiled too.
          const data = script.createCachedData();
          index.push({ key, offset, length: data.length });
          parts.push(data);
          offset += data.length;
        }
        const indexText = Buffer.from(
          JSON.stringify({ install, resolutions: Object.fromEntries(resolutions), entries: index } satisfies Index),
        );
        const header = Buffer.alloc(4);
        header.writeUInt32LE(indexText.length, 0);
        mkdirSync(dir, { recursive: true });
        const temporary = path.join(dir, `${CACHE_FILE}.${process.pid}.tmp`);
        writeFileSync(temporary, Buffer.concat([header, indexText, ...parts]));
        renameSync(temporary, path.join(dir, CACHE_FILE));
      } catch {
        // A read-only install: every start compiles, as without the cache.
      }
    },
  };
}

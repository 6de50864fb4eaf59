/**
 * A webpack loader for the browser builds: a module of call contracts
 * (`shared-contracts/src/calls/<group>.ts`) becomes the same exports with each call cut to
 * what a browser uses of it: its id, method and path (to build a request), its service,
 * access, encodings and audit spec, and which parts its request has. The JSON Schemas of those parts and
 * of its answers stay out, each replaced by the empty schema (the services validate and
 * serialise with them; a browser only needs their types, which TypeScript takes from the
 * source), and so does the summary. The storefront's home page
 * carried 5 kB gzipped of schemas, staff forms' among them, that it never reads.
 *
 * The module is evaluated here, in the build's Node process (the builds run under tsx), and
 * its exports written back as data: a call group as slim calls, anything else (limits, a
 * query's schema a page reads) as it is. An export that is no plain data fails the build.
 */
import path from 'node:path';
import type { LoaderContext } from 'webpack';

/**
 * What a browser reads of a call, besides its schema's parts: client.ts builds requests from
 * the first three, the back office checks roles with `access` and lists the audit log's
 * actions from `audit` (AUDITED_ACTIONS).
 */
const BROWSER_FIELDS = ['id', 'method', 'path', 'service', 'access', 'consumes', 'produces', 'audit'] as const;

type Exports = Record<string, unknown>;

function isCall(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schema' in value;
}

function isCallGroup(value: unknown): value is Record<string, Record<string, unknown>> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every(isCall);
}

function slimCall(call: Record<string, unknown>): Record<string, unknown> {
  const fields = BROWSER_FIELDS.filter((field) => call[field] !== undefined).map((field) => [field, call[field]]);
  // `schema.body` still says whether the call takes a body (client.ts refuses one it does not).
  const parts = Object.keys(call.schema as object).map((part) => [part, {}]);
  return Object.fromEntries([...fields, ['schema', Object.fromEntries(parts)]]);
}

/** The value as JavaScript source, or an error naming the export when it is not plain data. */
function dataSource(name: string, value: unknown, resourcePath: string): string {
  if (!isPlainData(value)) {
    throw new Error(`${resourcePath}: export "${name}" is not plain data, so the browser build cannot carry it (browser-calls-loader)`);
  }
  return JSON.stringify(value);
}

/** Strings, finite numbers, booleans, null, and arrays and plain objects of them: what JSON keeps as it is. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return (
    (prototype === Object.prototype || prototype === null) && Object.values(value).every((item) => item !== undefined && isPlainData(item))
  );
}

/** The source of a browser module with the same exports as `exports`. */
export function browserCallsModule(exports: Exports, resourcePath: string): string {
  return Object.entries(exports)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => {
      const browserValue = isCallGroup(value)
        ? Object.fromEntries(Object.entries(value).map(([key, call]) => [key, slimCall(call)]))
        : value;
      return `export const ${name} = ${dataSource(name, browserValue, resourcePath)};`;
    })
    .join('\n');
}

/** The files below the contracts' sources that `module` loaded, so that a change to any of them rebuilds. */
function loadedFiles(module: NodeJS.Module | undefined, root: string, seen = new Set<string>()): Set<string> {
  if (!module || seen.has(module.filename) || !module.filename.startsWith(root)) return seen;
  seen.add(module.filename);
  for (const child of module.children) loadedFiles(child, root, seen);
  return seen;
}

export default function browserCallsLoader(this: LoaderContext<unknown>): string {
  const exports = require(this.resourcePath) as Exports;
  const contractsRoot = path.resolve(this.resourcePath, '../..');
  for (const file of loadedFiles(require.cache[this.resourcePath], contractsRoot)) this.addDependency(file);
  return browserCallsModule(exports, this.resourcePath);
}

/**
 * Requests built from call contracts, for the browser: a remote names the contract and gives
 * its inputs, and the method and URL come from the contract, so a contract's path or method
 * changes what every client sends with no edit there. Browser-safe on purpose (no Ajv, no
 * Node): the remotes bundle it.
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { CallContract, CallSchemas, HttpMethod } from './define';
import type { BodyOf, ParamsOf, QueryOf } from './types';

/**
 * Where every data call lives (`defineCall` insists on it; only the sitemap's files sit at the
 * site's root). The remotes' `fetchBaseQuery` takes it
 * as `baseUrl`, and `fetchArgsFor` gives URLs relative to it: fetchBaseQuery joins the two.
 */
export const API_BASE_URL = '/api';

type Declares<C, K extends keyof CallSchemas> =
  C extends CallContract<infer S> ? (K extends keyof S ? (S[K] extends JSONSchema ? true : false) : false) : false;

/** A query may be left out when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends Q` asks whether every part of Q is optional
type QueryInput<C extends CallContract> = {} extends QueryOf<C> ? { query?: QueryOf<C> } : { query: QueryOf<C> };

/** The typed inputs of a call: only the parts its contract declares, each typed from its schema. */
export type CallInput<C extends CallContract> = (Declares<C, 'params'> extends true ? { params: ParamsOf<C> } : { params?: never }) &
  (Declares<C, 'querystring'> extends true ? QueryInput<C> : { query?: never }) &
  (Declares<C, 'body'> extends true ? { body: BodyOf<C> } : { body?: never });

/** The input may be left out when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: `{} extends I` asks whether every part of I is optional
type InputArgs<C extends CallContract> = {} extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];
/** A call without path parameters takes none (`void` lets the argument be left out). */
// biome-ignore lint/suspicious/noConfusingVoidType: only `void`, not `undefined`, lets the argument be left out
type TargetParams<C extends CallContract> = Declares<C, 'params'> extends true ? ParamsOf<C> : void;

/** Where a call goes: its method and its same-origin URL (path parameters filled in). */
export interface CallTarget {
  method: HttpMethod;
  url: string;
}

/**
 * RTK Query's `FetchArgs` as far as calls need it, with `url` relative to API_BASE_URL. Kept
 * structural so that the contracts package depends on no client library.
 */
export interface ContractFetchArgs extends CallTarget {
  params?: Record<string, unknown>;
  body?: unknown;
}

/** Fastify's `:name` path parameters (the contracts use no wildcards or regular expressions). */
const PATH_PARAMETER = /:([A-Za-z0-9_]+)/g;

/** The names of a contract path's parameters, in order. */
export function pathParametersOf(path: string): string[] {
  return [...path.matchAll(PATH_PARAMETER)].map((match) => match[1]);
}

/** RTK Query fetch arguments for each call of a group, from its typed inputs. */
export type FetchArgsBuilders<T extends Record<string, CallContract>> = {
  readonly [K in keyof T]: (...input: InputArgs<T[K]>) => ContractFetchArgs;
};

/** The method and URL of each call of a group, from its typed path parameters. */
export type TargetBuilders<T extends Record<string, CallContract>> = {
  readonly [K in keyof T]: (params: TargetParams<T[K]>) => CallTarget;
};

/*
 * Why builders over a group (`fetchArgsFor(catalogueCalls).getPackage({ params: { id } })`)
 * rather than one generic function of a call and its input: such a function makes TypeScript
 * resolve the input type against every possible contract while it infers the call, which
 * expands FromSchema over the whole JSONSchema type ("excessively deep"). Over a concrete
 * group, each builder's input type is computed from its own contract only.
 */

/**
 * RTK Query fetch arguments for a group of calls (`catalogueCalls`, `authCalls`…): method and
 * URL from the contract (the URL relative to API_BASE_URL), the query as `params` and the
 * body as `body`, each only when given.
 */
export function fetchArgsFor<T extends Record<string, CallContract>>(calls: T): FetchArgsBuilders<T> {
  return mapCalls<FetchArgsBuilders<T>>(calls, (call) => (input?: CallParts) => argsOf(call, input));
}

/**
 * The method and URL of each call of a group, for what cannot go through RTK Query
 * (multipart uploads with progress, form posts).
 */
export function targetsFor<T extends Record<string, CallContract>>(calls: T): TargetBuilders<T> {
  return mapCalls<TargetBuilders<T>>(calls, (call) => (params?: object) => ({ method: call.method, url: fillPath(call, params) }));
}

/** What a call is given, untyped: the builders above type it per contract. */
interface CallParts {
  params?: object;
  query?: Record<string, unknown>;
  body?: unknown;
}

function argsOf(call: CallContract, { params, query, body }: CallParts = {}): ContractFetchArgs {
  // RTK Query's base URL is API_BASE_URL: the site-root calls (the sitemap) are no data a remote fetches.
  if (!call.path.startsWith(`${API_BASE_URL}/`)) throw new Error(`contract ${call.id}: ${call.path} is not under ${API_BASE_URL}`);
  const args: ContractFetchArgs = { method: call.method, url: fillPath(call, params).slice(API_BASE_URL.length + 1) };
  if (query !== undefined) args.params = query;
  if (body !== undefined) {
    // The types already forbid it; this keeps untyped callers from sending a body the server ignores.
    if (!call.schema.body) throw new Error(`contract ${call.id}: ${call.method} ${call.path} takes no body`);
    args.body = body;
  }
  return args;
}

/** One builder per call, by the call's name; the caller's type says what each builder takes. */
function mapCalls<Builders>(calls: Record<string, CallContract>, build: (call: CallContract) => unknown): Builders {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, build(call)])) as Builders;
}

/**
 * The contract's path with its parameters filled in, each URL-encoded; a missing one is an
 * error naming the contract rather than a request to `/api/packages/undefined`.
 */
function fillPath(call: CallContract, params: object | undefined): string {
  const given: Record<string, unknown> = { ...params };
  const named = pathParametersOf(call.path);
  for (const name of Object.keys(given)) {
    if (!named.includes(name)) throw new Error(`contract ${call.id}: ${call.path} has no path parameter "${name}"`);
  }
  return call.path.replace(PATH_PARAMETER, (_match, name: string) => {
    const value = given[name];
    // An empty value would address another route (`/api/deals/` is not `/api/deals/:country`).
    if (value === undefined || value === null || value === '') throw new Error(`contract ${call.id}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

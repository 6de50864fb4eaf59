/**
 * How the gateway renders a public page with a remote's server build, written once for the
 * remotes (which implement it in `src/server.tsx`, exposed as `./server`) and the gateway
 * (which calls it). The remote knows its routes, its data and its heads; the gateway owns
 * React DOM's server renderer, the document, the time budget and the fallbacks.
 *
 * A render goes: `createServerPage(request)` → `prepare()` runs the data calls the request's
 * route declares (its prefetch list, next to the route in the remote) → the gateway renders
 * `render()` once (inside its router) → `outcome()` says the status and head → the gateway
 * sends the HTML and hands `dehydrate()` to the browser, whose store starts from it, so
 * hydration calls nothing the HTML already shows.
 *
 * Versions built before `prepare()` existed export `pending()` instead (their components
 * started their calls while rendering): the gateway no longer renders those and falls back
 * to the previous version, then to client rendering.
 */

import type { PostedForm } from './page-forms';
import type { PageHead } from './page-head';

/** The site's API as server rendering calls it: `/api/...` URLs, answered in process. */
export type ApiFetch = typeof fetch;

/** One API call made by server rendering: a path under `/api` with its query, as the browser would send it. */
export interface ApiCallRequest {
  method: string;
  /** Path and query (`/api/packages?page=2`). */
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ApiCallAnswer {
  status: number;
  /** The answer's text as sent (JSON for every API call). */
  body: string;
}

/**
 * The site's API answered in process with plain values. The same call through `fetch` builds
 * web Request and Response objects on both sides (RTK Query's fetchBaseQuery makes two
 * Requests and clones the Response): three times the CPU of the call itself.
 */
export type ApiCall = (request: ApiCallRequest) => Promise<ApiCallAnswer>;

export interface ServerPageRequest {
  /** The path and query as requested (`/packages?country=india`). */
  url: string;
  /** The site's public origin (`https://escapevacation.in`), for absolute URLs. */
  origin: string;
  /** The site's API, called in process: same URLs as the browser's (`/api/...`). */
  fetch: typeof fetch;
  /**
   * The same API as plain calls (cheaper than `fetch`); given by gateways that know it.
   * Versions built before it use `fetch`.
   */
  call?: ApiCall;
  /** A form the browser posted without scripts that is shown again (its values and messages). */
  posted?: PostedForm;
}

export interface ServerPageOutcome {
  status: number;
  head: PageHead;
  /** A permanent redirect to this path instead of a page (an old link with a new home). */
  redirect?: string;
  /**
   * The page depends on what only the browser has (navigation state): the gateway sends the
   * client-rendered document with this head instead of HTML that could not match.
   */
  clientOnly?: boolean;
  /**
   * The chunks of the remote's browser build that the page loads on demand and rendered (named
   * as the build names them, CHUNK_FILES_FILE): the shell preloads their files with the app's,
   * so hydration does not wait for them afterwards. Versions built before it name none.
   */
  chunks?: string[];
}

export interface ServerPage<Element = unknown> {
  /**
   * Runs the data calls the route declares for this URL and resolves once all have answered
   * (a failed call included: the page then renders its error state, as in the browser).
   */
  prepare(): Promise<void>;
  /**
   * The remote's tree with its prepared store, rendered once; the host renders it inside its
   * router. Each call starts a fresh record of what the page declares (status, head).
   */
  render(): Element;
  outcome(): ServerPageOutcome;
  /** The remote store's state as JSON, for the browser's store to start from. */
  dehydrate(): unknown;
}

export type CreateServerPage = (request: ServerPageRequest) => ServerPage;

/** What a remote's `./server` module exports. */
export interface ServerModule {
  createServerPage: CreateServerPage;
  /**
   * Paths the gateway renders once while it warms up, besides the remote's first route: the
   * pages whose first render in a process costs far more than the next (their code compiled
   * by V8, their calls' first run). Versions built before it have none.
   */
  warmUpPaths?: readonly string[];
  /**
   * Loads the code of every page the remote loads on demand (`loadEveryLazyPage`): the gateway
   * calls it when it loads the module, and waits for it while it warms up. Versions built
   * before it have none; their pages load on a visitor's first render.
   */
  loadPages?(): Promise<void>;
}

/** The id of the inline JSON the gateway writes for the shell: registry snapshot and what rendered the page. */
export const BOOT_DATA_ELEMENT_ID = 'agency-boot';

/** What the shell reads from BOOT_DATA_ELEMENT_ID before it starts. */
export interface BootData<Registry = unknown> {
  registry: Registry;
  /** The remote and version that rendered the HTML on the server, when one did. */
  rendered?: { remote: string; version: string };
  /** The rendering remote's store state, by remote name. */
  state?: Record<string, unknown>;
  /**
   * The rendering remote's files the shell preloads when its app starts (manifest, entry,
   * first chunks of its App): all at once instead of one after the other.
   */
  preload?: PreloadHint[];
  /** The posted form the page was rendered with, so hydration shows the same values and messages. */
  posted?: PostedForm;
}

/** A file to preload: `fetch` for JSON the federation runtime fetches, `script` for a script. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'script';
}

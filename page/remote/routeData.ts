/**
 * The data a route shows, declared beside the route (its prefetch): the server runs it for the
 * request's URL before its one render, the way RTK Query documents server rendering (dispatch
 * the endpoints' `initiate()`, await the running queries, render). A prefetch awaits a call
 * only when its answer decides the next one (a package that is gone shows similar ones).
 * The remotes' route tests render each route with its prefetched store and fail when a
 * component starts a call its route did not declare, so the lists cannot drift.
 */
import type { ReactNode } from 'react';

/** What a route's prefetch gets: the URL as the route matched it, and the store's dispatch. */
export interface RouteDataRequest<Dispatch> {
  pathname: string;
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
  dispatch: Dispatch;
}

export type RouteData<Dispatch> = (request: RouteDataRequest<Dispatch>) => unknown;

/** A route of a remote's table: a layout (no path) or a page, with the data its screen shows. */
export interface DataRoute<Dispatch> {
  path?: string;
  element: ReactNode;
  data?: RouteData<Dispatch>;
  children?: Array<DataRoute<Dispatch>>;
}

/** react-router's matchPath (one of the exports the shell lends; matchRoutes is not). */
type MatchPath = (
  pattern: { path: string; caseSensitive?: boolean; end?: boolean },
  pathname: string,
) => { params: Readonly<Record<string, string | undefined>> } | null;

export interface MatchedRoute<Dispatch> {
  params: Readonly<Record<string, string | undefined>>;
  route: DataRoute<Dispatch>;
}

/**
 * The routes `pathname` renders, layouts first, as the router picks them for these tables:
 * a page whose path matches (paths are static or have one parameter and never overlap,
 * matched regardless of case like the router's) before the catch-all `*`. The remotes' route
 * tests render through the router itself, so a table this cannot match fails them.
 */
export function matchRouteData<Dispatch>(
  routes: ReadonlyArray<DataRoute<Dispatch>>,
  pathname: string,
  matchPath: MatchPath,
): Array<MatchedRoute<Dispatch>> {
  const pages: Array<Array<DataRoute<Dispatch>>> = [];
  const collect = (list: ReadonlyArray<DataRoute<Dispatch>>, layouts: Array<DataRoute<Dispatch>>) => {
    for (const route of list) {
      if (route.path === undefined) collect(route.children ?? [], [...layouts, route]);
      else pages.push([...layouts, route]);
    }
  };
  collect(routes, []);
  const pathOf = (chain: Array<DataRoute<Dispatch>>) => chain[chain.length - 1].path!;
  for (const catchAll of [false, true]) {
    for (const chain of pages.filter((candidate) => (pathOf(candidate) === '*') === catchAll)) {
      const match = matchPath({ path: pathOf(chain), caseSensitive: false, end: true }, pathname);
      if (match) return chain.map((route) => ({ route, params: match.params }));
    }
  }
  return [];
}
interface PrefetchRequest<Dispatch> {
  routes: ReadonlyArray<DataRoute<Dispatch>>;
  url: string;
  dispatch: Dispatch;
  /** RTK Query's getRunningQueriesThunk, dispatched. */
  running: () => Array<PromiseLike<unknown>>;
  matchPath: MatchPath;
}

/**
 * Runs the data of every route `url` renders (the layout's and the page's), then waits for
 * every call still running. Failed calls stay in the store as failures: the page renders its
 * error state from them.
 */
export async function prefetchRouteData<Dispatch>({ routes, url, dispatch, running, matchPath }: PrefetchRequest<Dispatch>): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const matches = matchRouteData(routes, decodedPath(pathname), matchPath);
  await Promise.all(
    matches.map(({ route, params }) => route.data?.({ pathname, search: new URLSearchParams(searchParams), params, dispatch })),
  );
  await Promise.all(running());
}

/** The router matches decoded paths ('/Terms & conditions'); an address that does not decode is matched as it is. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

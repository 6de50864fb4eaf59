/**
 * What a remote's `src/server.tsx` and pages call: the server-page factory, the route data
 * prefetch, the store set-up that works on both sides, and the hooks a page declares its
 * head, status and redirects with.
 */

export { useFormChosenBeforeHydration, useValueChosenBeforeHydration } from './chosenBeforeHydration';
export { lazyPage, loadEveryLazyPage } from './lazyPage';
export {
  newServerPageRecord,
  ServerPageProvider,
  type ServerPageRecord,
  useClientOnlyPage,
  useHttpStatus,
  usePageHead,
  usePostedForm,
  useRenderedChunk,
  useServerRedirect,
  useSiteOrigin,
} from './pageContext';
export { type DataRoute, type MatchedRoute, matchRouteData, prefetchRouteData, type RouteData, type RouteDataRequest } from './routeData';
export { serverPageFactory } from './serverPage';
export {
  createSiteApi,
  HYDRATE_FROM_SERVER,
  hydrateFromServer,
  type ServerStoreExtra,
  serverStateOf,
  siteBaseQuery,
  takeServerState,
} from './storeData';

/**
 * What a remote's `src/server.tsx` and pages call: the server-page factory, the route data
 * prefetch, the store set-up that works on both sides, and the hooks a page declares its
 * head, status and redirects with.
 */
export { ServerPageProvider, newServerPageRecord, usePageHead, useHttpStatus, useServerRedirect, useClientOnlyPage, useSiteOrigin, usePostedForm, type ServerPageRecord } from './pageContext';
export { createSiteApi, siteBaseQuery, hydrateFromServer, serverStateOf, takeServerState, HYDRATE_FROM_SERVER, type ServerStoreExtra } from './storeData';
export { serverPageFactory } from './serverPage';
export { prefetchRouteData, matchRouteData, type DataRoute, type RouteData, type RouteDataRequest, type MatchedRoute } from './routeData';

import { matchPath } from 'react-router-dom';
import { type DataRoute, matchRouteData, prefetchRouteData, type RouteDataRequest } from './routeData';

type Seen = Array<{ route: string; request: Omit<RouteDataRequest<string>, 'search'> & { search: string } }>;

function table(seen: Seen): Array<DataRoute<string>> {
  const record = (route: string) => (request: RouteDataRequest<string>) =>
    void seen.push({ route, request: { ...request, search: request.search.toString() } });
  return [
    {
      element: null,
      data: record('layout'),
      children: [
        { path: '/', element: null, data: record('home') },
        { path: '/package-detail/:id', element: null, data: record('detail') },
        { path: '/Terms & conditions', element: null },
        { path: '*', element: null, data: record('region') },
      ],
    },
    { element: null, children: [{ path: '/PaymentSuccess', element: null, data: record('payment') }] },
  ];
}

describe('matchRouteData', () => {
  const routes = table([]);
  const matched = (pathname: string) => matchRouteData(routes, pathname, matchPath).map(({ route }) => route.path ?? 'layout');

  it('gives the layouts and the page a path names, regardless of case', () => {
    expect(matched('/package-detail/42')).toEqual(['layout', '/package-detail/:id']);
    expect(matched('/PACKAGE-DETAIL/42/')).toEqual(['layout', '/package-detail/:id']);
    expect(matched('/PaymentSuccess')).toEqual(['layout', '/PaymentSuccess']);
  });

  it('leaves the catch-all to paths no page claims, in whichever layout it is', () => {
    expect(matched('/Thailand')).toEqual(['layout', '*']);
    expect(matched('/package-detail/42/more')).toEqual(['layout', '*']);
  });
});

describe('prefetchRouteData', () => {
  it("runs the layout's and the page's data with the URL's params and query, then waits for the running calls", async () => {
    const seen: Seen = [];
    let settled = false;
    const running = () => [new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => void (settled = true))];
    await prefetchRouteData({ routes: table(seen), url: '/package-detail/42?from=list', dispatch: 'dispatch', running, matchPath });
    expect(seen).toEqual([
      { route: 'layout', request: { pathname: '/package-detail/42', search: 'from=list', params: { id: '42' }, dispatch: 'dispatch' } },
      { route: 'detail', request: { pathname: '/package-detail/42', search: 'from=list', params: { id: '42' }, dispatch: 'dispatch' } },
    ]);
    expect(settled).toBe(true);
  });

  it('matches an encoded address as the router does, and one that does not decode as it is', async () => {
    const seen: Seen = [];
    await prefetchRouteData({ routes: table(seen), url: '/Terms%20&%20conditions', dispatch: 'd', running: () => [], matchPath });
    expect(seen.map(({ route }) => route)).toEqual(['layout']);
    await prefetchRouteData({ routes: table(seen), url: '/%E0%A4%A', dispatch: 'd', running: () => [], matchPath });
    expect(seen.map(({ route }) => route)).toEqual(['layout', 'layout', 'region']);
  });
});

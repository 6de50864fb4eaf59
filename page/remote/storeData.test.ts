/**
 * The server's base query: through the gateway's plain call (ApiCall) a store ends with the
 * same data and errors as through fetch (RTK Query's fetchBaseQuery), and sends the same URL.
 */
import { configureStore } from '@reduxjs/toolkit';
import type { ApiCallRequest } from '../protocol';
import { createSiteApi, type ServerStoreExtra, siteBaseQuery } from './storeData';

interface Listing {
  items: string[];
}

const api = createSiteApi({
  reducerPath: 'testApi',
  baseQuery: siteBaseQuery(),
  endpoints: (build) => ({
    list: build.query<Listing, { page?: number; country?: string; types?: string[] }>({
      query: (query) => ({ url: 'packages', method: 'GET', params: query }),
    }),
    one: build.query<Listing, string>({ query: (id) => `packages/${id}` }),
  }),
});

/** What the API answers, by path and query. */
const ANSWERS: Record<string, { status: number; body: string }> = {
  '/api/packages?page=2&types=Beach%2CSafari': { status: 200, body: '{"items":["Goa"]}' },
  '/api/packages?country=india': { status: 200, body: '{"items":["Kerala"]}' },
  '/api/packages/gone': { status: 404, body: '{"statusCode":404,"error":"Not Found","message":"No such package"}' },
  '/api/packages/empty': { status: 200, body: '' },
  '/api/packages/broken': { status: 200, body: '{"items":' },
};

function answerOf(url: string) {
  return ANSWERS[url] ?? { status: 500, body: `{"message":"unexpected ${url}"}` };
}

const ORIGIN = 'http://127.0.0.1';

function storeWith(extra: ServerStoreExtra) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, immutableCheck: false, serializableCheck: false }).concat(api.middleware),
  });
}

const throughFetch = () => {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(`${url.pathname}${url.search}`);
    const { status, body } = answerOf(`${url.pathname}${url.search}`);
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { urls, store: storeWith({ fetch, origin: ORIGIN }) };
};

const throughCall = () => {
  const requests: ApiCallRequest[] = [];
  const fetch = (async () => {
    throw new Error('fetch is not used when a call is given');
  }) as typeof globalThis.fetch;
  const call = async (request: ApiCallRequest) => {
    requests.push(request);
    return answerOf(request.url);
  };
  return { requests, store: storeWith({ fetch, origin: ORIGIN, call }) };
};

async function runAll(store: ReturnType<typeof storeWith>) {
  await Promise.all([
    store.dispatch(api.endpoints.list.initiate({ page: 2, country: undefined, types: ['Beach', 'Safari'] })),
    store.dispatch(api.endpoints.list.initiate({ country: 'india' })),
    store.dispatch(api.endpoints.one.initiate('gone')),
    store.dispatch(api.endpoints.one.initiate('empty')),
    store.dispatch(api.endpoints.one.initiate('broken')),
  ]);
  const queries = store.getState()[api.reducerPath].queries;
  return Object.fromEntries(
    Object.entries(queries).map(([key, entry]) => [key, { status: entry?.status, data: entry?.data, error: entry?.error }]),
  );
}

describe('siteBaseQuery on the server', () => {
  it('through the plain call, fills the store as fetch does', async () => {
    const viaFetch = throughFetch();
    const viaCall = throughCall();
    const [fetched, called] = await Promise.all([runAll(viaFetch.store), runAll(viaCall.store)]);
    expect(called).toEqual(fetched);
    expect(called['one("gone")']).toMatchObject({ status: 'rejected', error: { status: 404, data: { message: 'No such package' } } });
    expect(called['one("empty")']).toMatchObject({ status: 'fulfilled', data: null });
    expect(called['one("broken")']).toMatchObject({ status: 'rejected', error: { status: 'PARSING_ERROR', originalStatus: 200 } });
    expect([...viaCall.requests.map((request) => request.url)].sort()).toEqual([...viaFetch.urls].sort());
  });

  it('asks for JSON with the method of the call', async () => {
    const { requests, store } = throughCall();
    await store.dispatch(api.endpoints.one.initiate('empty'));
    expect(requests).toEqual([{ method: 'GET', url: '/api/packages/empty', headers: { accept: 'application/json' } }]);
  });
});

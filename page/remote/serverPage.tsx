/**
 * A remote's `./server` module in one call: its App with a store made for the request, the
 * route's data fetched into that store before the one render, the record its pages fill in
 * while rendering, and the store's state for the browser.
 */
import type { ComponentType } from 'react';
import type { CreateServerPage } from '../protocol';
import { newServerPageRecord, ServerPageProvider } from './pageContext';
import type { ServerStoreExtra } from './storeData';

interface RemoteParts<Store> {
  App: ComponentType<{ store?: Store }>;
  createStore: (server: ServerStoreExtra) => Store;
  /** Fetches the data the URL's routes declare into the store (see prefetchRouteData). */
  prefetch: (store: Store, url: string) => Promise<void>;
  dehydrate: (store: Store) => Record<string, unknown>;
}

export function serverPageFactory<Store>({ App, createStore, prefetch, dehydrate }: RemoteParts<Store>): CreateServerPage {
  return ({ url, fetch, call, origin, posted }) => {
    const store = createStore({ fetch, origin, ...(call ? { call } : {}) });
    let record = newServerPageRecord(origin, posted);
    return {
      prepare: () => prefetch(store, url),
      render() {
        record = newServerPageRecord(origin, posted);
        return (
          <ServerPageProvider record={record}>
            <App store={store} />
          </ServerPageProvider>
        );
      },
      outcome: () => ({
        status: record.status,
        head: record.head,
        redirect: record.redirect,
        clientOnly: record.clientOnly,
        chunks: record.chunks,
      }),
      dehydrate: () => dehydrate(store),
    };
  };
}

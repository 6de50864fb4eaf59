/**
 * A remote's `./server` module in one call: its App with a store made for the request, the
 * record its pages fill in while rendering, and the store's state for the browser.
 */
import type { ComponentType } from 'react';
import type { CreateServerPage } from '@agency/contracts';
import type { ServerStoreExtra } from './storeData';
import { ServerPageProvider, newServerPageRecord } from './pageContext';

interface RemoteParts<Store> {
  App: ComponentType<{ store?: Store }>;
  createStore: (server: ServerStoreExtra) => Store;
  /** The data calls the store is still waiting for (RTK Query's running queries). */
  running: (store: Store) => Array<Promise<unknown>>;
  dehydrate: (store: Store) => Record<string, unknown>;
}

export function serverPageFactory<Store>({ App, createStore, running, dehydrate }: RemoteParts<Store>): CreateServerPage {
  return ({ fetch, origin, posted }) => {
    const store = createStore({ fetch, origin });
    let record = newServerPageRecord(origin, posted);
    return {
      render() {
        record = newServerPageRecord(origin, posted);
        return (
          <ServerPageProvider record={record}>
            <App store={store} />
          </ServerPageProvider>
        );
      },
      pending: () => running(store),
      outcome: () => ({ status: record.status, head: record.head, redirect: record.redirect, clientOnly: record.clientOnly }),
      dehydrate: () => dehydrate(store),
    };
  };
}

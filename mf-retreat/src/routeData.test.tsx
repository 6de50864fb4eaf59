/**
 * Every public retreat route renders with the data its route declares (routeData.ts, App.tsx):
 * the store is prefetched for the URL as the server does it, then the page renders from it and
 * starts no call of its own. A component that asks for data its route did not declare starts
 * a new query here and fails the test, so the declarations cannot drift from the pages.
 */

import { NOT_FOUND_TITLE } from '@agency/site';
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from './App';
import { retreatApi } from './api';
import { prefetch } from './server';
import { createStore, type RetreatStore } from './store';
import { texts } from './texts';

const inventory = [{ _id: 1, category: 'SoulPod', availableItems: 5, items: [{ price: 15999 }] }];
const paid = {
  txnid: 'TX123',
  status: 'success',
  amount: 53997,
  productinfo: 'The Awakening Retreat - Duo Room',
  category: 'Duo Room',
  members: 3,
};

const queriesOf = (store: RetreatStore) => Object.keys(store.getState()[retreatApi.reducerPath].queries).sort();

beforeEach(() => {
  stubFetch((request) => {
    const { pathname, searchParams } = new URL(request.url);
    if (pathname === '/api/inventory') return jsonResponse(200, inventory);
    if (pathname.includes('TX123') || searchParams.get('txnid') === 'TX123') return jsonResponse(200, paid);
    return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Unknown transaction' });
  });
});

describe('route data: each public retreat page renders from its prefetched store and calls nothing more', () => {
  it.each([
    ['/the-awakening-retreat', 'SoulPod'],
    ['/PaymentSuccess?txnid=TX123', 'Our record of this payment'],
    ['/PaymentFailed?txnid=NOPE', 'We could not find this transaction in our records.'],
    ['/PaymentFailed', 'Payment Failed'],
    ['/PayUCheckout', 'Pay securely with PayU'],
    ['/PayForm', texts.securedPayments],
    ['/no-such-retreat-page', NOT_FOUND_TITLE],
  ] as Array<[string, string | RegExp]>)('%s shows %s with no call of its own', async (url, shown) => {
    const store = createStore({ fetch: (input, init) => fetch(input, init), origin: 'http://127.0.0.1' });
    await prefetch(store, url);
    const prefetched = queriesOf(store);
    render(
      <MemoryRouter initialEntries={[url]}>
        <App store={store} />
      </MemoryRouter>,
    );
    expect(await screen.findAllByText(shown)).not.toHaveLength(0);
    // Let every effect of the render run: a hook with data it was not given starts its call there.
    await act(async () => {});
    expect(queriesOf(store).filter((key) => !prefetched.includes(key))).toEqual([]);
  });
});

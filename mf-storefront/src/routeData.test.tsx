/**
 * Every public route renders with the data its route declares (routeData.ts, App.tsx): the
 * store is prefetched for the URL as the server does it, then the page renders from it and
 * starts no call of its own. A component that asks for data its route did not declare
 * starts a new query here and fails the test, so the declarations cannot drift from the pages.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import App from './App';
import { storefrontApi, useGetHolidayTypesQuery, useGetMenuQuery } from './api';
import { NO_PACKAGE_DATA, PACKAGE_LOAD_ERROR } from './messages';
import { prefetch } from './server';
import { createStore, type StorefrontStore } from './store';
import { failure, filterData, makePackage, packagePage, serveCatalogue } from './testing/fixtures';

/** A store made as the gateway makes one: its calls go through the given fetch. */
function serverStore(): StorefrontStore {
  return createStore({ fetch: (input, init) => fetch(input, init), origin: 'http://127.0.0.1' });
}

const queriesOf = (store: StorefrontStore) => Object.keys(store.getState()[storefrontApi.reducerPath].queries).sort();

/**
 * Renders `ui` with a store prefetched for `url`, waits for `shown` (the page's data on
 * screen) and answers the calls the render started beyond the prefetched ones.
 */
async function undeclaredCalls(
  url: string,
  shown: string | RegExp,
  ui: (store: StorefrontStore) => ReactElement,
  prefetchInto = prefetch,
): Promise<string[]> {
  const store = serverStore();
  await prefetchInto(store, url);
  const prefetched = queriesOf(store);
  render(<MemoryRouter initialEntries={[url]}>{ui(store)}</MemoryRouter>);
  expect(await screen.findAllByText(shown)).not.toHaveLength(0);
  // Let every effect of the render run: a hook with data it was not given starts its call there.
  await act(async () => {});
  return queriesOf(store).filter((key) => !prefetched.includes(key));
}

const card = (id: number, name: string, flags: Record<string, 'True'> = {}) => {
  const {
    description: _d,
    destinations: _ds,
    overview: _o,
    inclusionTexts: _i,
    exclusionTexts: _e,
    ...summary
  } = makePackage(id, { packageName: name });
  return { ...summary, ...flags };
};

const answers = {
  '/api/deals/top': { status: 200, body: [card(1, 'Top Deal Bali')] },
  '/api/deals/data': { status: 200, body: [card(11, 'Section Deal Goa', { HomeDealSection1: 'True' })] },
  '/api/packages/filterData': { status: 200, body: filterData },
  '/api/packages': { status: 200, body: packagePage([makePackage(21, { packageName: 'Listed Thailand Escape' })], 1, 3, 15) },
  '/api/packages/42': { status: 200, body: { data: makePackage(42, { packageName: 'Kerala Backwaters' }) } },
  '/api/packages/43': failure(404),
  '/api/packages/43/similar': { status: 200, body: { data: [makePackage(8, { packageName: 'Bangkok Lights' })], basedOn: 'package' } },
  '/api/packages/44': failure(500),
  '/api/holiday_types': {
    status: 200,
    body: [{ _id: 1, name: 'Safari', ShowName: 'Safari Holidays', image: '/api/images/holiday-safari.svg' }],
  },
  '/api/deals/thailand': { status: 200, body: [card(31, 'Thailand Island Hop')] },
};

beforeEach(() => {
  serveCatalogue(answers);
});

describe('route data: each public page renders from its prefetched store and calls nothing more', () => {
  it.each([
    ['/', 'Top Deal Bali'],
    ['/Destination', 'Indian Ocean'],
    ['/Holidays', 'Holiday Types'],
    ['/Holidays/Safari', 'Listed Thailand Escape'],
    ['/Exclusive', 'Exclusive Deals'],
    ['/Exclusive/HomeDealSection1', 'Section Deal Goa'],
    ['/packages', 'Listed Thailand Escape'],
    ['/packages?country=thailand&page=2', 'Listed Thailand Escape'],
    ['/packages?holidayType=Safari', 'Safari Holidays'],
    ['/package-detail/42', 'Kerala Backwaters'],
    ['/package-detail/43', 'Bangkok Lights'],
    ['/package-detail/44', PACKAGE_LOAD_ERROR],
    ['/package-detail/not-a-number', NO_PACKAGE_DATA],
    ['/Aboutus', 'Our Purpose'],
    ['/PrivacyPolicy', 'Privacy Policy'],
    ['/Terms & conditions', 'Terms & Conditions'],
    ['/contact', 'Contact Us'],
    ['/Contact', 'Contact Us'],
    ['/Form', 'Let Us Plan Your Escape Vacation'],
    ['/Deal', 'Exclusive Deals'],
    ['/Thailand', 'Thailand Island Hop'],
    ['/Asia', 'Asia intro.'],
    ['/no-such-place', '404 - Page Not Found'],
    ['/deeper/path', '404 - Page Not Found'],
  ] as Array<[string, string | RegExp]>)('%s shows %s with no call of its own', async (url, shown) => {
    await expect(undeclaredCalls(url, shown, (store) => <App store={store} />)).resolves.toEqual([]);
  });
});

describe('route data checks', () => {
  /** A page whose banner asks for the holiday types though its route declares only the menu. */
  function Undeclared() {
    const menu = useGetMenuQuery();
    const types = useGetHolidayTypesQuery();
    return (
      <>
        <p>{menu.data ? `menu of ${menu.data.holidayTypes.length}` : 'no menu'}</p>
        <p>{types.data ? `${types.data.length} types` : 'no types'}</p>
      </>
    );
  }

  it('a component that starts a call its route did not declare is caught', async () => {
    const prefetchMenu = async (store: StorefrontStore) => {
      await store.dispatch(storefrontApi.endpoints.getMenu.initiate());
    };
    const calls = await undeclaredCalls(
      '/drifted',
      'menu of 3',
      (store) => (
        <Provider store={store}>
          <Routes>
            <Route path="/drifted" element={<Undeclared />} />
          </Routes>
        </Provider>
      ),
      prefetchMenu,
    );
    expect(calls).toEqual(['getHolidayTypes(undefined)']);
  });
});

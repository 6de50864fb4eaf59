import type { DataRoute } from '@agency/page/remote';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from './checkout/CheckoutPage';
import { ResultFrame } from './layout/ResultFrame';
import { RetreatFrame } from './layout/RetreatFrame';
import { NotFound } from './pages/NotFound';
import { PaymentFailed } from './pages/PaymentFailed';
import { PaymentSuccess } from './pages/PaymentSuccess';
import { paths } from './paths';
import { PayForm } from './payform/PayForm';
import { RetreatPage } from './retreat/RetreatPage';
import { paymentResultData, retreatPageData } from './routeData';
import { createStore, type RetreatStore } from './store';

/** A route with the data its screen shows (see routeData.ts): the server fetches it before rendering. */
export type RetreatRoute = DataRoute<RetreatStore['dispatch']>;

/**
 * The retreat's routes: the wellness retreat's page, the checkout forms and the payment
 * result pages, in the retreat's own frame. Rendered inside the shell's router, so the
 * paths are absolute.
 */
export const retreatRoutes: RetreatRoute[] = [
  {
    element: <RetreatFrame variant="landing" />,
    children: [{ path: paths.retreat, element: <RetreatPage />, data: retreatPageData }],
  },
  {
    element: <RetreatFrame />,
    children: [
      { path: paths.checkout, element: <CheckoutPage /> },
      { path: paths.payForm, element: <PayForm /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    // The frame and the page ask for the same payment record: one call.
    element: <ResultFrame />,
    data: paymentResultData,
    children: [
      { path: paths.paymentSuccess, element: <PaymentSuccess /> },
      { path: paths.paymentFailed, element: <PaymentFailed /> },
    ],
  },
];

/** The table as the router's elements (the router the shell lends has no useRoutes). */
function routeElements(routes: RetreatRoute[]): ReactNode {
  return routes.map((route, index) => (
    <Route key={route.path ?? index} path={route.path} element={route.element}>
      {route.children && routeElements(route.children)}
    </Route>
  ));
}

/** The retreat remote: its routes with its own store. */
export default function App({ store: given }: { store?: RetreatStore }) {
  // The server renders with a store it prepared; the browser makes its own (from the server's state).
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <Routes>{routeElements(retreatRoutes)}</Routes>
    </Provider>
  );
}

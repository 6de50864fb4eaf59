import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from './checkout/CheckoutPage';
import { ResultFrame } from './layout/ResultFrame';
import { RetreatFrame } from './layout/RetreatFrame';
import { NotFound } from './pages/NotFound';
import { PaymentFailed } from './pages/PaymentFailed';
import { PaymentSuccess } from './pages/PaymentSuccess';
import { PayForm } from './payform/PayForm';
import { paths } from './paths';
import { RetreatPage } from './retreat/RetreatPage';
import { createStore, type RetreatStore } from './store';

/**
 * The retreat remote: the wellness retreat's page, the checkout forms and the payment
 * result pages, in the retreat's own frame. Rendered inside the shell's router, so the
 * paths are absolute.
 */
export default function App({ store: given }: { store?: RetreatStore }) {
  // The server renders with a store it prepared; the browser makes its own (from the server's state).
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <Routes>
        <Route element={<RetreatFrame variant="landing" />}>
          <Route path={paths.retreat} element={<RetreatPage />} />
        </Route>
        <Route element={<RetreatFrame />}>
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path={paths.payForm} element={<PayForm />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route element={<ResultFrame />}>
          <Route path={paths.paymentSuccess} element={<PaymentSuccess />} />
          <Route path={paths.paymentFailed} element={<PaymentFailed />} />
        </Route>
      </Routes>
    </Provider>
  );
}

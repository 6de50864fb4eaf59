import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { RetreatFrame } from './layout/RetreatFrame';
import { NotFound } from './pages/NotFound';
import { PaymentFailed } from './pages/PaymentFailed';
import { PaymentSuccess } from './pages/PaymentSuccess';
import { paths } from './paths';
import { createStore } from './store';

/**
 * The retreat remote: the wellness retreat's pages and the payment result pages, in the
 * retreat's own frame. Rendered inside the shell's router, so the paths are absolute.
 */
export default function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Routes>
        <Route element={<RetreatFrame />}>
          <Route path={paths.paymentSuccess} element={<PaymentSuccess />} />
          <Route path={paths.paymentFailed} element={<PaymentFailed />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Provider>
  );
}

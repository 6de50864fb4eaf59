import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { BareLayout } from './layout/BareLayout';
import { AdminLogin } from './pages/AdminLogin';
import { NotFound } from './pages/NotFound';
import { UserLogin } from './pages/UserLogin';
import { paths } from './paths';
import { createStore } from './store';

/**
 * The back office remote: staff sign-in now, the guarded staff screens with later issues.
 * Rendered inside the shell's router, so the paths are absolute.
 */
export default function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Routes>
        <Route element={<BareLayout />}>
          <Route path={paths.adminLogin} element={<AdminLogin />} />
          <Route path={paths.login} element={<UserLogin />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Provider>
  );
}

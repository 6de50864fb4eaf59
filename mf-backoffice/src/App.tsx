import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { BareLayout } from './layout/BareLayout';
import { AccountPage } from './pages/AccountPage';
import { AdminLogin } from './pages/AdminLogin';
import { AdminScreen } from './pages/AdminScreen';
import { NotFound } from './pages/NotFound';
import { OutboxPage } from './pages/OutboxPage';
import { PackageUploaderPage } from './pages/PackageUploaderPage';
import { UserLogin } from './pages/UserLogin';
import { paths } from './paths';
import { createStore } from './store';
import { TwoFactorPage } from './twoFactor/TwoFactorPage';

/**
 * The back office remote: staff sign-in, the guarded staff screens and the admin screen.
 * Rendered inside the shell's router, so the paths are absolute.
 */
export default function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Routes>
        <Route
          path={paths.account}
          element={
            // Keyed per page: opening another guarded page verifies the token again (a fresh guard).
            <RequireUser key={paths.account}>
              <AccountPage />
            </RequireUser>
          }
        />
        <Route
          path={paths.twoFactor}
          element={
            <RequireUser key={paths.twoFactor}>
              <TwoFactorPage />
            </RequireUser>
          }
        />
        <Route
          path={paths.packageUploader}
          element={
            <RequireUser key={paths.packageUploader}>
              <PackageUploaderPage />
            </RequireUser>
          }
        />
        <Route
          path={paths.outbox}
          element={
            <RequireUser key={paths.outbox}>
              <OutboxPage />
            </RequireUser>
          }
        />
        <Route
          path={`${paths.admin}/*`}
          element={
            <RequireAdmin>
              <AdminScreen />
            </RequireAdmin>
          }
        />
        <Route element={<BareLayout />}>
          <Route path={paths.adminLogin} element={<AdminLogin />} />
          <Route path={paths.login} element={<UserLogin />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Provider>
  );
}

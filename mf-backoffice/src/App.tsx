import { type ComponentType, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireUser } from './guards/RequireUser';
import { BareLayout } from './layout/BareLayout';
import { AccountPage } from './pages/AccountPage';
import { AdminLogin } from './pages/AdminLogin';
import { AdminScreen } from './pages/AdminScreen';
import { BookingDetailPage, BookingsPage } from './pages/BookingsPage';
import { DeployTokensPage } from './pages/DeployTokensPage';
import { NotFound } from './pages/NotFound';
import { OutboxPage } from './pages/OutboxPage';
import { PackageEditPage, PackagesPage } from './pages/PackagesPage';
import { PackageUploaderPage } from './pages/PackageUploaderPage';
import { ReferenceDataPage } from './pages/ReferenceDataPage';
import { ReleasesPage } from './pages/ReleasesPage';
import { RoomsPage } from './pages/RoomsPage';
import { StaffHomePage } from './pages/StaffHomePage';
import { UserLogin } from './pages/UserLogin';
import { paths } from './paths';
import { createStore } from './store';
import { TwoFactorPage } from './twoFactor/TwoFactorPage';

/**
 * The pages behind the user guard (every signed-in role; the server decides what each role may
 * do there): one list, so that a new staff screen is one line. Each is keyed by its path, so
 * opening another guarded page verifies the token again (a fresh guard).
 */
const USER_PAGES: readonly { path: string; Page: ComponentType }[] = [
  { path: paths.account, Page: AccountPage },
  { path: paths.twoFactor, Page: TwoFactorPage },
  { path: paths.packageUploader, Page: PackageUploaderPage },
  { path: paths.staffHome, Page: StaffHomePage },
  { path: paths.rooms, Page: RoomsPage },
  { path: paths.bookings, Page: BookingsPage },
  { path: `${paths.bookings}/:txnid`, Page: BookingDetailPage },
  { path: paths.referenceData, Page: ReferenceDataPage },
  { path: paths.outbox, Page: OutboxPage },
  { path: paths.releases, Page: ReleasesPage },
  { path: paths.deployTokens, Page: DeployTokensPage },
  { path: paths.packages, Page: PackagesPage },
  { path: `${paths.packages}/:id`, Page: PackageEditPage },
];

/**
 * The back office remote: staff sign-in, the guarded staff screens and the admin screen.
 * Rendered inside the shell's router, so the paths are absolute.
 */
export default function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Routes>
        {USER_PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireUser key={path}>
                <Page />
              </RequireUser>
            }
          />
        ))}
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

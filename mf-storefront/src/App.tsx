import { lazy, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { Home } from './home/Home';
import { PublicLayout } from './layout/PublicLayout';
import { paths } from './paths';
import { RegionRoute } from './regions/RegionRoute';
import { createStore, type StorefrontStore } from './store';

// Every page but home loads on demand, so the home page's script stays small (issue 14: 150 KB
// gzipped in all, shell included); the layout shows a quiet loading line meanwhile (see
// PublicLayout). The 404 page (RegionRoute's fallback, a few lines) comes at once.
const AboutUs = lazy(() => import('./pages/AboutUs').then((module) => ({ default: module.AboutUs })));
const RegionOverview = lazy(() => import('./regions/RegionOverview').then((module) => ({ default: module.RegionOverview })));
const PackagesPage = lazy(() => import('./packages/PackagesPage').then((module) => ({ default: module.PackagesPage })));
const DealPage = lazy(() => import('./detail/DealPage').then((module) => ({ default: module.DealPage })));
const PackageDetailPage = lazy(() => import('./detail/PackageDetailPage').then((module) => ({ default: module.PackageDetailPage })));
const HolidaysPage = lazy(() => import('./holidays/HolidaysPage').then((module) => ({ default: module.HolidaysPage })));
const ExclusivePage = lazy(() => import('./holidays/ExclusivePage').then((module) => ({ default: module.ExclusivePage })));
const HolidayTypeDeals = lazy(() => import('./holidays/HolidayTypeDeals').then((module) => ({ default: module.HolidayTypeDeals })));
const PrivacyPolicy = lazy(() => import('./legal/PrivacyPolicy').then((module) => ({ default: module.PrivacyPolicy })));
const TermsPage = lazy(() => import('./legal/TermsPage').then((module) => ({ default: module.TermsPage })));
const EnquiryFormPage = lazy(() => import('./enquiry/EnquiryFormPage').then((module) => ({ default: module.EnquiryFormPage })));
const ContactPage = lazy(() => import('./contact/ContactPage').then((module) => ({ default: module.ContactPage })));

/**
 * The storefront remote: the public pages inside the public layout. The shell renders it
 * inside its router, so the paths here are absolute. Any other path goes to RegionRoute:
 * a continent or country page when it names one, else the 404 page.
 */
export default function App({ store: given }: { store?: StorefrontStore }) {
  // The server renders with a store it prepared; the browser makes its own (from the server's state).
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.home} element={<Home />} />
          <Route path={paths.destination} element={<RegionOverview />} />
          <Route path={paths.holidays} element={<HolidaysPage />} />
          <Route path={`${paths.holidays}/:name`} element={<HolidayTypeDeals />} />
          <Route path={paths.exclusive} element={<ExclusivePage />} />
          <Route path={`${paths.exclusive}/:name`} element={<HolidayTypeDeals />} />
          <Route path={paths.deals} element={<PackagesPage />} />
          <Route path={paths.deal} element={<DealPage />} />
          <Route path="/package-detail/:id" element={<PackageDetailPage />} />
          <Route path={paths.aboutUs} element={<AboutUs />} />
          <Route path={paths.privacy} element={<PrivacyPolicy />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.form} element={<EnquiryFormPage />} />
          {/* /contact and the side menu's /Contact: one page (route matching ignores case; both written for clarity). */}
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.enquire} element={<ContactPage />} />
          <Route path="*" element={<RegionRoute />} />
        </Route>
      </Routes>
    </Provider>
  );
}

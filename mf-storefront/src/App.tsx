import type { DataRoute } from '@agency/page/remote';
import { lazy, type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { Home } from './home/Home';
import { PublicLayout } from './layout/PublicLayout';
import { paths } from './paths';
import { RegionRoute } from './regions/RegionRoute';
import { homeData, layoutData, regionOverviewData, regionRouteData, type StorefrontRouteData } from './routeData';
import { createStore, type StorefrontDispatch, type StorefrontStore } from './store';

// Every page but home loads on demand, so the home page's script stays small (150 KB
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

/** A route with the data its screen shows (see routeData.ts): the server fetches it before rendering. */
export type StorefrontRoute = DataRoute<StorefrontDispatch>;

const holidayTypeData: StorefrontRouteData = async (request) => (await import('./holidays/holidayTypeData')).holidayTypeData(request);

/**
 * The storefront's routes inside the public layout. The shell renders the remote inside its
 * router, so the paths are absolute. Any other path goes to RegionRoute: a continent or
 * country page when it names one, else the 404 page.
 */
export const storefrontRoutes: StorefrontRoute[] = [
  {
    element: <PublicLayout />,
    data: layoutData,
    children: [
      { path: paths.home, element: <Home />, data: homeData },
      { path: paths.destination, element: <RegionOverview />, data: regionOverviewData },
      { path: paths.holidays, element: <HolidaysPage /> },
      { path: `${paths.holidays}/:name`, element: <HolidayTypeDeals />, data: holidayTypeData },
      { path: paths.exclusive, element: <ExclusivePage /> },
      { path: `${paths.exclusive}/:name`, element: <HolidayTypeDeals />, data: holidayTypeData },
      {
        path: paths.deals,
        element: <PackagesPage />,
        data: async (request) => (await import('./packages/packagesData')).packagesData(request),
      },
      // Navigation state exists in the browser only: the server redirects or leaves /Deal to the browser.
      { path: paths.deal, element: <DealPage /> },
      {
        path: '/package-detail/:id',
        element: <PackageDetailPage />,
        data: async (request) => (await import('./detail/packageDetailData')).packageDetailData(request),
      },
      { path: paths.aboutUs, element: <AboutUs /> },
      { path: paths.privacy, element: <PrivacyPolicy /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.form, element: <EnquiryFormPage /> },
      // /contact and the side menu's /Contact: one page (route matching ignores case; both written for clarity).
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.enquire, element: <ContactPage /> },
      { path: '*', element: <RegionRoute />, data: regionRouteData },
    ],
  },
];

/** The table as the router's elements (the router the shell lends has no useRoutes). */
function routeElements(routes: StorefrontRoute[]): ReactNode {
  return routes.map((route, index) => (
    <Route key={route.path ?? index} path={route.path} element={route.element}>
      {route.children && routeElements(route.children)}
    </Route>
  ));
}

/** The storefront remote: its routes with its own store. */
export default function App({ store: given }: { store?: StorefrontStore }) {
  // The server renders with a store it prepared; the browser makes its own (from the server's state).
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <Routes>{routeElements(storefrontRoutes)}</Routes>
    </Provider>
  );
}

import { type DataRoute, lazyPage } from '@agency/page/remote';
import { type ReactNode, useState } from 'react';
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
const AboutUs = lazyPage('about-us', () =>
  import(/* webpackChunkName: "about-us" */ './pages/AboutUs').then((module) => ({ default: module.AboutUs })),
);
const RegionOverview = lazyPage('region-overview', () =>
  import(/* webpackChunkName: "region-overview" */ './regions/RegionOverview').then((module) => ({ default: module.RegionOverview })),
);
const PackagesPage = lazyPage('packages-page', () =>
  import(/* webpackChunkName: "packages-page" */ './packages/PackagesPage').then((module) => ({ default: module.PackagesPage })),
);
const DealPage = lazyPage('deal-page', () =>
  import(/* webpackChunkName: "deal-page" */ './detail/DealPage').then((module) => ({ default: module.DealPage })),
);
const PackageDetailPage = lazyPage('package-detail-page', () =>
  import(/* webpackChunkName: "package-detail-page" */ './detail/PackageDetailPage').then((module) => ({
    default: module.PackageDetailPage,
  })),
);
const HolidaysPage = lazyPage('holidays-page', () =>
  import(/* webpackChunkName: "holidays-page" */ './holidays/HolidaysPage').then((module) => ({ default: module.HolidaysPage })),
);
const ExclusivePage = lazyPage('exclusive-page', () =>
  import(/* webpackChunkName: "exclusive-page" */ './holidays/ExclusivePage').then((module) => ({ default: module.ExclusivePage })),
);
const HolidayTypeDeals = lazyPage('holiday-type-deals', () =>
  import(/* webpackChunkName: "holiday-type-deals" */ './holidays/HolidayTypeDeals').then((module) => ({
    default: module.HolidayTypeDeals,
  })),
);
const PrivacyPolicy = lazyPage('privacy-policy', () =>
  import(/* webpackChunkName: "privacy-policy" */ './legal/PrivacyPolicy').then((module) => ({ default: module.PrivacyPolicy })),
);
const TermsPage = lazyPage('terms-page', () =>
  import(/* webpackChunkName: "terms-page" */ './legal/TermsPage').then((module) => ({ default: module.TermsPage })),
);
const EnquiryFormPage = lazyPage('enquiry-form-page', () =>
  import(/* webpackChunkName: "enquiry-form-page" */ './enquiry/EnquiryFormPage').then((module) => ({ default: module.EnquiryFormPage })),
);
const ContactPage = lazyPage('contact-page', () =>
  import(/* webpackChunkName: "contact-page" */ './contact/ContactPage').then((module) => ({ default: module.ContactPage })),
);

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

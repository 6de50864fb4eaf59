/**
 * The public pages' URLs, written once. The remotes route by them (mf-storefront/src/paths.ts
 * and mf-retreat/src/paths.ts re-export them under their old names), the catalogue lists them
 * in /sitemap.xml, and server rendering builds canonical and `og:image` URLs from them, so a
 * page that moves moves everywhere at once. Browser-safe: no Node, no Ajv.
 */
import { catalogueCalls, HOLIDAY_TYPES, HOME_DEAL_SECTIONS, type HolidayType, targetsFor } from '@agency/contracts';

/** The storefront's routes (the spec's spelling and case, spaces included). */
export const storefrontPaths = {
  home: '/',
  /** The region overview ('MAP OF REGION'). */
  destination: '/Destination',
  deals: '/packages',
  /** Package detail from navigation state (not addressable on its own: /package-detail/{id} is the canonical page). */
  deal: '/Deal',
  /** The enquiry form 'Let Us Plan Your Escape Vacation' (package or destination as navigation state). */
  form: '/Form',
  holidays: '/Holidays',
  exclusive: '/Exclusive',
  aboutUs: '/Aboutus',
  contact: '/contact',
  /** The mobile menu's 'Enquire Now' button uses the capitalised route, as the spec does. */
  enquire: '/Contact',
  terms: '/Terms & conditions',
  privacy: '/PrivacyPolicy',
} as const;

/** The retreat remote's routes. */
export const retreatPaths = {
  retreat: '/the-awakening-retreat',
  payForm: '/PayForm',
  checkout: '/PayUCheckout',
  paymentSuccess: '/PaymentSuccess',
  paymentFailed: '/PaymentFailed',
} as const;

/** The legal pages, in the footer's order. */
export const LEGAL_PATHS: readonly string[] = [storefrontPaths.terms, storefrontPaths.privacy];

/**
 * A route as a link's href: the spec writes some with spaces ('/Terms & conditions',
 * '/SRI LANKA'), which an href may not hold. Percent-encoded, it still reaches the route:
 * the router matches the decoded path, and the server decodes the URL before rendering.
 */
export function linkHref(path: string): string {
  return encodeURI(path);
}

/** A continent or country page from its route segment ('Middleeast' → '/Middleeast'). */
export function regionPath(route: string): string {
  return `/${route}`;
}

/** Country pages live at the country's name without spaces: 'South Africa' → '/SouthAfrica'. */
export function countryPath(country: string): string {
  return `/${country.replace(/\s+/g, '')}`;
}

/** The canonical page of a package. */
export function packageDetailPath(id: number): string {
  return `/package-detail/${id}`;
}

/** A holiday type's deals screen: '/Holidays/Beach_Holidays'. */
export function holidayTypePath(type: HolidayType): string {
  return `${storefrontPaths.holidays}/${type}`;
}

/** A home deal collection's screen: '/Exclusive/HomeDealSection1'. */
export function exclusiveSectionPath(section: (typeof HOME_DEAL_SECTIONS)[number]): string {
  return `${storefrontPaths.exclusive}/${section}`;
}

/** Every holiday-type and deal-collection screen, holiday types first (the /Holidays and /Exclusive pages' cards). */
export function holidayPagePaths(): string[] {
  return [...HOLIDAY_TYPES.map(holidayTypePath), ...HOME_DEAL_SECTIONS.map(exclusiveSectionPath)];
}

/** A country's 'View All': the deals list pre-filtered by the lower-cased country name. */
export function countryDealsPath(country: string): string {
  return `${storefrontPaths.deals}/?${new URLSearchParams({ country: country.toLowerCase() }).toString()}`;
}

/**
 * The deals list pre-filtered by a holiday type. The desktop dropdown uses the spec's
 * `/packages/?holidayType=` form (with a full page load), the mobile menu `/packages?holidayType=`.
 */
export function holidayTypeDealsPath(type: string, form: 'desktop' | 'mobile'): string {
  const base = form === 'desktop' ? `${storefrontPaths.deals}/` : storefrontPaths.deals;
  return `${base}?${new URLSearchParams({ holidayType: type }).toString()}`;
}

/**
 * `path` on the site at `origin` ('https://escapevacation.in'), as search engines and link
 * previews need it: spaces and other characters a URL cannot hold are percent-encoded
 * ('/Terms & conditions' → '/Terms%20&%20conditions'), escapes already there are kept. A
 * path under `origin` (a site served below a folder) is kept too.
 */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(`${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`).href;
}

const catalogue = targetsFor(catalogueCalls);

/**
 * The raster preview (1200×630 PNG, for WhatsApp and Facebook link previews) of an image the
 * catalogue serves at /api/images/<imageFile>: 'goa-beach.svg' → '/api/og/goa-beach.svg.png'.
 * `version` (the package's update time, a content hash) adds `?v=`, which lets the answer be
 * cached for a year; without it, it is cached for a day.
 */
export function ogImagePath(imageFile: string, version?: string | number): string {
  const path = catalogue.ogImage({ file: `${imageFile}${OG_IMAGE_SUFFIX}` }).url;
  return version === undefined ? path : `${path}?${new URLSearchParams({ v: String(version) }).toString()}`;
}

/** What /api/og/:file adds to the image's own name. */
export const OG_IMAGE_SUFFIX = '.png';

/** The image file behind a catalogue image URL ('/api/images/goa-beach.svg' → 'goa-beach.svg'), or null for any other URL. */
export function imageFileOfUrl(url: string): string | null {
  const prefix = catalogueCalls.image.path.replace(':file', '');
  if (!url.startsWith(prefix)) return null;
  const file = url.slice(prefix.length);
  return file.length > 0 && !file.includes('/') && !file.includes('?') ? file : null;
}

import { catalogueCalls, targetsFor } from '@agency/contracts';

/** The storefront's routes, written once (the spec's spelling and case, spaces included). */
export const paths = {
  home: '/',
  /** The region overview ('MAP OF REGION'). */
  destination: '/Destination',
  deals: '/packages',
  /** Package detail from navigation state: kept for old links; cards link to packageDetailPath. */
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

/** A continent or country page from its route segment ('Middleeast' → '/Middleeast'). */
export function regionPath(route: string): string {
  return `/${route}`;
}

/** Package detail loaded by id: the canonical, shareable address every card links to. */
export function packageDetailPath(id: number): string {
  return `/package-detail/${id}`;
}

/** A country's 'View All': the deals list pre-filtered by the lower-cased country name. */
export function countryDealsPath(country: string): string {
  return `${paths.deals}/?${new URLSearchParams({ country: country.toLowerCase() }).toString()}`;
}

/** Country pages live at the country's name without spaces: 'South Africa' → '/SouthAfrica'. */
export function countryPath(country: string): string {
  return `/${country.replace(/\s+/g, '')}`;
}

/**
 * The deals list pre-filtered by a holiday type. The desktop dropdown uses the spec's
 * `/packages/?holidayType=` form (with a full page load), the mobile menu `/packages?holidayType=`.
 */
export function holidayTypeDealsPath(type: string, form: 'desktop' | 'mobile'): string {
  const base = form === 'desktop' ? `${paths.deals}/` : paths.deals;
  return `${base}?${new URLSearchParams({ holidayType: type }).toString()}`;
}

const catalogue = targetsFor(catalogueCalls);

/** Generated poster artwork served by the catalogue (see DESIGN.md: no remote images), at its contract's URL. */
export function imageUrl(name: string): string {
  return catalogue.image({ file: `${name}.svg` }).url;
}

/**
 * The home page's 'Top Trending Destination' grid (the spec's home page): nine cards with the routes
 * the spec gives them, spelling and case included. The country pages match paths without
 * regard to case or spaces, so '/TURKEY' and '/SRI LANKA' reach Turkey and Sri Lanka.
 */
export interface TrendingDestination {
  name: string;
  /** Generated poster artwork of the country. */
  artwork: string;
}

export const TRENDING_DESTINATIONS: readonly TrendingDestination[] = [
  { name: 'Thailand', artwork: 'country-thailand' },
  { name: 'Dubai', artwork: 'country-dubai' },
  { name: 'Vietnam', artwork: 'country-vietnam' },
  { name: 'Abu Dhabi', artwork: 'country-abu-dhabi' },
  { name: 'Maldives', artwork: 'country-maldives' },
  { name: 'Malaysia', artwork: 'country-malaysia' },
  { name: 'Singapore', artwork: 'country-singapore' },
  { name: 'Turkey', artwork: 'country-turkey' },
  { name: 'Sri Lanka', artwork: 'country-sri-lanka' },
];

const TRENDING_PATHS: Readonly<Record<string, string>> = {
  Thailand: '/Thailand',
  Dubai: '/Dubai',
  Vietnam: '/Vietnam',
  'Abu Dhabi': '/AbuDhabi',
  Maldives: '/Maldives',
  Malaysia: '/Malaysia',
  Singapore: '/Singapore',
  Turkey: '/TURKEY',
  'Sri Lanka': '/SRI LANKA',
};

/** Where a trending card leads; null for a name with no page (the card then only logs). */
export function trendingDestinationPath(name: string): string | null {
  return Object.hasOwn(TRENDING_PATHS, name) ? TRENDING_PATHS[name] : null;
}

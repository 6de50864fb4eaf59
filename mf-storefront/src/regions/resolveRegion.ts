/**
 * Which continent or country page a path names. Country pages live at the country's name
 * without spaces, and the home page's trending cards link to '/TURKEY' and '/SRI LANKA'
 * (spec §2.3, §2.4), so a path matches a page whatever its case and spaces.
 */
import type { Regions } from '../api';

export type RegionContinent = Regions['continents'][number];
export type RegionCountry = Regions['countries'][number];

export type RegionMatch = { kind: 'continent'; continent: RegionContinent } | { kind: 'country'; country: RegionCountry };

/** 'SRI LANKA', 'Sri Lanka' and 'SriLanka' all give 'srilanka'. */
export function routeKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** The one segment of a path like '/SRI%20LANKA' (decoded), or null for '/' and deeper paths. */
export function singleSegment(pathname: string): string | null {
  const segments = pathname.split('/').filter((part) => part.length > 0);
  if (segments.length !== 1) return null;
  try {
    return decodeURIComponent(segments[0]);
  } catch {
    return null;
  }
}

export function resolveRegion(segment: string, regions: Regions): RegionMatch | null {
  const key = routeKey(segment);
  if (!key) return null;
  const continent = regions.continents.find((entry) => routeKey(entry.route) === key);
  if (continent) return { kind: 'continent', continent };
  const country = regions.countries.find((entry) => routeKey(entry.route) === key || routeKey(entry.name) === key);
  return country ? { kind: 'country', country } : null;
}

/** A continent's countries in its menu order, then the other country pages of that continent. */
export function countriesOf(continent: RegionContinent, regions: Regions): { featured: RegionCountry[]; more: RegionCountry[] } {
  const byRoute = new Map(regions.countries.map((country) => [routeKey(country.route), country]));
  const featured = continent.countries.map((route) => byRoute.get(routeKey(route))).filter((country): country is RegionCountry => country !== undefined);
  const more = regions.countries.filter((country) => country.continent === continent.name && !featured.includes(country));
  return { featured, more };
}

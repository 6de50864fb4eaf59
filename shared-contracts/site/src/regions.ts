/**
 * Which continent or country page a path names, and what of the regions that page shows.
 * Country pages live at the country's name without spaces, and the home page's trending cards
 * link to '/TURKEY' and '/SRI LANKA' (as the spec's home page and region pages write them), so a path matches a page whatever its
 * case and spaces. The catalogue answers a region page's call with `regionPageOf` (one page's
 * texts, not every region's: a country page's HTML carried 15 kB brotli of other pages' texts),
 * and the storefront resolves the same path against that answer.
 */
import type { RegionContinent, RegionCountry, RegionsResponse } from '@agency/contracts';

export type RegionMatch = { kind: 'continent'; continent: RegionContinent } | { kind: 'country'; country: RegionCountry };

/** 'SRI LANKA', 'Sri Lanka' and 'SriLanka' all give 'srilanka'. */
export function routeKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export function resolveRegion(segment: string, regions: RegionsResponse): RegionMatch | null {
  const key = routeKey(segment);
  if (!key) return null;
  const continent = regions.continents.find((entry) => routeKey(entry.route) === key);
  if (continent) return { kind: 'continent', continent };
  const country = regions.countries.find((entry) => routeKey(entry.route) === key || routeKey(entry.name) === key);
  return country ? { kind: 'country', country } : null;
}

/**
 * The regions a page shows, in the shape of the whole list: a continent page its continent
 * and that continent's countries (its cards); a country page its country and its continent
 * (the breadcrumb). Null when the segment names no page.
 */
export function regionPageOf(segment: string, regions: RegionsResponse): RegionsResponse | null {
  const match = resolveRegion(segment, regions);
  if (!match) return null;
  if (match.kind === 'continent') {
    return { continents: [match.continent], countries: regions.countries.filter((country) => country.continent === match.continent.name) };
  }
  return { continents: regions.continents.filter((continent) => continent.name === match.country.continent), countries: [match.country] };
}

/**
 * Which continent or country page a path names: the path's one segment, resolved against a
 * region page's answer (GET /api/regions/:segment) by the same rule the catalogue used to
 * pick it (`resolveRegion` in @agency/contracts: whatever its case and spaces).
 */
import type { RegionContinent, RegionCountry } from '@agency/contracts';
import { resolveRegion, routeKey } from '@agency/site';
import type { Regions } from '../api';

export { type RegionContinent, type RegionCountry, resolveRegion };

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

/** A continent's countries in its menu order, then the other country pages of that continent. */
export function countriesOf(continent: RegionContinent, regions: Regions): { featured: RegionCountry[]; more: RegionCountry[] } {
  const byRoute = new Map(regions.countries.map((country) => [routeKey(country.route), country]));
  const featured = continent.countries
    .map((route) => byRoute.get(routeKey(route)))
    .filter((country): country is RegionCountry => country !== undefined);
  const more = regions.countries.filter((country) => country.continent === continent.name && !featured.includes(country));
  return { featured, more };
}

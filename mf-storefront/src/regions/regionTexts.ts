/** The region pages' own calm texts (the spec gives none for these states). */
export const REGIONS_LOAD_ERROR = 'We could not load our destinations just now. Please try again in a moment.';
export const REGIONS_LOADING = 'Loading destinations...';

/** A country page's deal row with nothing to show (none, or the call failed: the spec keeps that silent). */
export function noCountryDeals(country: string): string {
  return `No deals for ${country} on offer right now.`;
}

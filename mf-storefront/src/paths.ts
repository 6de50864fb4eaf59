import { catalogueCalls, targetsFor } from '@agency/contracts';

/*
 * The storefront's routes are written once in the contracts (`@agency/contracts` publicUrls:
 * the sitemap and server rendering build the same URLs); this module keeps the names the
 * storefront's screens import.
 */
export { countryDealsPath, countryPath, holidayTypeDealsPath, packageDetailPath, regionPath, storefrontPaths as paths } from '@agency/site';

const catalogue = targetsFor(catalogueCalls);

/** Generated poster artwork served by the catalogue (see DESIGN.md: no remote images), at its contract's URL. */
export function imageUrl(name: string): string {
  return catalogue.image({ file: `${name}.svg` }).url;
}

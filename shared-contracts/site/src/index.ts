/**
 * @agency/site: the site's own facts, written once for the remotes, the shell, the gateway and
 * the services: brand, contact details and logo (site.ts), the public pages' addresses
 * (publicUrls.ts), and how a region segment of an address names a continent or a country
 * (regions.ts). `@agency/site/facts` is site.ts alone, for bundles that need no more (the
 * shell's document and frame).
 */

export * from './publicUrls';
export * from './regions';
export * from './site';

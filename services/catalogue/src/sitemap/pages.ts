/**
 * Every public page the sitemap lists, as site paths (the formats are the contracts'
 * publicUrls): the fixed pages, each continent and country page the catalogue has, the
 * holiday-type and deal-collection screens, and each package's canonical page with the time
 * it last changed. Staff pages and the checkout steps are not pages to find.
 */

import {
  countryPath,
  holidayPagePaths,
  LEGAL_PATHS,
  packageDetailPath,
  storefrontPaths as pages,
  regionPath,
  retreatPaths,
} from '@agency/site';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { loadGeography } from '../queries/geography';

export interface SitemapPage {
  path: string;
  /** Milliseconds since the epoch: when the page's content last changed, where the catalogue knows it. */
  lastModified?: number;
}

export async function sitemapPages(db: Knex): Promise<SitemapPage[]> {
  const [geography, packages] = await Promise.all([
    loadGeography(db),
    db(T.packages).where('published', true).select('id', 'updated_at').orderBy('id') as Promise<
      { id: number; updated_at: number | string }[]
    >,
  ]);
  const fixed = [
    pages.home,
    pages.destination,
    ...geography.continents.map((continent) => regionPath(continent.route)),
    ...geography.countries.map((country) => countryPath(country.name)),
    pages.holidays,
    pages.exclusive,
    ...holidayPagePaths(),
    pages.deals,
    retreatPaths.retreat,
    pages.aboutUs,
    pages.contact,
    ...LEGAL_PATHS,
  ];
  return [
    ...fixed.map((path) => ({ path })),
    // MySQL's BIGINT comes back as a string.
    ...packages.map((row) => ({ path: packageDetailPath(Number(row.id)), lastModified: Number(row.updated_at) })),
  ];
}

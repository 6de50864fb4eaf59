/**
 * Holidays like a package that is not available (storefront 404 of /package-detail/{id}):
 * what the package was about comes from its rows when it is a draft, or from what its
 * deletion kept (retired_packages); the offer is published packages of the same country,
 * then of the same holiday type, else the newest when nothing is known of it.
 */

import { type HolidayType, SIMILAR_PACKAGES_LIMIT, type SimilarPackagesResponse } from '@agency/contracts';
import type { Knex } from 'knex';
import { RETIRED_TABLES, type RetiredPackageRow } from '../db/retired-schema';
import { TABLES as T } from '../db/rows';
import type { PackageFilters } from './package-filters';
import { loadPackageCards } from './package-loader';
import { selectPackageIds } from './package-page';

export interface PackageTopics {
  countries: string[];
  holidayTypes: HolidayType[];
}

/** The countries and holiday types of a package that has rows; null when it has none. */
export async function topicsOfPackage(db: Knex, id: number): Promise<PackageTopics | null> {
  const exists = await db(T.packages).where({ id }).first('id');
  if (!exists) return null;
  const [countries, types] = await Promise.all([
    db(T.packageCountries)
      .join(T.countries, `${T.countries}.id`, `${T.packageCountries}.country_id`)
      .where(`${T.packageCountries}.package_id`, id)
      .select(`${T.countries}.name`),
    db(T.packageHolidayTypes)
      .join(T.holidayTypes, `${T.holidayTypes}.id`, `${T.packageHolidayTypes}.holiday_type_id`)
      .where(`${T.packageHolidayTypes}.package_id`, id)
      .select(`${T.holidayTypes}.key`),
  ]);
  return { countries: countries.map((row: { name: string }) => row.name), holidayTypes: types.map((row: { key: HolidayType }) => row.key) };
}

/** Keeps what package `id` was about, in the transaction that deletes its rows (call it first). */
export async function retirePackage(trx: Knex.Transaction, id: number): Promise<void> {
  const topics = await topicsOfPackage(trx, id);
  if (!topics) return;
  await trx(RETIRED_TABLES.retiredPackages).where({ package_id: id }).delete();
  const row: RetiredPackageRow = {
    package_id: id,
    countries: JSON.stringify(topics.countries),
    holiday_types: JSON.stringify(topics.holidayTypes),
    retired_at: Date.now(),
  };
  await trx(RETIRED_TABLES.retiredPackages).insert(row);
}

async function topicsOfRetired(db: Knex, id: number): Promise<PackageTopics | null> {
  const row: RetiredPackageRow | undefined = await db(RETIRED_TABLES.retiredPackages).where({ package_id: id }).first();
  return row ? { countries: JSON.parse(row.countries) as string[], holidayTypes: JSON.parse(row.holiday_types) as HolidayType[] } : null;
}

export async function similarPackages(db: Knex, id: number): Promise<SimilarPackagesResponse> {
  const topics = (await topicsOfPackage(db, id)) ?? (await topicsOfRetired(db, id));
  const newest = { by: 'newest' } as const;
  const slice = { limit: SIMILAR_PACKAGES_LIMIT + 1, offset: 0 };
  const chosen: number[] = [];
  const add = (ids: number[]) => {
    for (const found of ids) if (found !== id && !chosen.includes(found) && chosen.length < SIMILAR_PACKAGES_LIMIT) chosen.push(found);
  };
  const published = (filters: PackageFilters) => selectPackageIds(db, { ...filters, publishedOnly: true }, newest, slice);
  if (topics?.countries.length) add(await published({ countries: topics.countries }));
  if (topics?.holidayTypes.length && chosen.length < SIMILAR_PACKAGES_LIMIT) add(await published({ holidayTypes: topics.holidayTypes }));
  if (chosen.length > 0) return { data: await loadPackageCards(db, chosen), basedOn: 'package' };
  add(await published({}));
  return { data: await loadPackageCards(db, chosen), basedOn: 'catalogue' };
}

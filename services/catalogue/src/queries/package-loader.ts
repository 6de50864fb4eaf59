/**
 * Loads the packages of a page: one query per table for all the page's ids (`whereIn`),
 * never one query per package, then assembles them in the order of `ids`. Summaries (the
 * package list) need five tables, cards (the deal calls) four; the full package adds the
 * hotels, destinations, services, texts and dated prices.
 */

import type { Package, PackageCard, PackageSummary } from '@agency/contracts';
import type { Knex } from 'knex';
import {
  type PackageDeparturePriceRow,
  type PackageImageRow,
  type PackagePricingRow,
  type PackageRow,
  type PackageTextRow,
  TABLES as T,
} from '../db/rows';
import {
  type CardRows,
  type DetailRows,
  type HotelStop,
  type NamedLink,
  type PackageCityLink,
  type SummaryRow,
  shapeCard,
  shapeDetail,
  shapeSummary,
} from './package-shape';

/** Rows of a table for the page's packages, grouped by package id, in `order`. */
async function byPackage<R extends { package_id: number }>(
  query: Knex.QueryBuilder,
  ids: readonly number[],
  column: string,
  order: string[],
) {
  const rows: R[] = await query.whereIn(column, ids as number[]).orderBy(order.map((c) => ({ column: c })));
  const grouped = new Map<number, R[]>();
  for (const row of rows) {
    const key = Number(row.package_id);
    const list = grouped.get(key);
    if (list) list.push(row);
    else grouped.set(key, [row]);
  }
  return (id: number): R[] => grouped.get(id) ?? [];
}

/** A join table read with the referenced row's name: (package_id, name) in position order. */
function namedLinks(db: Knex, joinTable: string, refColumn: string, refTable: string, nameColumn: string): Knex.QueryBuilder {
  return db(joinTable)
    .join(refTable, `${refTable}.id`, `${joinTable}.${refColumn}`)
    .select(`${joinTable}.package_id`, `${refTable}.${nameColumn} as name`, `${joinTable}.position`);
}

/** A package's links to a reference table, read with the referenced names, in position order. */
function linksByPackage(db: Knex, ids: readonly number[], joinTable: string, refColumn: string, refTable: string, nameColumn: string) {
  return byPackage<NamedLink>(namedLinks(db, joinTable, refColumn, refTable, nameColumn), ids, `${joinTable}.package_id`, [
    `${joinTable}.package_id`,
    `${joinTable}.position`,
  ]);
}

const pricingByPackage = (db: Knex, ids: readonly number[]) =>
  byPackage<PackagePricingRow>(db(T.packagePricing).select('*'), ids, 'package_id', ['package_id', 'position']);

/** The itinerary's hotels with their cities' names (for cityNight and the destinations). */
function hotelsByPackage(db: Knex, ids: readonly number[]) {
  return byPackage<HotelStop>(
    db(T.packageHotels)
      .join(T.cities, `${T.cities}.id`, `${T.packageHotels}.city_id`)
      .select(
        `${T.packageHotels}.package_id`,
        `${T.packageHotels}.position`,
        `${T.packageHotels}.name`,
        `${T.packageHotels}.star`,
        `${T.packageHotels}.nights`,
        `${T.packageHotels}.city_id`,
        `${T.cities}.name as city_name`,
      ),
    ids,
    `${T.packageHotels}.package_id`,
    [`${T.packageHotels}.package_id`, `${T.packageHotels}.position`],
  );
}

async function loadCardRows(db: Knex, ids: readonly number[]) {
  const [packages, pricing, images, holidayTypes] = await Promise.all([
    db<PackageRow>(T.packages)
      .select('*')
      .whereIn('id', ids as number[]) as Promise<PackageRow[]>,
    pricingByPackage(db, ids),
    byPackage<PackageImageRow>(db(T.packageImages).select('*'), ids, 'package_id', ['package_id', 'kind', 'position']),
    linksByPackage(db, ids, T.packageHolidayTypes, 'holiday_type_id', T.holidayTypes, 'key'),
  ]);
  const rowsById = new Map(packages.map((row) => [Number(row.id), row]));
  return { rowsById, pricing, images, holidayTypes };
}

/** Package summaries (the list's cards), in the order of `ids` (ids with no package are skipped). */
export async function loadPackageSummaries(db: Knex, ids: readonly number[]): Promise<PackageSummary[]> {
  if (ids.length === 0) return [];
  const [packages, pricing, images, hotels, inclusions] = await Promise.all([
    db(T.packages)
      .select('id', 'package_name', 'description_paragraph', 'duration', 'value_offer_price')
      .whereIn('id', ids as number[]) as Promise<SummaryRow[]>,
    pricingByPackage(db, ids),
    byPackage<PackageImageRow>(db(T.packageImages).select('*').where('kind', 'gallery'), ids, 'package_id', ['package_id', 'position']),
    hotelsByPackage(db, ids),
    linksByPackage(db, ids, T.packageInclusions, 'inclusion_id', T.inclusions, 'service'),
  ]);
  const rowsById = new Map(packages.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = rowsById.get(id);
    return row ? [shapeSummary({ row, pricing: pricing(id), images: images(id), hotels: hotels(id), inclusions: inclusions(id) })] : [];
  });
}

function cardRowsOf(loaded: Awaited<ReturnType<typeof loadCardRows>>, id: number): CardRows | undefined {
  const row = loaded.rowsById.get(id);
  if (!row) return undefined;
  return { row, pricing: loaded.pricing(id), images: loaded.images(id), holidayTypes: loaded.holidayTypes(id) };
}

/** Deal cards, in the order of `ids` (ids with no package are skipped). */
export async function loadPackageCards(db: Knex, ids: readonly number[]): Promise<PackageCard[]> {
  if (ids.length === 0) return [];
  const loaded = await loadCardRows(db, ids);
  return ids.flatMap((id) => {
    const rows = cardRowsOf(loaded, id);
    return rows ? [shapeCard(rows)] : [];
  });
}

/** Whole packages, in the order of `ids` (ids with no package are skipped). */
export async function loadPackages(db: Knex, ids: readonly number[]): Promise<Package[]> {
  if (ids.length === 0) return [];
  const [loaded, hotels, continents, countries, cities, inclusions, exclusions, texts, departures] = await Promise.all([
    loadCardRows(db, ids),
    hotelsByPackage(db, ids),
    db(T.packages)
      .join(T.continents, `${T.continents}.id`, `${T.packages}.continent_id`)
      .whereIn(`${T.packages}.id`, ids as number[])
      .select(`${T.packages}.id`, `${T.continents}.name`) as Promise<{ id: number; name: string }[]>,
    byPackage<NamedLink>(
      namedLinks(db, T.packageCountries, 'country_id', T.countries, 'name').select(`${T.countries}.id as ref_id`),
      ids,
      `${T.packageCountries}.package_id`,
      [`${T.packageCountries}.package_id`, `${T.packageCountries}.position`],
    ),
    byPackage<PackageCityLink>(
      namedLinks(db, T.packageCities, 'city_id', T.cities, 'name').select(`${T.cities}.id as ref_id`, `${T.cities}.country_id`),
      ids,
      `${T.packageCities}.package_id`,
      [`${T.packageCities}.package_id`, `${T.packageCities}.position`],
    ),
    linksByPackage(db, ids, T.packageInclusions, 'inclusion_id', T.inclusions, 'service'),
    linksByPackage(db, ids, T.packageExclusions, 'exclusion_id', T.exclusions, 'service'),
    byPackage<PackageTextRow>(db(T.packageTexts).select('*'), ids, 'package_id', ['package_id', 'kind', 'position']),
    byPackage<PackageDeparturePriceRow>(db(T.packageDeparturePrices).select('*'), ids, 'package_id', ['package_id', 'year', 'position']),
  ]);
  const continentOf = new Map(continents.map((c) => [Number(c.id), c.name]));
  return ids.flatMap((id) => {
    const card = cardRowsOf(loaded, id);
    if (!card) return [];
    const detail: DetailRows = {
      ...card,
      hotels: hotels(id),
      continent: continentOf.get(id) ?? '',
      countries: countries(id),
      cities: cities(id),
      inclusions: inclusions(id),
      exclusions: exclusions(id),
      texts: texts(id),
      departures: departures(id),
    };
    return [shapeDetail(detail)];
  });
}

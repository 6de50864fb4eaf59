/**
 * The `package_facets` aggregate (see ../db/scale-schema.ts): how many published packages
 * each filter value has. Rebuilt in one transaction from the join tables' indexes after
 * every write that can change it (a package created, saved, deleted, published or
 * unpublished: see ../routes.ts), by the migration that made it and after a bulk insert
 * (../seed/catalogue.ts). Rows written any other way need `refreshFacets` afterwards. Reads are a handful of rows whatever the catalogue's size. Besides one
 * row per value, the facets a list may ask two values of keep one row per pair of values
 * some package has both of, so "either of two" and "both of two" are counted too.
 */
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

export const FACET_TABLE = 'package_facets';

export type Facet = 'all' | 'continent' | 'country' | 'city' | 'holiday_type' | 'inclusion' | 'exclusion' | 'duration';
/** Facets a list can ask for two values of: how many published packages have both (any-of totals subtract it). */
export type PairedFacet = 'country' | 'holiday_type' | 'inclusion' | 'exclusion';

/** One number for a pair of ids (smaller first); reference tables stay far below 65,536 rows. */
export const PAIR_BASE = 65_536;
export const pairId = (a: number, b: number) => Math.min(a, b) * PAIR_BASE + Math.max(a, b);
export const pairFacet = (facet: PairedFacet) => `${facet}_pair`;

/** The join tables behind the facets that a package has several of. */
const LINKED_FACETS: readonly [Facet, string, string][] = [
  ['country', T.packageCountries, 'country_id'],
  ['city', T.packageCities, 'city_id'],
  ['holiday_type', T.packageHolidayTypes, 'holiday_type_id'],
  ['inclusion', T.packageInclusions, 'inclusion_id'],
  ['exclusion', T.packageExclusions, 'exclusion_id'],
];

export async function refreshFacets(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    await trx(FACET_TABLE).delete();
    const into = `INSERT INTO ${FACET_TABLE} (facet, value_id, packages)`;
    const published = `${T.packages}.published = ?`;
    await trx.raw(`${into} SELECT 'all', 0, COUNT(*) FROM ${T.packages} WHERE ${published}`, [true]);
    await trx.raw(`${into} SELECT 'continent', continent_id, COUNT(*) FROM ${T.packages} WHERE ${published} GROUP BY continent_id`, [true]);
    await trx.raw(`${into} SELECT 'duration', duration, COUNT(*) FROM ${T.packages} WHERE ${published} GROUP BY duration`, [true]);
    for (const [facet, table, column] of LINKED_FACETS) {
      await trx.raw(
        `${into} SELECT ?, ${table}.${column}, COUNT(*) FROM ${table} JOIN ${T.packages} ON ${T.packages}.id = ${table}.package_id WHERE ${published} GROUP BY ${table}.${column}`,
        [facet, true],
      );
      if (facet === 'city') continue;
      await trx.raw(
        `${into} SELECT ?, a.${column} * ${PAIR_BASE} + b.${column}, COUNT(*) FROM ${table} a JOIN ${table} b ON b.package_id = a.package_id AND b.${column} > a.${column} ` +
          `JOIN ${T.packages} ON ${T.packages}.id = a.package_id WHERE ${published} GROUP BY a.${column}, b.${column}`,
        [pairFacet(facet as PairedFacet), true],
      );
    }
  });
}

/** How many published packages have this value (0 when none has). */
export async function facetCount(db: Knex, facet: Facet | `${PairedFacet}_pair`, valueId: number): Promise<number> {
  const row: { packages: number | string } | undefined = await db(FACET_TABLE).where({ facet, value_id: valueId }).first('packages');
  return Number(row?.packages ?? 0);
}

/** The rows of `refTable` that some published package has, read through the aggregate. */
export function inUse(db: Knex, refTable: string, facet: Facet): Knex.QueryBuilder {
  return db(refTable)
    .join(FACET_TABLE, function joinFacet() {
      this.on(`${FACET_TABLE}.value_id`, '=', `${refTable}.id`).andOn(`${FACET_TABLE}.facet`, '=', db.raw('?', [facet]));
    })
    .where(`${FACET_TABLE}.packages`, '>', 0);
}

/** The durations some published package has, ascending. */
export async function durationsInUse(db: Knex): Promise<number[]> {
  const rows: { value_id: number }[] = await db(FACET_TABLE)
    .where({ facet: 'duration' })
    .where('packages', '>', 0)
    .orderBy('value_id')
    .select('value_id');
  return rows.map((row) => Number(row.value_id));
}

/** Whether the aggregate was ever built (it always holds the 'all' row once it was). */
export async function facetsBuilt(db: Knex): Promise<boolean> {
  return (await db(FACET_TABLE).where({ facet: 'all', value_id: 0 }).first('packages')) !== undefined;
}

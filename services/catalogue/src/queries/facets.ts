/**
 * The `package_facets` aggregate (see ../db/scale-schema.ts): how many published packages
 * each filter value has. Every write of a package changes it by that package's difference
 * inside its own transaction (`facetKeysOf` before and after, `applyFacetChange`: a few
 * dozen rows, whatever the catalogue's size; see ../writes/derived-rows.ts). It is rebuilt
 * whole (`refreshFacets`) only by the migrations and after a bulk insert
 * (../seed/catalogue.ts); rows written any other way need `refreshFacets` afterwards. Reads
 * are a handful of rows whatever the catalogue's size. Besides one row per value, the
 * facets a list may ask two values of keep one row per pair of values some package has
 * both of, so "either of two" and "both of two" are counted too; and one row per card price
 * some package has, so a price range is counted by summing at most one row per distinct
 * price.
 */
import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

export const FACET_TABLE = 'package_facets';

export type Facet = 'all' | 'continent' | 'country' | 'city' | 'holiday_type' | 'inclusion' | 'exclusion' | 'duration' | 'price';
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
    await trx.raw(`${into} SELECT 'price', price, COUNT(*) FROM ${T.packages} WHERE ${published} GROUP BY price`, [true]);
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

/** The columns of `packages` a package counts for, read as (facet, value) rows with its join tables' rows. */
const OWN_FACETS: readonly [string, string][] = [
  ['published', 'published'],
  ['continent', 'continent_id'],
  ['duration', 'duration'],
  ['price', 'price'],
];

/** What one package adds to the aggregate, as 'facet value' keys: nothing when it is a draft or gone. */
export async function facetKeysOf(db: Knex, id: number): Promise<string[]> {
  // The package's own columns and every join table's rows in one statement: a write runs
  // this twice, and on MySQL each statement is a round trip.
  const branches = [
    ...OWN_FACETS.map(([facet, column]) =>
      db(T.packages)
        .select(db.raw('? as facet', [facet]), `${column} as value`)
        .where({ id }),
    ),
    ...LINKED_FACETS.map(([facet, table, column]) =>
      db(table)
        .select(db.raw('? as facet', [facet]), `${column} as value`)
        .where({ package_id: id }),
    ),
  ];
  const rows: { facet: string; value: number | string }[] = await branches[0].clone().unionAll(branches.slice(1), false);
  const own = new Map(rows.filter((r) => OWN_FACETS.some(([facet]) => facet === r.facet)).map((r) => [r.facet, Number(r.value)]));
  if (!own.get('published')) return [];
  const keys = ['all 0', `continent ${own.get('continent')}`, `duration ${own.get('duration')}`, `price ${own.get('price')}`];
  for (const [facet] of LINKED_FACETS) {
    const ids = [...new Set(rows.filter((r) => r.facet === facet).map((r) => Number(r.value)))].sort((a, b) => a - b);
    for (const value of ids) keys.push(`${facet} ${value}`);
    if (facet === 'city') continue;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) keys.push(`${pairFacet(facet as PairedFacet)} ${pairId(ids[i], ids[j])}`);
  }
  return keys;
}

/**
 * Moves the aggregate from one package's `before` keys to its `after` keys, in one upsert:
 * a key gained is inserted as 1 (or adds 1), a key lost as 0 (it always exists: it subtracts 1).
 */
export async function applyFacetChange(db: Knex, before: readonly string[], after: readonly string[]): Promise<void> {
  const had = new Set(before);
  const has = new Set(after);
  const rows = [
    ...[...has].filter((key) => !had.has(key)).map((key) => [key, 1] as const),
    ...[...had].filter((key) => !has.has(key)).map((key) => [key, 0] as const),
  ].map(([key, gained]) => {
    const [facet, value] = key.split(' ');
    return { facet, value_id: Number(value), packages: gained };
  });
  if (rows.length === 0) return;
  const inserted = kindOf(db) === 'mysql' ? 'VALUES(packages)' : 'excluded.packages';
  await db(FACET_TABLE)
    .insert(rows)
    .onConflict(['facet', 'value_id'])
    .merge({ packages: db.raw(`?? + CASE WHEN ${inserted} = 1 THEN 1 ELSE -1 END`, [`${FACET_TABLE}.packages`]) });
}

/** How many published packages have a card price from `min` to `max` (either may be open). */
export async function priceRangeCount(db: Knex, min: number | undefined, max: number | undefined): Promise<number> {
  const query = db(FACET_TABLE).where({ facet: 'price' }).sum({ packages: 'packages' });
  if (min !== undefined) query.where('value_id', '>=', min);
  if (max !== undefined) query.where('value_id', '<=', max);
  const [row] = (await query) as { packages: number | string | null }[];
  return Number(row?.packages ?? 0);
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

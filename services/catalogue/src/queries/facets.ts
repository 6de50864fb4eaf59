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

/** What one package adds to the aggregate, as 'facet value' keys: nothing when it is a draft or gone. */
export async function facetKeysOf(db: Knex, id: number): Promise<string[]> {
  const row: { published: number | boolean; continent_id: number; duration: number; price: number } | undefined = await db(T.packages)
    .where({ id })
    .first('published', 'continent_id', 'duration', 'price');
  if (!row || !Number(row.published)) return [];
  const keys = ['all 0', `continent ${row.continent_id}`, `duration ${row.duration}`, `price ${row.price}`];
  // Every join table's rows of the package in one statement (a write runs this twice).
  const links = LINKED_FACETS.map(([facet, table, column]) =>
    db(table)
      .select(db.raw('? as facet', [facet]), `${column} as value`)
      .where({ package_id: id }),
  );
  const rows: { facet: Facet; value: number }[] = await links[0].clone().unionAll(links.slice(1), false);
  for (const [facet] of LINKED_FACETS) {
    const ids = [...new Set(rows.filter((r) => r.facet === facet).map((r) => Number(r.value)))].sort((a, b) => a - b);
    for (const value of ids) keys.push(`${facet} ${value}`);
    if (facet === 'city') continue;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) keys.push(`${pairFacet(facet as PairedFacet)} ${pairId(ids[i], ids[j])}`);
  }
  return keys;
}

/** Moves the aggregate from one package's `before` keys to its `after` keys (one upsert per direction). */
export async function applyFacetChange(db: Knex, before: readonly string[], after: readonly string[]): Promise<void> {
  const had = new Set(before);
  const has = new Set(after);
  const rowsOf = (keys: string[], delta: number) =>
    keys.map((key) => {
      const [facet, value] = key.split(' ');
      return { facet, value_id: Number(value), packages: Math.max(delta, 0) };
    });
  for (const [keys, delta] of [
    [[...has].filter((key) => !had.has(key)), 1],
    [[...had].filter((key) => !has.has(key)), -1],
  ] as const) {
    if (keys.length === 0) continue;
    await db(FACET_TABLE)
      .insert(rowsOf(keys, delta))
      .onConflict(['facet', 'value_id'])
      .merge({ packages: db.raw(`?? + ${delta}`, [`${FACET_TABLE}.packages`]) });
  }
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

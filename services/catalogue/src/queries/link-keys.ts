/**
 * The package's own sort and filter keys copied into its rows of each join table
 * (migration 009, ../db/scale-keys-schema.ts), so a list filtered on a country, city,
 * holiday type, inclusion or exclusion is read from that join table's index already in the
 * page's order: it stops after `limit` rows instead of collecting every match and sorting.
 * The copies are written by the same transaction that changes the package (../writes),
 * after a bulk insert (../seed/catalogue.ts) and by the migration; rows written any other
 * way need `copyKeysToLinks` afterwards.
 */
import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

/** Join tables (package ↔ reference row) and their reference column. */
export const LINK_TABLES = [
  { table: T.packageCountries, column: 'country_id' },
  { table: T.packageCities, column: 'city_id' },
  { table: T.packageHolidayTypes, column: 'holiday_type_id' },
  { table: T.packageInclusions, column: 'inclusion_id' },
  { table: T.packageExclusions, column: 'exclusion_id' },
] as const;

/** Columns of `packages` each join-table row carries a copy of (same names). */
export const LINK_KEY_COLUMNS = ['published', 'created_at', 'price', 'duration', 'continent_id'] as const;

/** Copies the keys of packages `ids` (every package when omitted) into their join-table rows. */
export async function copyKeysToLinks(db: Knex, ids?: readonly number[]): Promise<void> {
  if (ids?.length === 1 && kindOf(db) === 'mysql') {
    // One statement for every join table (each a round trip on MySQL): the package's rows of
    // each, joined side by side; MySQL updates each row once however often the join repeats it.
    const joins = LINK_TABLES.map(({ table }, i) => ` LEFT JOIN ${table} l${i} ON l${i}.package_id = p.id`).join('');
    const set = LINK_TABLES.flatMap((_, i) => LINK_KEY_COLUMNS.map((c) => `l${i}.${c} = p.${c}`)).join(', ');
    await db.raw(`UPDATE ${T.packages} p${joins} SET ${set} WHERE p.id = ?`, [ids[0]]);
    return;
  }
  if (ids?.length === 1) {
    const row = await db(T.packages)
      .where({ id: ids[0] })
      .first(...LINK_KEY_COLUMNS);
    if (!row) return;
    for (const { table } of LINK_TABLES) await db(table).where({ package_id: ids[0] }).update(row);
    return;
  }
  const only = ids ? ` AND p.id IN (${ids.map(() => '?').join(', ')})` : '';
  const bindings = ids ? [...ids] : [];
  for (const { table } of LINK_TABLES) {
    const set = LINK_KEY_COLUMNS.map((c) => `${c} = p.${c}`).join(', ');
    const setJoined = LINK_KEY_COLUMNS.map((c) => `l.${c} = p.${c}`).join(', ');
    if (kindOf(db) === 'mysql')
      await db.raw(`UPDATE ${table} l JOIN ${T.packages} p ON p.id = l.package_id SET ${setJoined} WHERE 1 = 1${only}`, bindings);
    else await db.raw(`UPDATE ${table} SET ${set} FROM ${T.packages} p WHERE p.id = ${table}.package_id${only}`, bindings);
  }
}

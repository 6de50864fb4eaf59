/**
 * Each package's searchable text (`package_search`), written by every package save in its
 * transaction, dropped with the package, and rebuilt whole after a bulk insert and by the
 * migration that adds it. Drafts are indexed too: the search's other conditions keep them
 * out of public answers, and publishing needs no index write.
 */

import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';
import { SEARCH_TABLE, SEARCH_WORD_BITS, SEARCH_WORDS } from './search-tables';
import { lockWordBits, rebuildWordBits, setWordBits } from './word-bits';
import { deleteWordRows, insertWordRows, type SearchText, wordRowsOf } from './word-rows';

/** Packages indexed per statement during a rebuild (well under both databases' parameter limits). */
const PACKAGES_PER_BATCH = 500;

type SearchRow = SearchText;

type NameRow = { package_id: number; name: string };

/** The names a join table links each of `ids` to, in the package's order. */
async function linkedNames(db: Knex, joinTable: string, refTable: string, refColumn: string, ids: readonly number[]) {
  const rows: NameRow[] = await db(joinTable)
    .join(refTable, `${refTable}.id`, `${joinTable}.${refColumn}`)
    .whereIn(`${joinTable}.package_id`, ids)
    .orderBy([`${joinTable}.package_id`, `${joinTable}.position`])
    .select(`${joinTable}.package_id`, `${refTable}.name`);
  const names = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.package_id);
    names.set(id, [...(names.get(id) ?? []), row.name]);
  }
  return names;
}

/** The search rows of the packages `ids` that exist. */
async function searchRowsOf(db: Knex, ids: readonly number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const [packages, countries, cities, holidayTypes] = await Promise.all([
    db(T.packages)
      .join(T.continents, `${T.continents}.id`, `${T.packages}.continent_id`)
      .whereIn(`${T.packages}.id`, ids)
      .select(
        `${T.packages}.id`,
        `${T.packages}.package_name`,
        `${T.packages}.description_title`,
        `${T.packages}.description_paragraph`,
        `${T.continents}.name as continent`,
      ) as Promise<{ id: number; package_name: string; description_title: string; description_paragraph: string; continent: string }[]>,
    linkedNames(db, T.packageCountries, T.countries, 'country_id', ids),
    linkedNames(db, T.packageCities, T.cities, 'city_id', ids),
    linkedNames(db, T.packageHolidayTypes, T.holidayTypes, 'holiday_type_id', ids),
  ]);
  return packages.map((p) => {
    const id = Number(p.id);
    return {
      package_id: id,
      name: p.package_name,
      destinations: [...(countries.get(id) ?? []), ...(cities.get(id) ?? []), p.continent].join(' '),
      description: [p.description_title, p.description_paragraph, ...(holidayTypes.get(id) ?? [])].join(' '),
    };
  });
}

/** Rewrites the search text of package `id` (inside the save's transaction, after its rows are written). */
export function indexPackageText(trx: Knex.Transaction, id: number): Promise<void> {
  return reindexPackagesText(trx, [id]);
}

/** Rewrites the search text of the packages `ids` (a renamed destination is in each one's text). */
export async function reindexPackagesText(trx: Knex.Transaction, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += PACKAGES_PER_BATCH) {
    const batch = ids.slice(start, start + PACKAGES_PER_BATCH);
    await forgetTexts(trx, batch);
    await insertTexts(trx, await searchRowsOf(trx, batch));
  }
}

/** Drops the search text of package `id` (before its row is deleted). */
export function forgetPackageText(trx: Knex.Transaction, id: number): Promise<void> {
  return forgetTexts(trx, [id]);
}

/** Drops the text of the packages `ids`, its words and their bits (found from the text they were indexed with). */
async function forgetTexts(db: Knex, ids: readonly number[]): Promise<void> {
  // The bitmaps' lock before any of the search's rows: a writer waiting for it holds none of them.
  await lockWordBits(db);
  const old: SearchRow[] = await db(SEARCH_TABLE).whereIn('package_id', ids).select('package_id', 'name', 'destinations', 'description');
  const oldWords = old.flatMap((row) => wordRowsOf(row));
  await deleteWordRows(db, oldWords);
  await setWordBits(db, oldWords, false);
  await db(SEARCH_TABLE).whereIn('package_id', ids).delete();
}

/** Writes the texts and their words, and their bits unless the bitmaps are rebuilt whole afterwards. */
async function insertTexts(db: Knex, rows: readonly SearchRow[], withBits = true): Promise<void> {
  if (rows.length === 0) return;
  await db(SEARCH_TABLE).insert(rows);
  const words = rows.flatMap((row) => wordRowsOf(row));
  await insertWordRows(db, words);
  if (withBits) await setWordBits(db, words, true);
}

/** Rebuilds every package's search text (after rows were written without the save path, and at migration). */
export async function rebuildSearchText(db: Knex): Promise<void> {
  // Migration 010 rebuilds the text before 012 adds the words (which then fills them from the
  // text) and 013 their bits (from the words).
  const withWords = await db.schema.hasTable(SEARCH_WORDS);
  const withBits = await db.schema.hasTable(SEARCH_WORD_BITS);
  if (withWords) await db(SEARCH_WORDS).delete();
  await db(SEARCH_TABLE).delete();
  let after = 0;
  for (;;) {
    const ids = (await db(T.packages).where('id', '>', after).orderBy('id').limit(PACKAGES_PER_BATCH).pluck('id')).map(Number);
    if (ids.length === 0) break;
    const rows = await searchRowsOf(db, ids);
    if (withWords) await insertTexts(db, rows, false);
    else if (rows.length > 0) await db(SEARCH_TABLE).insert(rows);
    after = ids[ids.length - 1];
  }
  if (withBits) await rebuildWordBits(db);
}

/** Whether the search index exists yet (a database migrated part of the way has none). */
export function hasSearchIndex(db: Knex): Promise<boolean> {
  return db.schema.hasTable(SEARCH_TABLE);
}

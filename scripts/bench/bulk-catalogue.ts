/**
 * Grows a seeded catalogue to a given size fast, for the scale section: the packages there
 * are copied inside the database (INSERT … SELECT, doubling each round), each copy with
 * its own id, slug, creation time and a shifted price, so sorts and pages see distinct
 * values. The rows the measured calls read are copied (the package, its pricing, images,
 * hotels, every filter's join table, whose copies of the package's keys shift with it, and
 * the search text, whose name gains the copy's suffix as the package name does); its long
 * texts and dated prices are not, as no measured call reads them and they would make most of
 * the volume. Copying the search rows (the text and its words, the name's suffix a word of
 * the name) keeps the full-text index and the words table in step without rebuilding them
 * package by package; the words' bitmaps are rebuilt from the words table once at the end.
 */
import { SEARCH_TABLE, SEARCH_WORDS } from '@agency/catalogue/search/search-tables';
import { rebuildWordBits } from '@agency/catalogue/search/word-bits';
import type { Knex } from 'knex';

/** The filters' join tables, which carry copies of the package's sort keys. */
const JOIN_TABLES = ['package_countries', 'package_cities', 'package_holiday_types', 'package_inclusions', 'package_exclusions'] as const;
/** Tables keyed by the package, copied with each package. */
const CHILD_TABLES = ['package_pricing', 'package_images', 'package_hotels', ...JOIN_TABLES] as const;

async function columnsOf(db: Knex, table: string): Promise<string[]> {
  return Object.keys(await db(table).columnInfo());
}

const concat = (db: Knex, a: string, b: string) => (db.client.config.client === 'mysql2' ? `CONCAT(${a}, ${b})` : `(${a} || ${b})`);

/** Copies packages 1..`copies` (ids are contiguous from 1) to ids `offset`+1…, with their rows. */
async function copyPackages(db: Knex, copies: number, offset: number): Promise<void> {
  const packageColumns = await columnsOf(db, 'packages');
  // A different price for each copy (still within the seed's range) and a later creation;
  // `key` is the package's id column (`package_id` in the join tables, which copy both).
  const shifted = (key: string): Record<string, string> => ({
    price: `price + ((${key} + ${offset}) % 97) * 100`,
    created_at: `created_at + ${offset}`,
  });
  const derived: Record<string, string> = {
    ...shifted('id'),
    id: `id + ${offset}`,
    slug: concat(db, 'slug', `'-${offset}'`),
    package_name: concat(db, 'package_name', `' ${offset}'`),
    updated_at: `updated_at + ${offset}`,
  };
  await db.transaction(async (trx) => {
    const select = packageColumns.map((c) => derived[c] ?? c).join(', ');
    await trx.raw(`INSERT INTO packages (${packageColumns.join(', ')}) SELECT ${select} FROM packages WHERE id <= ${copies}`);
    for (const table of CHILD_TABLES) {
      const columns = (await columnsOf(trx, table)).filter((c) => c !== 'id');
      const keys = (JOIN_TABLES as readonly string[]).includes(table) ? shifted('package_id') : {};
      const childDerived: Record<string, string> = { ...keys, package_id: `package_id + ${offset}` };
      const select = columns.map((c) => childDerived[c] ?? c).join(', ');
      await trx.raw(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM ${table} WHERE package_id <= ${copies}`);
    }
    await trx.raw(
      `INSERT INTO ${SEARCH_TABLE} (package_id, name, destinations, description) SELECT package_id + ${offset}, ${concat(db, 'name', `' ${offset}'`)}, destinations, description FROM ${SEARCH_TABLE} WHERE package_id <= ${copies}`,
    );
    await trx.raw(
      `INSERT INTO ${SEARCH_WORDS} (word, package_id, tier, in_columns) SELECT word, package_id + ${offset}, tier, in_columns FROM ${SEARCH_WORDS} WHERE package_id <= ${copies}`,
    );
    const named = db.client.config.client === 'mysql2' ? 'ON DUPLICATE KEY UPDATE' : 'ON CONFLICT (word, package_id) DO UPDATE SET';
    await trx.raw(
      `INSERT INTO ${SEARCH_WORDS} (word, package_id, tier, in_columns) SELECT '${offset}', package_id + ${offset}, 0, 1 FROM ${SEARCH_TABLE} WHERE package_id <= ${copies} ${named} tier = 0, in_columns = in_columns | 1`,
    );
  });
}

/** Copies packages until there are `target`; the catalogue must hold packages 1..n with no gaps. */
export async function growCatalogue(db: Knex, target: number): Promise<void> {
  for (;;) {
    const [{ count, top }] = (await db('packages').select(db.raw('COUNT(*) as count'), db.raw('MAX(id) as top'))) as {
      count: number | string;
      top: number | string;
    }[];
    const have = Number(count);
    if (Number(top) !== have) throw new Error(`package ids are not 1..${have} (the largest is ${top})`);
    if (have >= target) break;
    await copyPackages(db, Math.min(have, target - have), have);
  }
  // The words' bitmaps cannot be copied with an offset in SQL: they are rebuilt from the words.
  await rebuildWordBits(db);
}

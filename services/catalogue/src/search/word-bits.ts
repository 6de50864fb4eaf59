/**
 * Each indexed word's packages as bitmaps (`package_search_word_bits`), so that how many
 * packages hold several words, per tier, is an intersection of a few bitmaps rather than a
 * probe per package.
 *
 * Why: counted from the words table (./word-search.ts), `beach maldives` reads Maldives'
 * rows and probes Beach's key for each: 30 probes at 1,000 packages, 3,000 at 100,000 (about
 * 4 ms inside MariaDB), so the two-word search grew 2–2.5× where every other call stayed
 * flat. Here a word is one row per block of BLOCK_IDS package ids, with a bitmap per column
 * it is in (name, destinations, description): 13 rows of at most 3 kB at 100,000 packages,
 * read by primary key and ANDed in JavaScript.
 *
 * Kept by the writes that keep the words table, in the same transaction
 * (./search-text.ts), rebuilt whole from the words table after a bulk copy and by the
 * migration that adds it. Drafts are in the bitmaps as they are in the words table.
 */

import { kindOf } from '@agency/service-common';
import type { Knex } from 'knex';
import { SEARCH_WORD_BITS, SEARCH_WORD_BITS_WRITER, SEARCH_WORDS } from './search-tables';
import { COLUMN_BITS, type WordRow } from './word-rows';

/** Package ids per block: a block's bitmap of one column is at most a kilobyte. */
export const BLOCK_IDS = 8192;
const BLOCK_BYTES = BLOCK_IDS / 8;

/** The stored columns, one bitmap each, with the bit of `in_columns` each stands for. */
const BITMAP_COLUMNS = [
  ['in_name', COLUMN_BITS.name],
  ['in_destinations', COLUMN_BITS.destinations],
  ['in_description', COLUMN_BITS.description],
] as const;

type BitmapColumn = (typeof BITMAP_COLUMNS)[number][0];

export type WordBitsRow = { word: string; block: number } & Record<BitmapColumn, Uint8Array>;

/** Rows per statement: under SQLite's 500 terms of a compound SELECT, as for the words table. */
const ROWS_PER_STATEMENT = 400;

const blockOf = (packageId: number) => Math.floor(packageId / BLOCK_IDS);

/** The bitmap without its trailing zero bytes: a block's last packages need not be stored until they exist. */
function trimmed(bits: Uint8Array): Buffer {
  let end = bits.length;
  while (end > 0 && bits[end - 1] === 0) end--;
  return Buffer.from(bits.subarray(0, end));
}

/** A full-length copy of a stored (trimmed) bitmap, to change bits in. */
function widened(stored: Uint8Array | null | undefined): Uint8Array {
  const bits = new Uint8Array(BLOCK_BYTES);
  if (stored) bits.set(stored.subarray(0, BLOCK_BYTES));
  return bits;
}

const storedRow = (row: WordBitsRow) => ({
  word: row.word,
  block: row.block,
  in_name: trimmed(row.in_name),
  in_destinations: trimmed(row.in_destinations),
  in_description: trimmed(row.in_description),
});

const isEmpty = (row: WordBitsRow) => BITMAP_COLUMNS.every(([column]) => row[column].every((byte) => byte === 0));

/**
 * Serialises the writers of the bitmaps on MySQL: a write reads a block's bitmaps, changes
 * bits and writes them back, and two transactions creating the same missing block would
 * otherwise deadlock on InnoDB's gap locks. Package writes are staff-paced, so one writer at a
 * time costs nothing; SQLite writes one transaction at a time already.
 */
export async function lockWordBits(db: Knex): Promise<void> {
  if (kindOf(db) === 'mysql') await db(SEARCH_WORD_BITS_WRITER).where('id', 1).forUpdate().first('id');
}

async function upsert(db: Knex, rows: readonly WordBitsRow[]): Promise<void> {
  const kept = rows.filter((row) => !isEmpty(row));
  const emptied = rows.filter(isEmpty);
  for (let start = 0; start < kept.length; start += ROWS_PER_STATEMENT)
    await db(SEARCH_WORD_BITS)
      .insert(kept.slice(start, start + ROWS_PER_STATEMENT).map(storedRow))
      .onConflict(['word', 'block'])
      .merge();
  for (let start = 0; start < emptied.length; start += ROWS_PER_STATEMENT)
    await db(SEARCH_WORD_BITS)
      .whereIn(
        ['word', 'block'],
        emptied.slice(start, start + ROWS_PER_STATEMENT).map((row) => [row.word, row.block]),
      )
      .delete();
}

const keyOf = (word: string, block: number) => `${block} ${word}`;

/**
 * Sets (`present`) or clears the bits of `rows` (a package's words, as the words table holds
 * them). Clearing a word's row clears its package's bit in every column.
 */
export async function setWordBits(db: Knex, rows: readonly WordRow[], present: boolean): Promise<void> {
  if (rows.length === 0) return;
  await lockWordBits(db);
  const changes = new Map<string, { word: string; block: number; rows: WordRow[] }>();
  for (const row of rows) {
    const block = blockOf(row.package_id);
    const key = keyOf(row.word, block);
    const change = changes.get(key) ?? { word: row.word, block, rows: [] };
    change.rows.push(row);
    changes.set(key, change);
  }
  const wanted = [...changes.values()];
  const current = new Map<string, WordBitsRow>();
  for (let start = 0; start < wanted.length; start += ROWS_PER_STATEMENT) {
    const query = db(SEARCH_WORD_BITS)
      .whereIn(
        ['word', 'block'],
        wanted.slice(start, start + ROWS_PER_STATEMENT).map((change) => [change.word, change.block]),
      )
      .select('word', 'block', 'in_name', 'in_destinations', 'in_description');
    // A locking read on MySQL: a plain one reads the transaction's snapshot, taken before the
    // writer's lock was, and would write back bitmaps without the writes committed since.
    const stored: WordBitsRow[] = await (kindOf(db) === 'mysql' ? query.forUpdate() : query);
    for (const row of stored) current.set(keyOf(row.word, Number(row.block)), row);
  }
  const updated = wanted.map(({ word, block, rows: changed }) => {
    const stored = current.get(keyOf(word, block));
    const row: WordBitsRow = {
      word,
      block,
      in_name: widened(stored?.in_name),
      in_destinations: widened(stored?.in_destinations),
      in_description: widened(stored?.in_description),
    };
    for (const { package_id, in_columns } of changed) {
      const offset = package_id - block * BLOCK_IDS;
      const mask = 1 << (offset & 7);
      for (const [column, bit] of BITMAP_COLUMNS) {
        const on = present && (in_columns & bit) !== 0;
        row[column][offset >> 3] = on ? row[column][offset >> 3] | mask : row[column][offset >> 3] & ~mask;
      }
    }
    return row;
  });
  await upsert(db, updated);
}

/** Set bits in each byte value. */
const ONES = Uint8Array.from({ length: 256 }, (_, byte) => {
  let count = 0;
  for (let b = byte; b > 0; b >>= 1) count += b & 1;
  return count;
});

/**
 * How many packages hold every one of `words`, per tier of ./full-text.ts: those with every
 * word in the name, then every word in the destinations, then the rest. Drafts included
 * (the caller takes them out).
 */
export async function countTogether(db: Knex, words: readonly string[]): Promise<[number, number, number]> {
  const distinct = [...new Set(words)];
  const rows: WordBitsRow[] = await db(SEARCH_WORD_BITS)
    .whereIn('word', distinct)
    .select('word', 'block', 'in_name', 'in_destinations', 'in_description');
  const byBlock = new Map<number, WordBitsRow[]>();
  for (const row of rows) byBlock.set(Number(row.block), [...(byBlock.get(Number(row.block)) ?? []), row]);
  let first = 0;
  let firstTwo = 0;
  let total = 0;
  for (const blockRows of byBlock.values()) {
    // A block where one word has no package holds none with every word.
    if (blockRows.length < distinct.length) continue;
    const length = Math.min(...blockRows.map((row) => Math.max(row.in_name.length, row.in_destinations.length, row.in_description.length)));
    for (let i = 0; i < length; i++) {
      let name = 0xff;
      let destinations = 0xff;
      let any = 0xff;
      for (const row of blockRows) {
        const inName = row.in_name[i] ?? 0;
        const inDestinations = row.in_destinations[i] ?? 0;
        name &= inName;
        destinations &= inDestinations;
        any &= inName | inDestinations | (row.in_description[i] ?? 0);
      }
      first += ONES[name];
      firstTwo += ONES[name | destinations];
      total += ONES[any];
    }
  }
  return [first, firstTwo - first, total - firstTwo];
}

/** Rows of the words table read per statement during a rebuild. */
const REBUILD_PAGE = 50_000;

/**
 * Rebuilds every bitmap from the words table (after rows were copied without the writes, as
 * the benchmark's bulk copy does, and at migration): read in (word, package) order, one
 * word's blocks written as soon as the next word starts.
 */
export async function rebuildWordBits(db: Knex): Promise<void> {
  await db(SEARCH_WORD_BITS).delete();
  let pending: WordBitsRow[] = [];
  let word: string | undefined;
  let after: [string, number] | undefined;
  const blocks = new Map<number, WordBitsRow>();
  const flushWord = async () => {
    pending.push(...blocks.values());
    blocks.clear();
    if (pending.length >= ROWS_PER_STATEMENT) {
      await upsert(db, pending);
      pending = [];
    }
  };
  for (;;) {
    const page: Pick<WordRow, 'word' | 'package_id' | 'in_columns'>[] = await db(SEARCH_WORDS)
      .modify((query) => {
        if (after) {
          const [lastWord, lastId] = after;
          query.where('word', '>', lastWord).orWhere((same) => same.where('word', lastWord).andWhere('package_id', '>', lastId));
        }
      })
      .orderBy([
        { column: 'word', order: 'asc' },
        { column: 'package_id', order: 'asc' },
      ])
      .limit(REBUILD_PAGE)
      .select('word', 'package_id', 'in_columns');
    if (page.length === 0) break;
    for (const row of page) {
      if (row.word !== word) {
        await flushWord();
        word = row.word;
      }
      const packageId = Number(row.package_id);
      const block = blockOf(packageId);
      let bits = blocks.get(block);
      if (!bits) {
        bits = { word: row.word, block, in_name: widened(null), in_destinations: widened(null), in_description: widened(null) };
        blocks.set(block, bits);
      }
      const offset = packageId - block * BLOCK_IDS;
      for (const [column, bit] of BITMAP_COLUMNS) if (Number(row.in_columns) & bit) bits[column][offset >> 3] |= 1 << (offset & 7);
    }
    const last = page[page.length - 1];
    after = [last.word, Number(last.package_id)];
  }
  await flushWord();
  await upsert(db, pending);
}

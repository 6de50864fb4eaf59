/**
 * Fills the cities' hotel lists from the hotel rows of the packages (the migration does it
 * for a catalogue that already has packages, the seed for a fresh one): one entry per city
 * and name (compared without case or surrounding spaces), with the highest star rating
 * written for it. Entries already listed are kept as they are.
 */
import type { Knex } from 'knex';
import { type HotelRow, type PackageHotelRow, TABLES as T } from '../db/rows';

export const hotelKey = (name: string) => name.trim().toLowerCase();

export async function fillHotelList(db: Knex): Promise<number> {
  const rows: Pick<PackageHotelRow, 'city_id' | 'name' | 'star'>[] = await db(T.packageHotels)
    .select('city_id', 'name', 'star')
    .orderBy('id');
  const listed: Pick<HotelRow, 'city_id' | 'name'>[] = await db(T.hotels).select('city_id', 'name');
  const seen = new Set(listed.map((h) => `${Number(h.city_id)}\n${hotelKey(h.name)}`));
  const fresh = new Map<string, { city_id: number; name: string; star: number }>();
  for (const row of rows) {
    const key = `${Number(row.city_id)}\n${hotelKey(row.name)}`;
    if (seen.has(key) || !row.name.trim()) continue;
    const known = fresh.get(key);
    if (!known) fresh.set(key, { city_id: Number(row.city_id), name: row.name.trim().slice(0, 120), star: Number(row.star) });
    else known.star = Math.max(known.star, Number(row.star));
  }
  const entries = [...fresh.values()];
  for (let i = 0; i < entries.length; i += 200) await db(T.hotels).insert(entries.slice(i, i + 200));
  return entries.length;
}

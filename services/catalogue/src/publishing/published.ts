/** Whether a package is published: what every public read of one package asks first. */
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

export async function isPublished(db: Knex, id: number): Promise<boolean> {
  const row: { published: number | boolean } | undefined = await db(T.packages).where({ id }).first('published');
  return row !== undefined && Boolean(Number(row.published));
}

/** `published` and `updated_at` of the packages `ids` (MySQL's BIGINT comes back as text). */
export async function publishingStateOf(db: Knex, ids: readonly number[]): Promise<Map<number, { published: boolean; updatedAt: number }>> {
  if (ids.length === 0) return new Map();
  const rows: { id: number; published: number | boolean; updated_at: number | string }[] = await db(T.packages)
    .select('id', 'published', 'updated_at')
    .whereIn('id', [...ids]);
  return new Map(rows.map((row) => [Number(row.id), { published: Boolean(Number(row.published)), updatedAt: Number(row.updated_at) }]));
}

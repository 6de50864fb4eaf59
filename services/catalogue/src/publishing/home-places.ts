/**
 * The home page's choice. Top deals are rows of `home_placements` (place
 * 'topDeals', in position order). A deal section's members are the packages with its
 * HomeDealSection flag (as the seed and the spec's data have them); its order is the position
 * staff gave (`home_placements`, place = the flag's name), then newest first. Saving the choice
 * writes both in one transaction, so they never disagree. Only published packages are shown.
 */

import {
  HOME_DEAL_SECTIONS,
  HOME_PLACES,
  type HomePlace,
  type HomePlacements,
  type HomePlacementsBody,
  PAGE_SIZES,
} from '@agency/contracts';
import type { Knex } from 'knex';
import { type HomePlacementRow, PUBLISHING_TABLES as P } from '../db/publishing-schema';
import { TABLES as T } from '../db/rows';

const FLAG_COLUMNS = {
  HomeDealSection1: 'home_deal_section1',
  HomeDealSection2: 'home_deal_section2',
  HomeDealSection3: 'home_deal_section3',
} as const satisfies Record<(typeof HOME_DEAL_SECTIONS)[number], string>;

/** The ids of the top deals: the published packages chosen, in order; none chosen, the newest published ones. */
export async function topDealIds(db: Knex): Promise<number[]> {
  const chosen: { id: number }[] = await db(P.homePlacements)
    .join(T.packages, `${T.packages}.id`, `${P.homePlacements}.package_id`)
    .where(`${P.homePlacements}.place`, 'topDeals')
    .where(`${T.packages}.published`, true)
    .orderBy(`${P.homePlacements}.position`)
    .select(`${T.packages}.id`);
  if (chosen.length > 0) return chosen.map((row) => Number(row.id));
  const newest: { id: number }[] = await db(T.packages)
    .where('published', true)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(PAGE_SIZES.home)
    .select('id');
  return newest.map((row) => Number(row.id));
}

/**
 * The flagged packages `ids` (newest first) in the order the sections show them: the first
 * section's chosen order, then the second's, the third's, then the rest as they came. The
 * storefront keeps this order within each section.
 */
export async function orderedBySections(db: Knex, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows: HomePlacementRow[] = await db(P.homePlacements)
    .whereIn('place', [...HOME_DEAL_SECTIONS])
    .whereIn('package_id', [...ids])
    .select('*');
  const rank = new Map<number, number>();
  for (const section of HOME_DEAL_SECTIONS) {
    for (const row of rows.filter((r) => r.place === section).sort((a, b) => a.position - b.position)) {
      if (!rank.has(Number(row.package_id))) rank.set(Number(row.package_id), rank.size);
    }
  }
  const unranked = rank.size;
  return [...ids].sort((a, b) => (rank.get(a) ?? unranked) - (rank.get(b) ?? unranked));
}

/** Where the home page shows each of `ids` (for the staff list's badges). */
export async function homePlacesOf(db: Knex, ids: readonly number[]): Promise<Map<number, HomePlace[]>> {
  const places = new Map<number, HomePlace[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return places;
  const [tops, flags] = await Promise.all([
    db(P.homePlacements)
      .where('place', 'topDeals')
      .whereIn('package_id', [...ids])
      .pluck('package_id') as Promise<number[]>,
    db(T.packages)
      .whereIn('id', [...ids])
      .select('id', ...Object.values(FLAG_COLUMNS)) as Promise<Record<string, number | boolean>[]>,
  ]);
  for (const id of tops) places.get(Number(id))?.push('topDeals');
  for (const row of flags) {
    for (const section of HOME_DEAL_SECTIONS) if (Number(row[FLAG_COLUMNS[section]])) places.get(Number(row.id))?.push(section);
  }
  return places;
}

/** The whole choice as staff see it: every place's packages in order (drafts shown as such; a flagged draft is listed but not shown). */
export async function readHomePlacements(db: Knex): Promise<HomePlacements> {
  const placed: { place: string; id: number; package_name: string; published: number | boolean; position: number }[] = await db(
    P.homePlacements,
  )
    .join(T.packages, `${T.packages}.id`, `${P.homePlacements}.package_id`)
    .select(
      `${P.homePlacements}.place`,
      `${T.packages}.id`,
      `${T.packages}.package_name`,
      `${T.packages}.published`,
      `${P.homePlacements}.position`,
    )
    .orderBy(`${P.homePlacements}.position`);
  const flagged: (Record<string, number | boolean> & { id: number; package_name: string; published: number | boolean })[] = await db(
    T.packages,
  )
    .where((any) => {
      for (const column of Object.values(FLAG_COLUMNS)) void any.orWhere(column, true);
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'package_name', 'published', ...Object.values(FLAG_COLUMNS));
  const item = (row: { id: number; package_name: string; published: number | boolean }) => ({
    _id: Number(row.id),
    packageName: row.package_name,
    published: Boolean(Number(row.published)),
  });
  const result = Object.fromEntries(HOME_PLACES.map((place) => [place, [] as ReturnType<typeof item>[]])) as HomePlacements;
  result.topDeals = placed.filter((row) => row.place === 'topDeals').map(item);
  for (const section of HOME_DEAL_SECTIONS) {
    const members = flagged.filter((row) => Number(row[FLAG_COLUMNS[section]]));
    const position = new Map(placed.filter((row) => row.place === section).map((row) => [Number(row.id), row.position]));
    const ordered = [...members].sort((a, b) => (position.get(Number(a.id)) ?? Infinity) - (position.get(Number(b.id)) ?? Infinity));
    result[section] = ordered.map(item);
  }
  return result;
}

/** Replaces the whole choice (the caller checked the ids are published packages). */
export async function writeHomePlacements(trx: Knex.Transaction, choice: HomePlacementsBody): Promise<void> {
  await trx(P.homePlacements).delete();
  const rows = HOME_PLACES.flatMap((place) => choice[place].map((id, position) => ({ place, package_id: id, position })));
  if (rows.length > 0) await trx(P.homePlacements).insert(rows);
  for (const section of HOME_DEAL_SECTIONS) {
    const column = FLAG_COLUMNS[section];
    await trx(T.packages)
      .where(column, true)
      .whereNotIn('id', choice[section])
      .update({ [column]: false });
    if (choice[section].length > 0)
      await trx(T.packages)
        .whereIn('id', choice[section])
        .update({ [column]: true });
  }
}

/** A package made a draft leaves the home page (publishing it again does not put it back by surprise). */
export async function removeFromHome(trx: Knex.Transaction, id: number): Promise<void> {
  await trx(P.homePlacements).where({ package_id: id }).delete();
  await trx(T.packages)
    .where({ id })
    .update(Object.fromEntries(Object.values(FLAG_COLUMNS).map((column) => [column, false])));
}

/** The holiday types, inclusions and exclusions, in their display order. */

import type { ExclusionRef, HolidayType, HolidayTypeRef, InclusionRef, InclusionService } from '@agency/contracts';
import type { Knex } from 'knex';
import { type HolidayTypeRow, type ServiceRow, TABLES as T } from '../db/rows';

export async function holidayTypeList(db: Knex): Promise<HolidayTypeRef[]> {
  const rows: HolidayTypeRow[] = await db(T.holidayTypes).select('*').orderBy('sort_order');
  return rows.map((row) => ({ _id: Number(row.id), name: row.key as HolidayType, ShowName: row.name, image: row.image }));
}

async function serviceList(db: Knex, table: string): Promise<{ _id: number; service: InclusionService }[]> {
  const rows: ServiceRow[] = await db(table).select('*').orderBy('sort_order');
  return rows.map((row) => ({ _id: Number(row.id), service: row.service as InclusionService }));
}

export const inclusionList = (db: Knex): Promise<InclusionRef[]> => serviceList(db, T.inclusions);
export const exclusionList = (db: Knex): Promise<ExclusionRef[]> => serviceList(db, T.exclusions);

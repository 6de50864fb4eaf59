/**
 * Whether a package id names a package: what another service in this process asks before it
 * records a reference to one (the leads service's enquiries). One primary-key read.
 */
import type { Knex } from 'knex';
import { TABLES as T } from '../db/rows';

export async function packageExists(db: Knex, id: number): Promise<boolean> {
  return (await db(T.packages).where({ id }).first('id')) !== undefined;
}

/**
 * One lead per enquiry attempt. A form sends an Idempotency-Key with each attempt and keeps it
 * until the attempt is stored, so a double click, or a retry after an answer that never
 * arrived, brings the same key: the first arrival stores the lead and its key in one
 * transaction, and every later arrival is answered with that lead. Keys are kept a day.
 */
import type { Knex } from 'knex';
import { insertOne } from '@agency/service-common';
import { TABLES as T, type EnquiryKeyRow } from './db/rows';
import { bumpRevision } from './revision';

const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;

export interface StoredEnquiry {
  id: number;
  /** False when the key had stored this lead before. */
  created: boolean;
}

async function leadOfKey(db: Knex | Knex.Transaction, key: string): Promise<number | undefined> {
  const row: Pick<EnquiryKeyRow, 'request_id'> | undefined = await db<EnquiryKeyRow>(T.enquiryKeys).where({ key }).first('request_id');
  return row ? Number(row.request_id) : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Stores `row` as a new lead, unless `key` stored one already. `alsoInTransaction` writes what
 * belongs with a new lead in the same transaction (its mails: ./mail.ts).
 */
export async function storeEnquiry(
  db: Knex,
  row: Record<string, unknown>,
  key: string | undefined,
  now: number,
  alsoInTransaction?: (trx: Knex.Transaction, id: number) => Promise<void>,
): Promise<StoredEnquiry> {
  try {
    return await db.transaction(async (trx) => {
      if (key !== undefined) {
        const earlier = await leadOfKey(trx, key);
        if (earlier !== undefined) return { id: earlier, created: false };
      }
      const id = await insertOne(trx, T.requests, row);
      if (key !== undefined) {
        await trx(T.enquiryKeys).where('created_at', '<', now - KEEP_KEYS_MS).delete();
        await trx(T.enquiryKeys).insert({ key, request_id: id, created_at: now });
      }
      await alsoInTransaction?.(trx, id);
      await bumpRevision(trx);
      return { id, created: true };
    });
  } catch (error) {
    // Two arrivals of one attempt at the same moment: the key's primary key let one through.
    if (key === undefined || !isUniqueViolation(error)) throw error;
    const earlier = await leadOfKey(db, key);
    if (earlier === undefined) throw error;
    return { id: earlier, created: false };
  }
}

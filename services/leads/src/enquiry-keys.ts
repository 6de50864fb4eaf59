/**
 * One lead per enquiry attempt. A form sends an Idempotency-Key with each attempt and keeps it
 * until the attempt is stored, so a double click, or a retry after an answer that never
 * arrived, brings the same key: the first arrival stores the lead and its key in one
 * transaction, and every later arrival is answered with that lead. Keys are kept a day.
 * A key answers only for the details it came with: the same key with another body (a form
 * that kept its key while the visitor changed what they typed, or someone replaying a key)
 * is refused (409) rather than answered with a lead that says something else.
 */
import { createHash } from 'node:crypto';
import { LEAD_MESSAGES } from '@agency/contracts';
import { conflict, insertOne } from '@agency/service-common';
import type { Knex } from 'knex';
import { type EnquiryKeyRow, TABLES as T } from './db/rows';
import { bumpRevision } from './revision';

const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;

export interface StoredEnquiry {
  id: number;
  /** False when the key had stored this lead before. */
  created: boolean;
}

/** A fingerprint of an attempt's body: its JSON with the keys in order, hashed. */
export function bodyHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The lead `key` stored, when its attempt had this body (or was stored before bodies were kept); 409 for another body. */
async function leadOfKey(db: Knex | Knex.Transaction, key: string, bodyHash: string): Promise<number | undefined> {
  const row: Pick<EnquiryKeyRow, 'request_id' | 'body_hash'> | undefined = await db<EnquiryKeyRow>(T.enquiryKeys)
    .where({ key })
    .first('request_id', 'body_hash');
  if (!row) return undefined;
  if (row.body_hash !== null && row.body_hash !== bodyHash) throw conflict(LEAD_MESSAGES.idempotencyKeyReused);
  return Number(row.request_id);
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
  attempt: { key: string; bodyHash: string } | undefined,
  now: number,
  alsoInTransaction?: (trx: Knex.Transaction, id: number) => Promise<void>,
): Promise<StoredEnquiry> {
  try {
    return await db.transaction(async (trx) => {
      if (attempt !== undefined) {
        const earlier = await leadOfKey(trx, attempt.key, attempt.bodyHash);
        if (earlier !== undefined) return { id: earlier, created: false };
      }
      const id = await insertOne(trx, T.requests, row);
      if (attempt !== undefined) {
        await trx(T.enquiryKeys)
          .where('created_at', '<', now - KEEP_KEYS_MS)
          .delete();
        await trx(T.enquiryKeys).insert({ key: attempt.key, request_id: id, body_hash: attempt.bodyHash, created_at: now });
      }
      await alsoInTransaction?.(trx, id);
      await bumpRevision(trx);
      return { id, created: true };
    });
  } catch (error) {
    // Two arrivals of one attempt at the same moment: the key's primary key let one through.
    if (attempt === undefined || !isUniqueViolation(error)) throw error;
    const earlier = await leadOfKey(db, attempt.key, attempt.bodyHash);
    if (earlier === undefined) throw error;
    return { id: earlier, created: false };
  }
}

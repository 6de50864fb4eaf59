/**
 * Recovery codes: ten random codes of 10 characters from an alphabet without look-alikes
 * (about 50 bits each), shown once as 'k7m2p-x9q4r' and stored only as keyed hashes (keys.ts).
 * Matching ignores letter case, blanks and the dash, as people type them.
 */
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@agency/contracts';

/** Lower-case letters and digits without 0/o, 1/l/i. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function oneCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(oneCode());
  return [...codes];
}

export function hashRecoveryCode(key: Buffer, accountId: number, code: string): string {
  const normalised = code.replace(/[\s-]+/g, '').toLowerCase();
  return createHmac('sha256', key).update(`${accountId}:${normalised}`).digest('hex');
}

/**
 * Password hashing with node:crypto scrypt (N=2^cost, r=8, p=1, 16-byte salt, 64-byte key;
 * the cost is the configuration's `passwordHashCost`, 17 in production). The stored form
 * names its parameters — `scrypt$17$8$1$<salt b64>$<key b64>` — so the cost can be raised
 * later and old hashes still verify.
 */
import { randomBytes, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { PASSWORD_HASH_COST } from '@agency/service-common';
import { type HashingTicket, hashingPool } from './hashing-pool';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

/** scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is too small for N=2^17. */
function maxmemFor(n: number, r: number): number {
  return 128 * n * r + 1024 * 1024;
}

/**
 * On the hashing pool's threads (hashing-pool.ts), never on libuv's; 503 when it is full. The
 * ticket picks the pool's lane: a sign-in names its client, work for signed-in staff is known.
 */
function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions, ticket: HashingTicket): Promise<Buffer> {
  return hashingPool().derive({ plain: plain.normalize('NFKC'), salt, keyLength, options }, ticket);
}

/** Hashing for a signed-in staff member (a password change, a new account): the known lane. */
const STAFF: HashingTicket = { known: true };

/** `log2N` is the configuration's passwordHashCost. */
export async function hashPassword(
  plain: string,
  log2N: number = PASSWORD_HASH_COST.production,
  ticket: HashingTicket = STAFF,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const N = 2 ** log2N;
  const key = await deriveKey(plain, salt, KEY_BYTES, { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(N, BLOCK_SIZE) }, ticket);
  return [PREFIX, log2N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Parameters bounded so a tampered stored hash cannot make verification allocate gigabytes. */
const LIMITS = { log2N: [PASSWORD_HASH_COST.min, PASSWORD_HASH_COST.max], r: [1, 32], p: [1, 16] } as const;

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [log2N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
  if (!within(log2N, LIMITS.log2N) || !within(r, LIMITS.r) || !within(p, LIMITS.p)) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length < 16) return null;
  return { N: 2 ** log2N, r, p, salt, key };
}

/** True when `plain` matches; false for a wrong password or a malformed stored hash. */
export async function verifyPassword(plain: string, stored: string, ticket: HashingTicket = STAFF): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await deriveKey(plain, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r) }, ticket);
  return timingSafeEqual(candidate, key);
}

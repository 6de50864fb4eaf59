/**
 * The users table as the auth calls need it. Usernames are matched without regard to letter
 * case on both databases (MySQL's collation already does; SQLite would not), so 'Asha' and
 * 'asha' are one account for sign-in and for the duplicate check alike.
 */

import type { Role, UserAccount } from '@agency/contracts';
import { insertOne, kindOf } from '@agency/service-common';
import type { StaffSessions } from '@agency/service-common/sessions';
import type { Knex } from 'knex';
import { TABLES, type UserRow } from './db/rows';

const PUBLIC_COLUMNS = ['id', 'username', 'role', 'suspended_at'] as const;
type PublicRow = Pick<UserRow, (typeof PUBLIC_COLUMNS)[number]>;

/** The account as every answer shows it: never the password hash. */
export function accountOf(row: Pick<UserRow, 'id' | 'username' | 'role'>): UserAccount {
  return { _id: Number(row.id), username: row.username, role: row.role };
}

/** Whether an administrator suspended the account. */
export const isSuspended = (row: Pick<UserRow, 'suspended_at'>): boolean => row.suspended_at !== null && row.suspended_at !== undefined;

export async function findByUsername(db: Knex, username: string): Promise<UserRow | undefined> {
  return db<UserRow>(TABLES.users).whereRaw('lower(username) = lower(?)', [username]).first();
}

export async function findById(db: Knex, id: number): Promise<PublicRow | undefined> {
  return db<UserRow>(TABLES.users)
    .where({ id })
    .first(...PUBLIC_COLUMNS);
}

/** Every account, and whether it is suspended (the admin portal's user list). */
export async function listAccounts(db: Knex): Promise<UserAccount[]> {
  const rows: PublicRow[] = await db<UserRow>(TABLES.users)
    .orderBy('id')
    .select(...PUBLIC_COLUMNS);
  return rows.map((row) => ({ ...accountOf(row), suspended: isSuspended(row) }));
}

/** The accounts a request can be handed to: every one not suspended, by name. */
export async function activeStaff(db: Knex): Promise<UserAccount[]> {
  const rows: PublicRow[] = await db<UserRow>(TABLES.users)
    .whereNull('suspended_at')
    .orderBy('username')
    .select(...PUBLIC_COLUMNS);
  return rows.map(accountOf);
}

/** One account a request may be handed to, or undefined when there is none with the id or it is suspended. */
export async function activeStaffMember(db: Knex, id: number): Promise<UserAccount | undefined> {
  const row = await findById(db, id);
  return row && !isSuspended(row) ? accountOf(row) : undefined;
}

export type CreateOutcome = { created: UserAccount } | { taken: true };

/** Creates an account unless the name is taken; the password is hashed only when it is not. */
export async function createAccount(
  db: Knex,
  account: { username: string; role: Role; passwordHash: () => Promise<string> },
  now: number,
): Promise<CreateOutcome> {
  if (await findByUsername(db, account.username)) return { taken: true };
  try {
    const id = await insertOne(db, TABLES.users, {
      username: account.username,
      password_hash: await account.passwordHash(),
      role: account.role,
      created_at: now,
    });
    return { created: { _id: id, username: account.username, role: account.role } };
  } catch (error) {
    // Two administrators creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) return { taken: true };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'own-account' | 'last-admin' | 'caller-gone';
export type RoleChangeOutcome = 'changed' | 'not-found' | 'own-account' | 'last-admin' | 'caller-gone';
export type ResetOutcome = 'reset' | 'not-found' | 'own-account' | 'caller-gone';
export type SuspensionOutcome = 'done' | 'not-found' | 'own-account' | 'last-admin' | 'caller-gone';

/** The account's password row (the hash and whether a change is pending), for the password calls. */
export async function findPasswordState(
  db: Knex,
  id: number,
): Promise<Pick<UserRow, 'id' | 'username' | 'role' | 'password_hash' | 'must_change_password'> | undefined> {
  return db<UserRow>(TABLES.users).where({ id }).first('id', 'username', 'role', 'password_hash', 'must_change_password');
}

/**
 * Stores a new password hash and ends every session of the account, in one transaction: a
 * token issued before the change stops working on every service within seconds.
 * `mustChange`: the next sign-in must choose another (an administrator's reset).
 */
export async function storePassword(
  db: Knex,
  sessions: StaffSessions,
  id: number,
  passwordHash: string,
  mustChange: boolean,
  now: number,
): Promise<void> {
  // Inside a caller's transaction this nests as a savepoint.
  await db.transaction(async (trx) => {
    await sessions.revokeAccount(id, trx);
    await trx(TABLES.users)
      .where({ id })
      .update({ password_hash: passwordHash, must_change_password: mustChange, password_changed_at: now });
  });
}

type AccountChange = (trx: Knex.Transaction, target: Pick<UserRow, 'id' | 'role' | 'suspended_at'>) => Promise<void>;

/**
 * Changes account `id` on behalf of administrator `callerId`, keeping two rules: nobody
 * changes their own account this way, and the last administrator stays one. The
 * administrators' rows are locked first (MySQL; SQLite runs one writer at a time anyway), so
 * two administrators removing each other at the same moment cannot both succeed and leave none.
 * `keepsAdmin` says whether the change leaves the target an administrator.
 */
async function changeAccount(
  db: Knex,
  id: number,
  callerId: number,
  keepsAdmin: boolean,
  change: AccountChange,
): Promise<'done' | 'not-found' | 'own-account' | 'last-admin' | 'caller-gone'> {
  return db.transaction(async (trx) => {
    // Active administrators: a suspended one cannot sign in to act, so it does not count.
    const adminsQuery = trx<UserRow>(TABLES.users).where({ role: 'admin' }).whereNull('suspended_at').orderBy('id').select('id');
    const admins: Pick<UserRow, 'id'>[] = kindOf(db) === 'mysql' ? await adminsQuery.forUpdate() : await adminsQuery;
    const target = await trx<UserRow>(TABLES.users).where({ id }).first('id', 'role', 'suspended_at');
    if (!target) return 'not-found';
    if (Number(target.id) === callerId) return 'own-account';
    if (target.role === 'admin' && !isSuspended(target) && !keepsAdmin && admins.length <= 1) return 'last-admin';
    // The caller's token may outlive their administrator role for a moment (cached session).
    if (!admins.some((admin) => Number(admin.id) === callerId)) return 'caller-gone';
    await change(trx, target);
    return 'done';
  });
}

/** Deletes an account and ends its sessions, so its tokens stop working on every service. */
export async function deleteAccount(db: Knex, sessions: StaffSessions, id: number, callerId: number): Promise<DeleteOutcome> {
  const outcome = await changeAccount(db, id, callerId, false, async (trx) => {
    await sessions.revokeAccount(id, trx);
    await trx(TABLES.users).where({ id }).delete();
  });
  return outcome === 'done' ? 'deleted' : outcome;
}

/** Gives an account another role and ends its sessions: the old role's tokens stop working. */
export async function changeRole(db: Knex, sessions: StaffSessions, id: number, role: Role, callerId: number): Promise<RoleChangeOutcome> {
  const outcome = await changeAccount(db, id, callerId, role === 'admin', async (trx, target) => {
    if (target.role === role) return;
    await sessions.revokeAccount(id, trx);
    await trx(TABLES.users).where({ id }).update({ role });
  });
  return outcome === 'done' ? 'changed' : outcome;
}

/**
 * Suspends or reinstates an account. Suspending ends its sessions in the same transaction, so
 * its tokens stop working on every service as a deleted account's do; the last active
 * administrator stays active, and nobody suspends their own account.
 */
export async function setSuspended(
  db: Knex,
  sessions: StaffSessions,
  id: number,
  suspended: boolean,
  callerId: number,
  now: number,
): Promise<SuspensionOutcome> {
  return changeAccount(db, id, callerId, !suspended, async (trx) => {
    if (suspended) {
      await sessions.revokeAccount(id, trx);
      // A second suspension keeps the first one's time.
      await trx(TABLES.users).where({ id }).whereNull('suspended_at').update({ suspended_at: now });
    } else await trx(TABLES.users).where({ id }).update({ suspended_at: null });
  });
}

/** An administrator gives another account a temporary password: its sessions end, and its next sign-in must choose a new one. */
export async function resetPassword(
  db: Knex,
  sessions: StaffSessions,
  id: number,
  passwordHash: () => Promise<string>,
  callerId: number,
  now: number,
): Promise<ResetOutcome> {
  // Hashed before the transaction: scrypt takes a while, and the administrators' rows are locked in it.
  const hash = await passwordHash();
  const outcome = await changeAccount(db, id, callerId, true, (trx) => storePassword(trx, sessions, id, hash, true, now));
  return outcome === 'done' ? 'reset' : (outcome as Exclude<typeof outcome, 'done' | 'last-admin'>);
}

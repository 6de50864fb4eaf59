/** Checks a username and password against the users table, in the same time whether the user exists or not. */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { findByUsername } from './accounts';
import type { UserRow } from './db/rows';
import type { HashingTicket } from './hashing-pool';
import { hashPassword, verifyPassword } from './passwords';

/** The account whose password matches, or undefined. Takes trimmed values; `ticket` says whose hashing it is. */
export type CredentialCheck = ((db: Knex, username: string, password: string, ticket: HashingTicket) => Promise<UserRow | undefined>) & {
  /** Starts hashing the stand-in password now (idempotent), so the first sign-in does not pay twice. */
  prepare(): void;
};

/** `hashCost`: the configuration's passwordHashCost, so an unknown username costs what a real one does. */
export function credentialCheck(hashCost: number): CredentialCheck {
  // An unknown username is checked against the hash of a random password, so it costs one
  // scrypt run like a wrong password does: the answer's timing does not tell which
  // usernames exist. Hashed once per process, when the server starts listening (prepare):
  // hashing it while the process started took a second core's worth of scrypt and a
  // worker thread's start from a start that has two cores at most.
  let dummyHash: Promise<string> | undefined;
  const prepare = () => {
    if (dummyHash) return;
    dummyHash = hashPassword(randomBytes(18).toString('base64url'), hashCost);
    dummyHash.catch(() => undefined); // a failure surfaces at the first unknown username instead
  };
  const check = async (db: Knex, username: string, password: string, ticket: HashingTicket) => {
    prepare();
    const account = await findByUsername(db, username);
    const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash!), ticket);
    return account && matches ? account : undefined;
  };
  return Object.assign(check, { prepare });
}

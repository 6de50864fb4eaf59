/** The auth database: staff accounts. Passwords are stored only as scrypt hashes (../passwords.ts). */
import type { Role } from '@agency/contracts';

export const TABLES = { users: 'users' } as const;

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  role: Role;
  /** Milliseconds since the epoch. */
  created_at: number;
  /** Set by an administrator's reset: the next sign-in must choose a new password (SQLite answers 0/1). */
  must_change_password: boolean | number;
  /** When the password was last set (ms since the epoch); null for the seeded administrator. */
  password_changed_at: number | null;
  /** When an administrator suspended the account (ms since the epoch); null while it is active. */
  suspended_at: number | null;
}

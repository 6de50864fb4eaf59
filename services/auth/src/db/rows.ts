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
}

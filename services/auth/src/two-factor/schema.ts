/**
 * The tables of two-factor sign-in, owned by the auth service (its migrations):
 * - `two_factor`: one row per account that has started or finished setting it up: the TOTP
 *   secret (encrypted, secret-box.ts), when it was turned on (null while pending) and the
 *   last time step a code was accepted for, so no code works twice;
 * - `two_factor_recovery_codes`: ten per account, stored as keyed hashes, each used once;
 * - `auth_settings`: the service's settings that administrators change at run time
 *   ("require two-factor sign-in for administrators"), shared by every instance.
 * Both per-account tables follow the account: deleting it deletes its rows (foreign keys).
 */
import type { Migration } from '@agency/service-common';
import { TABLES as AUTH_TABLES } from '../db/rows';

export const TWO_FACTOR_TABLES = {
  twoFactor: 'two_factor',
  recoveryCodes: 'two_factor_recovery_codes',
  settings: 'auth_settings',
} as const;

export interface TwoFactorRow {
  account_id: number;
  /** secret-box.ts's sealed base32 secret. */
  secret: string;
  /** Milliseconds since the epoch; null while enrolment waits for its first code. */
  enabled_at: number | null;
  /** The TOTP time step of the last accepted code. */
  last_step: number | null;
  created_at: number;
}

export interface RecoveryCodeRow {
  id: number;
  account_id: number;
  code_hash: string;
  used_at: number | null;
}

export interface SettingRow {
  name: string;
  value: string;
}

const T = TWO_FACTOR_TABLES;

export const twoFactorMigration: Migration = {
  name: '101_two_factor',
  async up(db) {
    await db.schema.createTable(T.twoFactor, (t) => {
      t.integer('account_id').unsigned().primary().references('id').inTable(AUTH_TABLES.users).onDelete('CASCADE');
      t.string('secret', 255).notNullable();
      t.bigInteger('enabled_at').nullable();
      t.bigInteger('last_step').nullable();
      t.bigInteger('created_at').notNullable();
    });
    await db.schema.createTable(T.recoveryCodes, (t) => {
      t.increments('id');
      t.integer('account_id').unsigned().notNullable().references('id').inTable(AUTH_TABLES.users).onDelete('CASCADE');
      t.string('code_hash', 64).notNullable();
      t.bigInteger('used_at').nullable();
      t.unique(['account_id', 'code_hash'], { indexName: 'recovery_codes_account_hash' });
    });
    await db.schema.createTable(T.settings, (t) => {
      t.string('name', 64).primary();
      t.string('value', 255).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(T.settings);
    await db.schema.dropTable(T.recoveryCodes);
    await db.schema.dropTable(T.twoFactor);
  },
};

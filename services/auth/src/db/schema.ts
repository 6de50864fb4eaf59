/** The auth service's table: users, looked up by their unique username at login. */
import { ROLES } from '@agency/contracts';
import type { Migration } from '@agency/service-common';
import { twoFactorMigration } from '../two-factor/schema';
import { TABLES as T } from './rows';

const users: Migration = {
  name: '001_users',
  async up(db) {
    await db.schema.createTable(T.users, (t) => {
      t.increments('id');
      t.string('username', 64).notNullable().unique('users_username_unique');
      /** Self-describing scrypt hash: scrypt$<log2 N>$<r>$<p>$<salt>$<key>. */
      t.string('password_hash', 255).notNullable();
      t.enu('role', [...ROLES]).notNullable();
      t.bigInteger('created_at').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(T.users);
  },
};

/** Password changes: an administrator's reset makes the next sign-in choose a new password. */
const passwordState: Migration = {
  name: '002_password_state',
  async up(db) {
    await db.schema.alterTable(T.users, (t) => {
      t.boolean('must_change_password').notNullable().defaultTo(false);
      t.bigInteger('password_changed_at').nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable(T.users, (t) => {
      t.dropColumn('must_change_password');
      t.dropColumn('password_changed_at');
    });
  },
};

/** Suspension: an administrator stops an account from signing in without deleting it. */
const suspension: Migration = {
  name: '003_account_suspension',
  async up(db) {
    await db.schema.alterTable(T.users, (t) => {
      t.bigInteger('suspended_at').nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable(T.users, (t) => {
      t.dropColumn('suspended_at');
    });
  },
};

export const migrations: Migration[] = [users, passwordState, twoFactorMigration, suspension];

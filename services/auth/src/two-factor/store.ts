/**
 * Two-factor sign-in in the database: enrolment (a pending secret, then turned on with a
 * first code), codes checked once each, recovery codes, and the administrators' policy.
 * "Once each" holds across parallel requests and instances: a code is accepted by one
 * conditional UPDATE (the step must be newer than the last accepted one; the recovery code
 * must still be unused), so of two requests with the same code exactly one changes the row.
 */

import type { TwoFactorEnrolment } from '@agency/contracts';
import type { Knex } from 'knex';
import { TABLES as AUTH_TABLES } from '../db/rows';
import type { TwoFactorKeys } from './keys';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { type RecoveryCodeRow, type SettingRow, TWO_FACTOR_TABLES as T, type TwoFactorRow } from './schema';
import { open, seal } from './secret-box';
import { looksLikeTotpCode, newSecret, otpauthUri, stepOfCode } from './totp';

/** The setting's name in auth_settings, and its values. */
const REQUIRE_FOR_ADMINS = 'require_two_factor_for_admins';
const ON = 'on';

export type CodeKind = 'totp' | 'recovery';

export interface TwoFactorStore {
  /** On (confirmed) or not, and the unused recovery codes. */
  status(accountId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  /** A new pending secret for the account, replacing any earlier pending one; 'already-on' when it is on. */
  start(accountId: number, username: string): Promise<TwoFactorEnrolment | 'already-on'>;
  /** Turns it on with a code from the pending secret; answers the new recovery codes. */
  confirm(accountId: number, code: string): Promise<string[] | 'not-pending' | 'already-on' | 'wrong-code'>;
  /**
   * Accepts a code of an account that has it on, once: a TOTP code (its step newer than the
   * last accepted one) or, when `kinds` allows, an unused recovery code, which is used up.
   */
  accept(accountId: number, code: string, kinds: readonly CodeKind[]): Promise<CodeKind | undefined>;
  /** New recovery codes in place of the old ones. */
  replaceRecoveryCodes(accountId: number): Promise<string[]>;
  /** Turns it off: the secret and the recovery codes are deleted. */
  remove(accountId: number): Promise<void>;
  /** Every account that has it on, by id. */
  enrolledAccounts(): Promise<{ _id: number; username: string }[]>;
  /** The administrators' accounts that have not turned two-factor sign-in on. */
  adminsWithoutIt(): Promise<number[]>;
  requiredForAdmins(): Promise<boolean>;
  setRequiredForAdmins(required: boolean): Promise<void>;
}

export function twoFactorStore(db: Knex, keys: TwoFactorKeys, clock: () => number): TwoFactorStore {
  const rowOf = (accountId: number): Promise<TwoFactorRow | undefined> =>
    db<TwoFactorRow>(T.twoFactor).where({ account_id: accountId }).first();

  async function writeRecoveryCodes(trx: Knex.Transaction, accountId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await trx(T.recoveryCodes).where({ account_id: accountId }).delete();
    await trx(T.recoveryCodes).insert(
      codes.map((code) => ({ account_id: accountId, code_hash: hashRecoveryCode(keys.recoveryCodes, accountId, code), used_at: null })),
    );
    return codes;
  }

  /** Marks the step of a good code as used; false when that step (or a later one) was used already. */
  async function useStep(accountId: number, step: number): Promise<boolean> {
    const changed = await db(T.twoFactor)
      .where({ account_id: accountId })
      .whereNotNull('enabled_at')
      .where((q) => void q.whereNull('last_step').orWhere('last_step', '<', step))
      .update({ last_step: step });
    return Number(changed) === 1;
  }

  const stepOf = (row: TwoFactorRow, code: string): number | undefined => {
    const secret = open(keys.sealing, Number(row.account_id), row.secret);
    return secret === undefined ? undefined : stepOfCode(secret, code, clock());
  };

  return {
    async status(accountId) {
      const row = await rowOf(accountId);
      if (!row || row.enabled_at === null) return { enabled: false, recoveryCodesLeft: 0 };
      const [{ count }] = await db<RecoveryCodeRow>(T.recoveryCodes)
        .where({ account_id: accountId })
        .whereNull('used_at')
        .count({ count: '*' });
      return { enabled: true, recoveryCodesLeft: Number(count) };
    },

    async start(accountId, username) {
      const secret = newSecret();
      const outcome = await db.transaction(async (trx) => {
        const row = await trx<TwoFactorRow>(T.twoFactor).where({ account_id: accountId }).first();
        if (row && row.enabled_at !== null) return 'already-on' as const;
        await trx(T.twoFactor).where({ account_id: accountId }).delete();
        await trx(T.twoFactor).insert({
          account_id: accountId,
          secret: seal(keys.sealing, accountId, secret),
          enabled_at: null,
          last_step: null,
          created_at: clock(),
        });
        return 'started' as const;
      });
      return outcome === 'already-on' ? outcome : { otpauthUri: otpauthUri(secret, username), secret };
    },

    async confirm(accountId, code) {
      const row = await rowOf(accountId);
      if (!row) return 'not-pending';
      if (row.enabled_at !== null) return 'already-on';
      const step = stepOf(row, code);
      if (step === undefined) return 'wrong-code';
      return db.transaction(async (trx) => {
        const changed = await trx(T.twoFactor)
          .where({ account_id: accountId, secret: row.secret })
          .whereNull('enabled_at')
          .update({ enabled_at: clock(), last_step: step });
        // Confirmed in parallel, or restarted with another secret meanwhile.
        if (Number(changed) !== 1) return 'not-pending' as const;
        return writeRecoveryCodes(trx, accountId);
      });
    },

    async accept(accountId, code, kinds) {
      const row = await rowOf(accountId);
      if (!row || row.enabled_at === null) return undefined;
      if (looksLikeTotpCode(code)) {
        if (!kinds.includes('totp')) return undefined;
        const step = stepOf(row, code);
        return step !== undefined && (await useStep(accountId, step)) ? 'totp' : undefined;
      }
      if (!kinds.includes('recovery')) return undefined;
      const used = await db(T.recoveryCodes)
        .where({ account_id: accountId, code_hash: hashRecoveryCode(keys.recoveryCodes, accountId, code) })
        .whereNull('used_at')
        .update({ used_at: clock() });
      return Number(used) === 1 ? 'recovery' : undefined;
    },

    replaceRecoveryCodes(accountId) {
      return db.transaction((trx) => writeRecoveryCodes(trx, accountId));
    },

    async remove(accountId) {
      await db.transaction(async (trx) => {
        await trx(T.recoveryCodes).where({ account_id: accountId }).delete();
        await trx(T.twoFactor).where({ account_id: accountId }).delete();
      });
    },

    async enrolledAccounts() {
      const rows: { id: number; username: string }[] = await db(`${T.twoFactor} as t`)
        .join(`${AUTH_TABLES.users} as u`, 'u.id', 't.account_id')
        .whereNotNull('t.enabled_at')
        .orderBy('u.id')
        .select('u.id', 'u.username');
      return rows.map((row) => ({ _id: Number(row.id), username: row.username }));
    },

    async adminsWithoutIt() {
      const rows: { id: number }[] = await db(`${AUTH_TABLES.users} as u`)
        .leftJoin(`${T.twoFactor} as t`, (on) => void on.on('t.account_id', 'u.id').andOnNotNull('t.enabled_at'))
        .where('u.role', 'admin')
        .whereNull('t.account_id')
        .select('u.id');
      return rows.map((row) => Number(row.id));
    },

    async requiredForAdmins() {
      const row = await db<SettingRow>(T.settings).where({ name: REQUIRE_FOR_ADMINS }).first();
      return row?.value === ON;
    },

    async setRequiredForAdmins(required) {
      await db(T.settings)
        .insert({ name: REQUIRE_FOR_ADMINS, value: required ? ON : 'off' })
        .onConflict('name')
        .merge();
    },
  };
}

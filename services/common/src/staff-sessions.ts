/**
 * Staff sessions: every sign-in is a row, every staff token names its row (`sid`), and every
 * service's guard checks the row on every staff call. A token therefore ends when its session
 * does, not only at its `exp`: at sign-out, "sign out everywhere", a role change and when the
 * account is deleted (the auth service revokes them). Like the rate-limit counters, this is
 * state every instance of every service must agree on, so it lives in the one store of record:
 * the table is service-common's own (its own migrations), migrated by every service.
 *
 * Each process remembers a session's state for at most SESSION_CHECK_CACHE_MS, so a busy back
 * office does not read the table on every call, and a revocation made by another process is
 * obeyed within that time (the auth service's own process forgets at once).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@agency/contracts';
import type { Knex } from 'knex';
import { type Migration, migrate } from './database';

export const SESSIONS_TABLE = 'staff_sessions';
/** Every refresh token a session's rotation replaced (its family), by hash: any of them coming back after the grace ends the session. */
export const REPLACED_REFRESH_TABLE = 'staff_session_replaced_refresh';
/** How long a process trusts what it last read of a session. */
export const SESSION_CHECK_CACHE_MS = 2_000;

export interface SessionRow {
  id: string;
  account_id: number;
  role: Role;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** SHA-256 of the session's current refresh token (the browser holds it in an HttpOnly cookie). */
  refresh_hash: string | null;
  /** The one before, and when it was replaced: a second use means the token was copied. */
  previous_refresh_hash: string | null;
  refreshed_at: number | null;
}

const sessionsTable: Migration = {
  name: '001_staff_sessions',
  async up(db) {
    await db.schema.createTable(SESSIONS_TABLE, (t) => {
      t.string('id', 32).primary();
      t.integer('account_id').notNullable().index('staff_sessions_account');
      t.string('role', 16).notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('expires_at').notNullable();
      t.bigInteger('revoked_at').nullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(SESSIONS_TABLE);
  },
};

/** Refresh tokens: access tokens live minutes, and the session renews them until it ends. */
const refreshTokens: Migration = {
  name: '002_refresh_tokens',
  async up(db) {
    await db.schema.alterTable(SESSIONS_TABLE, (t) => {
      t.string('refresh_hash', 64).nullable().unique('staff_sessions_refresh');
      t.string('previous_refresh_hash', 64).nullable().index('staff_sessions_previous_refresh');
      t.bigInteger('refreshed_at').nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable(SESSIONS_TABLE, (t) => {
      t.dropUnique(['refresh_hash'], 'staff_sessions_refresh');
      t.dropIndex(['previous_refresh_hash'], 'staff_sessions_previous_refresh');
      t.dropColumn('refresh_hash');
      t.dropColumn('previous_refresh_hash');
      t.dropColumn('refreshed_at');
    });
  },
};

/**
 * The whole family of replaced refresh tokens, not only the last one: a thief who refreshed
 * twice left the owner holding a token two generations back, which the session no longer
 * recognised, so the thief kept it.
 */
const replacedRefreshTokens: Migration = {
  name: '003_replaced_refresh_tokens',
  async up(db) {
    await db.schema.createTable(REPLACED_REFRESH_TABLE, (t) => {
      t.string('refresh_hash', 64).primary();
      t.string('session_id', 32).notNullable().index('staff_session_replaced_refresh_session');
      t.bigInteger('replaced_at').notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable(REPLACED_REFRESH_TABLE);
  },
};

export const SESSION_MIGRATIONS: readonly Migration[] = [sessionsTable, refreshTokens, replacedRefreshTokens];

export async function migrateSessions(db: Knex): Promise<void> {
  await migrate(db, 'staff_sessions', SESSION_MIGRATIONS);
}

/**
 * How long a token a refresh replaced still renews the access token without a new refresh
 * token: two tabs of one browser share the cookie and may refresh at the same moment. Past
 * it, any replaced token of the session coming back means someone copied it, and the session
 * ends (for the copy and for the original alike).
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** What a refresh token gave: the live session (with the next refresh token, unless within the grace), or why not. */
export type Redeemed = { outcome: 'renewed'; session: SessionRow; refreshToken?: string } | { outcome: 'unknown' | 'ended' | 'replayed' };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** What a token says of itself that the session must agree with. */
export interface SessionClaims {
  sid: string;
  sub: number;
  role: Role;
}

export interface StaffSessions {
  /** Starts a session for a sign-in; the token carries the answered id. */
  open(account: { id: number; role: Role }, lifetimeSeconds: number): Promise<string>;
  /** True while the session is open, unexpired and of this account and role. */
  isLive(claims: SessionClaims): Promise<boolean>;
  /** Ends one session (sign-out). */
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of an account (sign out everywhere, role change, deletion). */
  revokeAccount(accountId: number, trx?: Knex.Transaction): Promise<number>;
  /** The session's first refresh token (at sign-in); only its hash is stored. */
  issueRefresh(sessionId: string): Promise<string>;
  /** Trades a refresh token for the next one (rotation); any replaced one replayed after the grace ends the session. */
  redeemRefresh(refreshToken: string): Promise<Redeemed>;
}

export function staffSessions(db: Knex, clock: () => number = Date.now): StaffSessions {
  const remembered = new Map<string, { row: SessionRow | undefined; until: number }>();

  async function read(sessionId: string): Promise<SessionRow | undefined> {
    const now = clock();
    const cached = remembered.get(sessionId);
    if (cached && cached.until > now) return cached.row;
    const row: SessionRow | undefined = await db<SessionRow>(SESSIONS_TABLE).where({ id: sessionId }).first();
    if (remembered.size > 10_000) remembered.clear(); // a bound, not a policy: sessions are few
    remembered.set(sessionId, { row, until: now + SESSION_CHECK_CACHE_MS });
    return row;
  }

  async function revoke(sessionId: string): Promise<void> {
    await db(SESSIONS_TABLE).where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: clock() });
    remembered.delete(sessionId);
  }

  return {
    async open(account, lifetimeSeconds) {
      const id = randomBytes(18).toString('base64url');
      const now = clock();
      // Sign-ins are rare: the moment to forget sessions that ended over a day ago.
      const forgotten = db(SESSIONS_TABLE)
        .where('expires_at', '<', now - 86_400_000)
        .select('id');
      await db(REPLACED_REFRESH_TABLE).whereIn('session_id', forgotten).delete();
      await db(SESSIONS_TABLE)
        .where('expires_at', '<', now - 86_400_000)
        .delete();
      await db(SESSIONS_TABLE).insert({
        id,
        account_id: account.id,
        role: account.role,
        created_at: now,
        expires_at: now + lifetimeSeconds * 1000,
        revoked_at: null,
      });
      return id;
    },
    async isLive(claims) {
      if (typeof claims.sid !== 'string' || claims.sid === '') return false;
      const row = await read(claims.sid);
      return Boolean(
        row &&
          row.revoked_at === null &&
          Number(row.expires_at) > clock() &&
          Number(row.account_id) === claims.sub &&
          row.role === claims.role,
      );
    },
    revoke,
    async revokeAccount(accountId, trx) {
      const count = await (trx ?? db)(SESSIONS_TABLE)
        .where({ account_id: accountId })
        .whereNull('revoked_at')
        .update({ revoked_at: clock() });
      remembered.clear();
      return Number(count);
    },
    async issueRefresh(sessionId) {
      const token = newToken();
      await db(SESSIONS_TABLE)
        .where({ id: sessionId })
        .update({ refresh_hash: hashOf(token), refreshed_at: clock() });
      return token;
    },
    async redeemRefresh(refreshToken) {
      const hash = hashOf(refreshToken);
      const now = clock();
      const live = (row: SessionRow) => row.revoked_at === null && Number(row.expires_at) > now;
      const current: SessionRow | undefined = await db<SessionRow>(SESSIONS_TABLE).where({ refresh_hash: hash }).first();
      if (current) {
        if (!live(current)) return { outcome: 'ended' };
        const next = newToken();
        // Conditional on the hash still being the current one: of two parallel uses, one rotates.
        const rotated = await db.transaction(async (trx) => {
          const changed = await trx(SESSIONS_TABLE)
            .where({ id: current.id, refresh_hash: hash })
            .update({ refresh_hash: hashOf(next), previous_refresh_hash: hash, refreshed_at: now });
          if (Number(changed) === 1)
            await trx(REPLACED_REFRESH_TABLE).insert({ refresh_hash: hash, session_id: current.id, replaced_at: now });
          return Number(changed) === 1;
        });
        if (rotated) return { outcome: 'renewed', session: current, refreshToken: next };
      }
      const family: { session_id: string; replaced_at: number } | undefined = await db(REPLACED_REFRESH_TABLE)
        .where({ refresh_hash: hash })
        .first('session_id', 'replaced_at');
      const replaced: SessionRow | undefined = family && (await db<SessionRow>(SESSIONS_TABLE).where({ id: family.session_id }).first());
      if (!family || !replaced) return { outcome: 'unknown' };
      if (!live(replaced)) return { outcome: 'ended' };
      if (now - Number(family.replaced_at) <= REFRESH_REUSE_GRACE_MS) return { outcome: 'renewed', session: replaced };
      await revoke(replaced.id);
      return { outcome: 'replayed' };
    },
  };
}

/**
 * The auth calls of the contract table (health is registered for every service by
 * servicePlugin): sign-in, token verification and the admin portal's user management.
 * Who may call what is the contract's `access`, enforced by the shared guard before these
 * handlers run; this service adds what only it can check, namely that the account behind a
 * token still exists. Every sign-in opens a staff session (service-common's staff-sessions);
 * sign-out, "sign out everywhere", a role change and deletion end sessions, which every
 * service's guard obeys within seconds.
 */

import {
  ACCOUNT_SUSPENDED,
  authCalls,
  CROSS_SITE_REFUSED,
  INVALID_CREDENTIALS,
  LAST_ADMIN_UNDELETABLE,
  LAST_ADMIN_UNDEMOTABLE,
  LAST_ADMIN_UNSUSPENDABLE,
  type LoginFailureResponse,
  type LoginResponse,
  NO_PASSWORD_CHANGE_PENDING,
  OWN_ACCOUNT_UNDELETABLE,
  OWN_ACCOUNT_UNSUSPENDABLE,
  OWN_PASSWORD_RESET,
  OWN_ROLE_UNCHANGEABLE,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_POLICY_MESSAGES,
  PASSWORD_RESET,
  type ResponseOf,
  ROLE_CHANGED,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
  TOO_MANY_SIGN_IN_ATTEMPTS,
  type TwoFactorChallengeResponse,
  USER_CREATED,
  USER_DELETED,
  USER_REINSTATED,
  USER_SUSPENDED,
  USERNAME_TAKEN,
  type UserAccount,
  type VerifyResponse,
  WRONG_CURRENT_PASSWORD,
  WRONG_USERNAME_OR_PASSWORD,
} from '@agency/contracts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  registerCall,
  SESSION_EXPIRED,
  type ServiceOptions,
  type TokenClaims,
  unauthorized,
} from '@agency/service-common';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import {
  accountOf,
  activeStaff,
  changeRole,
  createAccount,
  deleteAccount,
  findById,
  findByUsername,
  findPasswordState,
  isSuspended,
  listAccounts,
  resetPassword,
  setSuspended,
  storePassword,
} from './accounts';
import { auditedAccountChange, installAudit } from './audit';
import { credentialCheck } from './credentials';
import { isCrossSite } from './cross-site';
import type { UserRow } from './db/rows';
import { deviceCookie } from './device-cookie';
import { HASHING_RETRY_AFTER_SECONDS, HashingBusyError, hashingPool } from './hashing-pool';
import { installLoginLimiter, type LoginLimits } from './login-limiter';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { installRefreshCookie } from './refresh-cookie';
import { signInProof } from './sign-in-proof';
import { type IssueLogin, installTwoFactor } from './two-factor/routes';

export interface AuthRoutesOptions {
  /** Sign-in rate limits; the defaults are LOGIN_LIMITS (tests pass smaller ones). */
  limits?: LoginLimits;
  /** The time two-factor codes, challenges and the sign-in limits are checked against (tests move it); Date.now by default. */
  clock?: () => number;
}

/**
 * The account the request's (already verified) token belongs to, as stored now. A token
 * outlives a deleted account until it expires; this service, which owns the accounts, refuses it.
 */
async function currentAccount(db: Knex, request: FastifyRequest): Promise<UserAccount> {
  const claims: TokenClaims = request.user;
  const row = await findById(db, claims.sub);
  if (!row || row.username !== claims.username || row.role !== claims.role || isSuspended(row)) throw unauthorized(SESSION_EXPIRED);
  return accountOf(row);
}

/** 400 naming `field` when the new password breaks the policy (password-policy.ts). */
function checkNewPassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw badRequest(problem, { [field]: problem });
}

export function createAuthRoutes(options: AuthRoutesOptions = {}): FastifyPluginAsync<ServiceOptions> {
  return async (app, { db, config }) => {
    const sessions = app.staffSessions;
    const signInLimits = installLoginLimiter(app, config, options.limits, options.clock);
    const limitLogin = signInLimits.limit;
    const checkCredentials = credentialCheck(config.passwordHashCost);
    app.addHook('onListen', async () => checkCredentials.prepare());
    const hashOf = (password: string) => () => hashPassword(password, config.passwordHashCost);
    const refreshCookie = await installRefreshCookie(app, config);
    const devices = deviceCookie(config);
    const pool = hashingPool();
    const proofOfWork = signInProof(config, () => pool.openLoad(), options.clock);
    installAudit(app, db);

    /**
     * Opens a staff session for the account and answers as a successful sign-in does: a
     * short-lived access token in the answer, the session's refresh token in its cookie. The
     * sign-in is complete here (any second factor done), so this browser and address become
     * known to the username.
     */
    async function signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      account: Pick<UserRow, 'id' | 'username' | 'role'>,
    ): Promise<LoginResponse> {
      const sid = await sessions.open({ id: Number(account.id), role: account.role }, config.sessionLifetimeSeconds);
      refreshCookie.set(reply, await sessions.issueRefresh(sid), config.sessionLifetimeSeconds);
      devices.remember(request, reply, account.username);
      await signInLimits.signedIn(request, account.username);
      const claims: TokenClaims = { sub: Number(account.id), username: account.username, role: account.role, sid };
      request.noteAudit({ actor: { id: claims.sub, username: claims.username, role: claims.role } });
      return { success: true, token: app.jwt.sign(claims), username: account.username, role: account.role };
    }

    /** Login's answer after the second step of two-factor sign-in (two-factor/routes.ts). */
    const issueLogin: IssueLogin = (account, reply) => signIn(reply.request, reply, account);
    const twoFactor = installTwoFactor(app, {
      db,
      config,
      limitLogin,
      codeTurn: signInLimits.codeTurn,
      knownDevice: devices.knows,
      issueLogin,
      clock: options.clock ?? Date.now,
    });

    /**
     * The sign-in calls' first steps: the limits (429 with Retry-After), then the credentials;
     * undefined when they are wrong. A right password takes back the failure the attempt reserved.
     */
    async function checkSignIn(
      request: FastifyRequest,
      credentials: { username: string; password: string; proofOfWork?: string },
      reply: FastifyReply,
    ): Promise<UserRow | undefined> {
      const { username, password } = credentials;
      const knownDevice = devices.knows(request, username);
      // Before any hashing: a refused proof costs the service two HMACs. It counts against the
      // client, so a flood of them is soon held back before its body is read (holdFlood).
      if (!knownDevice) {
        await proofOfWork.check(request, credentials.proofOfWork).catch(async (error: unknown) => {
          await signInLimits.refusedUnchecked(request);
          throw error;
        });
      }
      const verdict = await limitLogin(request, username, { knownDevice });
      const tooMany = (retryAfter: number) => {
        void reply.header('retry-after', String(retryAfter));
        return new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS);
      };
      if ('retryAfter' in verdict) throw tooMany(verdict.retryAfter);
      const ticket = knownDevice ? { known: true } : { client: normalizeIP(request.ip), failures: verdict.attempt.clientFailures };
      // NFKC: a full-width 'ｃｈｉｅｆ' is 'chief' (new usernames are plain characters only, so it can name no other account).
      const account = await checkCredentials(db, username.normalize('NFKC').trim(), password.trim(), ticket).catch(
        async (error: unknown) => {
          if (!(error instanceof HashingBusyError)) {
            await verdict.attempt.abandoned();
            throw error;
          }
          // Refused hashing counts against the client: flooding the pool soon ends in 429 before it.
          await verdict.attempt.refused();
          throw error.refusal === 'client-share' ? tooMany(HASHING_RETRY_AFTER_SECONDS) : error;
        },
      );
      // Never the typed username: people type their password into that box too.
      if (!account) {
        request.log.info({ client: request.ip }, 'sign-in refused');
        await verdict.attempt.failed();
      } else await verdict.attempt.succeeded();
      return account;
    }

    const refused = (reply: FastifyReply): LoginFailureResponse => {
      void reply.status(401);
      return { success: false, statusCode: 401, error: INVALID_CREDENTIALS, message: WRONG_USERNAME_OR_PASSWORD };
    };

    /** The right password for a suspended account: said plainly, since only its owner knows the password. */
    const suspended = (reply: FastifyReply): LoginFailureResponse => {
      void reply.status(403);
      return { success: false, statusCode: 403, error: ACCOUNT_SUSPENDED, message: ACCOUNT_SUSPENDED };
    };

    /** After the password (and any new one): the two-factor challenge when one is due, else the token. */
    async function finishSignIn(
      request: FastifyRequest,
      reply: FastifyReply,
      account: UserRow,
    ): Promise<LoginResponse | TwoFactorChallengeResponse> {
      return (await twoFactor.challengeFor(account)) ?? signIn(request, reply, account);
    }

    // A client flooding the sign-in calls past its limit is answered late and before its body is read.
    const holdFlood = { onRequest: signInLimits.holdFlood(devices.present) };

    registerCall(app, authCalls.signInChallenge, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return proofOfWork.challenge();
    });

    registerCall(
      app,
      authCalls.login,
      async (request, reply): Promise<LoginResponse | TwoFactorChallengeResponse | LoginFailureResponse> => {
        const account = await checkSignIn(request, request.body, reply);
        if (!account) return refused(reply);
        if (isSuspended(account)) return suspended(reply);
        if (account.must_change_password) {
          void reply.status(403);
          return {
            success: false,
            statusCode: 403,
            error: PASSWORD_CHANGE_REQUIRED,
            message: PASSWORD_CHANGE_REQUIRED,
            passwordChangeRequired: true,
          };
        }
        return finishSignIn(request, reply, account);
      },
      holdFlood,
    );

    registerCall(
      app,
      authCalls.newPasswordAtSignIn,
      async (request, reply): Promise<LoginResponse | TwoFactorChallengeResponse | LoginFailureResponse> => {
        const account = await checkSignIn(request, request.body, reply);
        if (!account) return refused(reply);
        if (isSuspended(account)) return suspended(reply);
        if (!account.must_change_password) throw conflict(NO_PASSWORD_CHANGE_PENDING);
        const newPassword = request.body.newPassword.trim();
        checkNewPassword(newPassword, account.username, 'newPassword');
        if (newPassword === request.body.password.trim())
          throw badRequest(PASSWORD_POLICY_MESSAGES.unchanged, { newPassword: PASSWORD_POLICY_MESSAGES.unchanged });
        await storePassword(db, sessions, Number(account.id), await hashOf(newPassword)(), false, Date.now());
        // Read again: a two-factor challenge is bound to the password it follows.
        return finishSignIn(request, reply, (await findByUsername(db, account.username)) ?? account);
      },
      holdFlood,
    );

    registerCall(app, authCalls.changePassword, async (request, reply): Promise<LoginResponse> => {
      const account = await findPasswordState(db, request.user.sub);
      if (!account) throw unauthorized(SESSION_EXPIRED);
      const { currentPassword, newPassword } = request.body;
      // 400, not 401: a mistyped current password must not sign the browser out.
      if (!(await verifyPassword(currentPassword.trim(), account.password_hash))) {
        throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
      }
      const chosen = newPassword.trim();
      checkNewPassword(chosen, account.username, 'newPassword');
      if (chosen === currentPassword.trim())
        throw badRequest(PASSWORD_POLICY_MESSAGES.unchanged, { newPassword: PASSWORD_POLICY_MESSAGES.unchanged });
      await storePassword(db, sessions, Number(account.id), await hashOf(chosen)(), false, Date.now());
      return signIn(request, reply, account);
    });

    registerCall(app, authCalls.resetPassword, async (request): Promise<ResponseOf<typeof authCalls.resetPassword>> => {
      const { id } = request.params;
      const target = await findById(db, id);
      if (!target) throw notFound(`No user has the id ${id}`);
      const password = request.body.password.trim();
      checkNewPassword(password, target.username, 'password');
      const outcome = await resetPassword(db, sessions, id, hashOf(password), request.user.sub, Date.now());
      switch (outcome) {
        case 'reset':
          return { message: PASSWORD_RESET };
        case 'not-found':
          throw notFound(`No user has the id ${id}`);
        case 'own-account':
          throw conflict(OWN_PASSWORD_RESET);
        case 'caller-gone':
          throw unauthorized(SESSION_EXPIRED);
      }
    });

    registerCall(app, authCalls.verify, async (request): Promise<VerifyResponse> => {
      const { username, role } = await currentAccount(db, request);
      return { data: { valid: true, success: true, username, role } };
    });

    registerCall(app, authCalls.createUser, async (request): Promise<ResponseOf<typeof authCalls.createUser>> => {
      await currentAccount(db, request);
      const { body } = request;
      // Trimmed like sign-in trims them, so the new account can sign in with what was typed.
      const password = body.password.trim();
      const username = body.username.trim();
      checkNewPassword(password, username, 'password');
      const outcome = await createAccount(db, { username, role: body.role, passwordHash: hashOf(password) }, Date.now());
      if ('taken' in outcome) throw conflict(USERNAME_TAKEN);
      return { message: USER_CREATED, data: outcome.created };
    });

    registerCall(app, authCalls.listUsers, async (request): Promise<UserAccount[]> => {
      await currentAccount(db, request);
      return listAccounts(db);
    });

    registerCall(app, authCalls.staffDirectory, async (request): Promise<UserAccount[]> => {
      await currentAccount(db, request);
      return activeStaff(db);
    });

    // Another site's form must neither renew the session nor clear its cookie, whatever its body: refused before it is read.
    const refuseCrossSite = {
      onRequest: async (request: FastifyRequest) => {
        if (isCrossSite(request, config)) throw forbidden(CROSS_SITE_REFUSED);
      },
    };

    registerCall(
      app,
      authCalls.refresh,
      async (request, reply): Promise<LoginResponse> => {
        const presented = refreshCookie.read(request);
        // Without a cookie there is nothing to clear: answering with a cleared one would only end a cookie the request did not carry.
        if (!presented) throw unauthorized(SESSION_EXPIRED);
        const redeemed = await sessions.redeemRefresh(presented);
        const account = redeemed.outcome === 'renewed' ? await findById(db, Number(redeemed.session.account_id)) : undefined;
        if (redeemed.outcome !== 'renewed' || !account || account.role !== redeemed.session.role || isSuspended(account)) {
          if (redeemed.outcome === 'renewed') await sessions.revoke(redeemed.session.id);
          if (redeemed.outcome === 'replayed')
            request.log.warn({ client: request.ip }, 'a replaced refresh token came back: its session is ended');
          refreshCookie.clear(reply);
          throw unauthorized(SESSION_EXPIRED);
        }
        const { session } = redeemed;
        if (redeemed.refreshToken) refreshCookie.set(reply, redeemed.refreshToken, (Number(session.expires_at) - Date.now()) / 1000);
        const claims: TokenClaims = { sub: Number(account.id), username: account.username, role: account.role, sid: session.id };
        return { success: true, token: app.jwt.sign(claims), username: account.username, role: account.role };
      },
      refuseCrossSite,
    );

    registerCall(app, authCalls.logout, async (request, reply): Promise<ResponseOf<typeof authCalls.logout>> => {
      await sessions.revoke(request.user.sid);
      refreshCookie.clear(reply);
      return { message: SIGNED_OUT };
    });

    registerCall(app, authCalls.signOutEverywhere, async (request): Promise<ResponseOf<typeof authCalls.signOutEverywhere>> => {
      await currentAccount(db, request);
      const { id } = request.params;
      if (!(await findById(db, id))) throw notFound(`No user has the id ${id}`);
      await sessions.revokeAccount(id);
      return { message: SIGNED_OUT_EVERYWHERE };
    });

    registerCall(app, authCalls.changeRole, async (request): Promise<ResponseOf<typeof authCalls.changeRole>> => {
      const { id } = request.params;
      const outcome = await auditedAccountChange(request, db, id, request.body.reason, () =>
        changeRole(db, sessions, id, request.body.role, request.user.sub),
      );
      switch (outcome) {
        case 'changed':
          return { message: ROLE_CHANGED };
        case 'not-found':
          throw notFound(`No user has the id ${id}`);
        case 'own-account':
          throw conflict(OWN_ROLE_UNCHANGEABLE);
        case 'last-admin':
          throw conflict(LAST_ADMIN_UNDEMOTABLE);
        case 'caller-gone':
          throw unauthorized(SESSION_EXPIRED);
      }
    });

    /** Suspend or reinstate: the reason, if any, is in the body, which the audit log keeps. */
    const suspension = async (
      request: FastifyRequest,
      id: number,
      reason: string | undefined,
      suspend: boolean,
    ): Promise<{ message: string }> => {
      const outcome = await auditedAccountChange(request, db, id, reason, () =>
        setSuspended(db, sessions, id, suspend, request.user.sub, Date.now()),
      );
      switch (outcome) {
        case 'done':
          return { message: suspend ? USER_SUSPENDED : USER_REINSTATED };
        case 'not-found':
          throw notFound(`No user has the id ${id}`);
        case 'own-account':
          throw conflict(OWN_ACCOUNT_UNSUSPENDABLE);
        case 'last-admin':
          throw conflict(LAST_ADMIN_UNSUSPENDABLE);
        case 'caller-gone':
          throw unauthorized(SESSION_EXPIRED);
      }
    };
    registerCall(app, authCalls.suspendUser, (request) => suspension(request, request.params.id, request.body.reason, true));
    registerCall(app, authCalls.reinstateUser, (request) => suspension(request, request.params.id, request.body.reason, false));

    registerCall(app, authCalls.deleteUser, async (request): Promise<ResponseOf<typeof authCalls.deleteUser>> => {
      const { id } = request.params;
      const outcome = await deleteAccount(db, sessions, id, request.user.sub);
      switch (outcome) {
        case 'deleted':
          return { message: USER_DELETED };
        case 'not-found':
          throw notFound(`No user has the id ${id}`);
        case 'own-account':
          throw conflict(OWN_ACCOUNT_UNDELETABLE);
        case 'last-admin':
          throw conflict(LAST_ADMIN_UNDELETABLE);
        case 'caller-gone':
          throw unauthorized(SESSION_EXPIRED);
      }
    });
  };
}

export const routes = createAuthRoutes();

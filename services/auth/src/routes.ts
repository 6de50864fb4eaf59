/**
 * The auth calls of the contract table (health is registered for every service by
 * servicePlugin): sign-in, token verification and the admin portal's user management.
 * Who may call what is the contract's `access`, enforced by the shared guard before these
 * handlers run; this service adds what only it can check, namely that the account behind a
 * token still exists. Every sign-in opens a staff session (service-common's staff-sessions);
 * sign-out, "sign out everywhere", a role change and deletion end sessions, which every
 * service's guard obeys within seconds.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  authCalls,
  INVALID_CREDENTIALS,
  LAST_ADMIN_UNDELETABLE,
  LAST_ADMIN_UNDEMOTABLE,
  OWN_ACCOUNT_UNDELETABLE,
  OWN_ROLE_UNCHANGEABLE,
  ROLE_CHANGED,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
  TOO_MANY_SIGN_IN_ATTEMPTS,
  USER_CREATED,
  USER_DELETED,
  USERNAME_TAKEN,
  WRONG_USERNAME_OR_PASSWORD,
  type LoginFailureResponse,
  type LoginResponse,
  type ResponseOf,
  type TwoFactorChallengeResponse,
  type UserAccount,
  type VerifyResponse,
} from '@agency/contracts';
import { conflict, HttpError, notFound, registerCall, SESSION_EXPIRED, unauthorized, type ServiceOptions, type TokenClaims } from '@agency/service-common';
import type { Knex } from 'knex';
import { accountOf, changeRole, createAccount, deleteAccount, findById, listAccounts } from './accounts';
import { credentialCheck } from './credentials';
import { installLoginLimiter, type LoginLimits } from './login-limiter';
import { hashPassword } from './passwords';
import { installTwoFactor, type IssueLogin } from './two-factor/routes';

export interface AuthRoutesOptions {
  /** Sign-in rate limits; the defaults are LOGIN_LIMITS (tests pass smaller ones). */
  limits?: LoginLimits;
  /** The time two-factor codes and challenges are checked against (tests move it); Date.now by default. */
  clock?: () => number;
}

/**
 * The account the request's (already verified) token belongs to, as stored now. A token
 * outlives a deleted account until it expires; this service, which owns the accounts, refuses it.
 */
async function currentAccount(db: Knex, request: FastifyRequest): Promise<UserAccount> {
  const claims: TokenClaims = request.user;
  const row = await findById(db, claims.sub);
  if (!row || row.username !== claims.username || row.role !== claims.role) throw unauthorized(SESSION_EXPIRED);
  return accountOf(row);
}

export function createAuthRoutes(options: AuthRoutesOptions = {}): FastifyPluginAsync<ServiceOptions> {
  return async (app, { db, config }) => {
    const sessions = app.staffSessions;
    const limitLogin = await installLoginLimiter(app, config, options.limits);
    const checkCredentials = credentialCheck(config.passwordHashCost);

    /** A signed-in account's session and token: login's answer, after the password or after the second step. */
    const issueLogin: IssueLogin = async (account) => {
      const sid = await sessions.open({ id: Number(account.id), role: account.role }, config.jwtExpiresIn);
      const claims: TokenClaims = { sub: Number(account.id), username: account.username, role: account.role, sid };
      return { success: true, token: app.jwt.sign(claims), username: account.username, role: account.role };
    };
    const twoFactor = installTwoFactor(app, { db, config, limitLogin, issueLogin, clock: options.clock ?? Date.now });

    registerCall(app, authCalls.login, async (request, reply): Promise<LoginResponse | TwoFactorChallengeResponse | LoginFailureResponse> => {
      const retryAfter = await limitLogin(request);
      if (retryAfter !== undefined) {
        void reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS);
      }
      const { username, password } = request.body;
      const account = await checkCredentials(db, username.trim(), password.trim());
      if (!account) {
        // Never the typed username: people type their password into that box too.
        request.log.info({ client: request.ip }, 'sign-in refused');
        void reply.status(401);
        return { success: false, statusCode: 401, error: INVALID_CREDENTIALS, message: WRONG_USERNAME_OR_PASSWORD };
      }
      // Two-factor sign-in: a challenge for the second step instead of a token (two-factor/routes.ts).
      const secondStep = await twoFactor.challengeFor(account);
      if (secondStep) return secondStep;
      return issueLogin(account, reply);
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
      const outcome = await createAccount(db, { username: body.username.trim(), role: body.role, passwordHash: () => hashPassword(password, config.passwordHashCost) }, Date.now());
      if ('taken' in outcome) throw conflict(USERNAME_TAKEN);
      return { message: USER_CREATED, data: outcome.created };
    });

    registerCall(app, authCalls.listUsers, async (request): Promise<UserAccount[]> => {
      await currentAccount(db, request);
      return listAccounts(db);
    });

    registerCall(app, authCalls.logout, async (request): Promise<ResponseOf<typeof authCalls.logout>> => {
      await sessions.revoke(request.user.sid);
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
      const outcome = await changeRole(db, sessions, id, request.body.role, request.user.sub);
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

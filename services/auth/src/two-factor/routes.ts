/**
 * Two-factor sign-in's calls (contracts in shared-contracts/src/calls/auth.ts) and the gate
 * login passes every correct password through:
 * - an account with it on gets a 'totp' challenge instead of a token, and the token only from
 *   POST /api/auth/login/totp with a code (or a recovery code);
 * - an administrator without it, while administrators must use it, gets an 'enrolment'
 *   challenge that only the sign-in enrolment calls take, and the token when enrolment is
 *   confirmed. That includes the bootstrap administrator, so whoever turns the requirement
 *   on can never lock the administrators out: every one of them can still enrol and reach
 *   the setting.
 * Every code attempt (sign-in or staff call) counts toward login's rate limits.
 */

import {
  authCalls,
  type LoginFailureResponse,
  type LoginResponse,
  type ResponseOf,
  SESSION_EXPIRED,
  SIGN_IN_CHALLENGE_SECONDS,
  TOO_MANY_SIGN_IN_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallengeResponse,
  WRONG_CURRENT_PASSWORD,
} from '@agency/contracts';
import { badRequest, type Config, conflict, HttpError, notFound, registerCall, unauthorized } from '@agency/service-common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { TABLES, type UserRow } from '../db/rows';
import type { Attempt, AttemptOptions, LoginLimiter, SignInLimits } from '../login-limiter';
import { verifyPassword } from '../passwords';
import { type ChallengePurpose, challenges, passwordFingerprint } from './challenge';
import { twoFactorKeys } from './keys';
import { twoFactorStore } from './store';

/** Opens a staff session for a signed-in account and answers login's success (routes.ts owns it). */
export type IssueLogin = (account: UserRow, reply: FastifyReply) => Promise<LoginResponse>;

export interface TwoFactorOptions {
  db: Knex;
  config: Config;
  limitLogin: LoginLimiter;
  /** The per-account turn at a sign-in code (login-limiter.ts). */
  codeTurn: SignInLimits['codeTurn'];
  /** Whether the request's device cookie names the username (device-cookie.ts). */
  knownDevice(request: FastifyRequest, username: string): boolean;
  issueLogin: IssueLogin;
  clock: () => number;
}

export interface TwoFactorGate {
  /** For an account whose password was right: the challenge to answer instead of a token, if a second step is due. */
  challengeFor(account: UserRow): Promise<TwoFactorChallengeResponse | undefined>;
}

const refused = (message: string): LoginFailureResponse => ({ success: false, statusCode: 401, error: message, message });

export function installTwoFactor(
  app: FastifyInstance,
  { db, config, limitLogin, codeTurn, knownDevice, issueLogin, clock }: TwoFactorOptions,
): TwoFactorGate {
  const keys = twoFactorKeys(config.jwtSecret);
  const store = twoFactorStore(db, keys, clock);
  const challenge = challenges(keys.challenges, clock);

  const mustEnrol = async (role: UserRow['role']) => role === 'admin' && (await store.requiredForAdmins());

  /**
   * Reserves a code attempt for `username` as a failure (login's limits, which count failures
   * only); 429 beyond them. A right code takes it back with `succeeded()`.
   */
  async function countAttempt(request: FastifyRequest, reply: FastifyReply, username: string, options?: AttemptOptions): Promise<Attempt> {
    const verdict = await limitLogin(request, username, options);
    if ('attempt' in verdict) return verdict.attempt;
    void reply.header('retry-after', String(verdict.retryAfter));
    throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS);
  }

  /** The account a challenge of `purpose` stands for, if the challenge is good and the password unchanged since. */
  async function accountOfChallenge(purpose: ChallengePurpose, token: string): Promise<UserRow | undefined> {
    const claims = challenge.read(purpose, token);
    if (!claims) return undefined;
    const account = await db<UserRow>(TABLES.users).where({ id: claims.sub }).first();
    return account && passwordFingerprint(account.password_hash) === claims.pwd ? account : undefined;
  }

  const challengeAnswer = (purpose: ChallengePurpose, account: UserRow): TwoFactorChallengeResponse => ({
    success: false,
    twoFactorRequired: true,
    enrolmentRequired: purpose === 'enrolment',
    challenge: challenge.issue(purpose, { sub: Number(account.id), pwd: passwordFingerprint(account.password_hash) }),
    expiresIn: SIGN_IN_CHALLENGE_SECONDS,
  });

  // The second step of sign-in.
  registerCall(app, authCalls.signInWithCode, async (request, reply): Promise<LoginResponse | LoginFailureResponse> => {
    const account = await accountOfChallenge('totp', request.body.challenge);
    const fromKnownDevice = account !== undefined && knownDevice(request, account.username);
    const attempt = await countAttempt(request, reply, account?.username ?? '', {
      knownDevice: fromKnownDevice,
      passwordChecked: account !== undefined,
    });
    if (!account) {
      void reply.status(401);
      return refused(TWO_FACTOR_MESSAGES.challengeExpired);
    }
    // Counted per account too, whichever clients the codes come from: the password alone buys no burst of guesses.
    const granted = await codeTurn(Number(account.id), { knownDevice: fromKnownDevice });
    if ('retryAfter' in granted) {
      await attempt.abandoned();
      void reply.header('retry-after', String(granted.retryAfter));
      throw new HttpError(429, TOO_MANY_SIGN_IN_ATTEMPTS);
    }
    const accepted = await store.accept(Number(account.id), request.body.code, ['totp', 'recovery']).catch(async (error: unknown) => {
      await granted.turn.abandoned();
      throw error;
    });
    if (!accepted) {
      // The turn stays counted against the account; the attempt counts toward the username's delays.
      await attempt.failed();
      request.log.info({ client: request.ip }, 'two-factor code refused');
      void reply.status(401);
      return refused(TWO_FACTOR_MESSAGES.wrongCode);
    }
    await granted.turn.passed();
    await attempt.succeeded();
    return issueLogin(account, reply);
  });

  // Enrolment during sign-in, for an administrator who must have it.
  registerCall(app, authCalls.signInEnrolmentStart, async (request): Promise<ResponseOf<typeof authCalls.signInEnrolmentStart>> => {
    const account = await accountOfChallenge('enrolment', request.body.challenge);
    if (!account) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    const started = await store.start(Number(account.id), account.username);
    if (started === 'already-on') throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return started;
  });

  registerCall(
    app,
    authCalls.signInEnrolmentConfirm,
    async (request, reply): Promise<ResponseOf<typeof authCalls.signInEnrolmentConfirm> | LoginFailureResponse> => {
      const account = await accountOfChallenge('enrolment', request.body.challenge);
      const attempt = await countAttempt(request, reply, account?.username ?? '');
      if (!account) {
        void reply.status(401);
        return refused(TWO_FACTOR_MESSAGES.challengeExpired);
      }
      const outcome = await store.confirm(Number(account.id), request.body.code);
      if (outcome === 'wrong-code') {
        void reply.status(401);
        return refused(TWO_FACTOR_MESSAGES.wrongCode);
      }
      if (outcome === 'not-pending') throw conflict(TWO_FACTOR_MESSAGES.notPending);
      if (outcome === 'already-on') throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      await attempt.succeeded();
      return { ...(await issueLogin(account, reply)), message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: outcome };
    },
  );

  // The signed-in account's own two-factor sign-in (every role). A wrong code answers 400,
  // never 401: the back office takes a 401 from a staff call for an ended session.
  registerCall(app, authCalls.twoFactorStatus, async (request): Promise<ResponseOf<typeof authCalls.twoFactorStatus>> => {
    const { sub, role } = request.user;
    return { ...(await store.status(sub)), requiredForRole: await mustEnrol(role) };
  });

  registerCall(app, authCalls.twoFactorStart, async (request): Promise<ResponseOf<typeof authCalls.twoFactorStart>> => {
    const started = await store.start(request.user.sub, request.user.username);
    if (started === 'already-on') throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return started;
  });

  // The password again: an access token alone (stolen from a browser) cannot tie the account
  // to another authenticator. A wrong one counts toward the sign-in limits like a wrong code.
  registerCall(app, authCalls.twoFactorConfirm, async (request, reply): Promise<ResponseOf<typeof authCalls.twoFactorConfirm>> => {
    const attempt = await countAttempt(request, reply, request.user.username);
    const account = await db<UserRow>(TABLES.users).where({ id: request.user.sub }).first('password_hash');
    if (!account) throw unauthorized(SESSION_EXPIRED);
    if (!(await verifyPassword(request.body.currentPassword.trim(), account.password_hash))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const outcome = await store.confirm(request.user.sub, request.body.code);
    if (outcome === 'wrong-code') throw badRequest(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
    await attempt.succeeded();
    if (outcome === 'not-pending') throw conflict(TWO_FACTOR_MESSAGES.notPending);
    if (outcome === 'already-on') throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: outcome };
  });

  registerCall(
    app,
    authCalls.twoFactorRecoveryCodes,
    async (request, reply): Promise<ResponseOf<typeof authCalls.twoFactorRecoveryCodes>> => {
      const { sub, username } = request.user;
      if (!(await store.status(sub)).enabled) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      const attempt = await countAttempt(request, reply, username);
      if (!(await store.accept(sub, request.body.code, ['totp'])))
        throw badRequest(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
      await attempt.succeeded();
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: await store.replaceRecoveryCodes(sub) };
    },
  );

  registerCall(app, authCalls.twoFactorDisable, async (request, reply): Promise<ResponseOf<typeof authCalls.twoFactorDisable>> => {
    const { sub, username, role } = request.user;
    if (!(await store.status(sub)).enabled) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    if (await mustEnrol(role)) throw conflict(TWO_FACTOR_MESSAGES.requiredForAdmins);
    const attempt = await countAttempt(request, reply, username);
    if (!(await store.accept(sub, request.body.code, ['totp', 'recovery'])))
      throw badRequest(TWO_FACTOR_MESSAGES.wrongCode, { code: TWO_FACTOR_MESSAGES.wrongCode });
    await attempt.succeeded();
    await store.remove(sub);
    return { message: TWO_FACTOR_MESSAGES.disabled };
  });

  registerCall(
    app,
    authCalls.twoFactorPolicy,
    async (): Promise<ResponseOf<typeof authCalls.twoFactorPolicy>> => ({ requiredForAdmins: await store.requiredForAdmins() }),
  );

  // Requiring it ends the sessions administrators opened with a password alone (the caller's
  // too, when it is one): otherwise they would run on for their whole lifetime. Each signs in
  // again and is sent to set it up.
  registerCall(app, authCalls.setTwoFactorPolicy, async (request): Promise<ResponseOf<typeof authCalls.setTwoFactorPolicy>> => {
    await store.setRequiredForAdmins(request.body.requiredForAdmins);
    if (request.body.requiredForAdmins) {
      const passwordOnly = await store.adminsWithoutIt();
      for (const id of passwordOnly) await app.staffSessions.revokeAccount(id);
      request.log.info(
        { accounts: passwordOnly.length, by: request.user.sub },
        'two-factor required for administrators: password-only sessions ended',
      );
    }
    return { requiredForAdmins: await store.requiredForAdmins() };
  });

  registerCall(
    app,
    authCalls.twoFactorAccounts,
    async (): Promise<ResponseOf<typeof authCalls.twoFactorAccounts>> => store.enrolledAccounts(),
  );

  // An administrator helps an account that lost its phone and its recovery codes.
  registerCall(app, authCalls.resetTwoFactor, async (request): Promise<ResponseOf<typeof authCalls.resetTwoFactor>> => {
    const { id } = request.params;
    if (id === request.user.sub) throw conflict(TWO_FACTOR_MESSAGES.ownAccountReset);
    if (!(await db<UserRow>(TABLES.users).where({ id }).first('id'))) throw notFound(`No user has the id ${id}`);
    if (!(await store.status(id)).enabled) throw conflict(TWO_FACTOR_MESSAGES.notOn);
    await store.remove(id);
    request.log.info({ account: id, by: request.user.sub }, 'two-factor sign-in turned off by an administrator');
    return { message: TWO_FACTOR_MESSAGES.resetDone };
  });

  return {
    async challengeFor(account) {
      if ((await store.status(Number(account.id))).enabled) return challengeAnswer('totp', account);
      if (await mustEnrol(account.role)) return challengeAnswer('enrolment', account);
      return undefined;
    },
  };
}

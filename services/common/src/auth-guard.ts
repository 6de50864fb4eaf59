/**
 * Server-side authorisation for every staff call: the contract's `access` decides.
 * Tokens are HS256 JWTs (explicit algorithm, expiry) carrying the user's id, name, role and
 * session; the session must still be live (staff-sessions.ts), so a token ends at sign-out,
 * role change or deletion of its account, not only at its expiry.
 */

import { type CallContract, DEPLOY_TOKEN_PREFIX, LOGIN_REQUIRED, type Role, SESSION_EXPIRED } from '@agency/contracts';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors';
import type { StaffSessions } from './staff-sessions';

export { LOGIN_REQUIRED, SESSION_EXPIRED };

export interface TokenClaims {
  sub: number;
  username: string;
  role: Role;
  /** The session (staff-sessions.ts) the token belongs to. */
  sid: string;
}

/**
 * Checks a deploy token for the remote a call names: answers (throws) 401 for an unknown,
 * revoked or expired token and 403 for one of another remote; records its use.
 */
export interface DeployTokenVerifier {
  verify(request: FastifyRequest, token: string, remote: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by servicePlugin: the sessions every staff token is checked against. */
    staffSessions: StaffSessions;
    /** Decorated where calls that accept deploy tokens are served (the gateway's release calls). */
    deployTokens: DeployTokenVerifier;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

export async function registerJwt(app: FastifyInstance, secret: string, expiresIn: number): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn },
    // A token without `exp` would never end: refuse it even though this service never signs one.
    verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
  });
}

export const ROLE_NOT_ALLOWED = 'Your role may not do this';

/**
 * Verifies the Bearer token and its session; answers 401 for a missing, expired or tampered
 * token and for one whose session has ended.
 */
export async function authenticate(request: FastifyRequest): Promise<TokenClaims> {
  if (!request.headers.authorization) throw unauthorized(LOGIN_REQUIRED);
  let claims: TokenClaims;
  try {
    claims = await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
  if (!(await request.server.staffSessions.isLive(claims))) throw unauthorized(SESSION_EXPIRED);
  return claims;
}

/** The deploy token a request carries (`Authorization: Bearer mfdt_…`), if any. */
export function deployTokenOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1].startsWith(DEPLOY_TOKEN_PREFIX) ? match[1] : undefined;
}

/**
 * The hook that enforces a contract's `access`. It runs at `onRequest` (registerCall puts it
 * first), before the body is read or validated: a caller without the right token learns
 * nothing about the call's schema and cannot make the service parse an upload. A call that
 * takes deploy tokens checks one against the remote its path names instead of a sign-in.
 */
export function guardFor(call: Pick<CallContract, 'access' | 'deployToken'>): onRequestAsyncHookHandler | undefined {
  const { access } = call;
  if (access === 'public') return undefined;
  return async function guard(request) {
    if (call.deployToken && !request.headers.authorization)
      throw unauthorized(`${LOGIN_REQUIRED}, or send a deploy token of this remote (Authorization: Bearer ${DEPLOY_TOKEN_PREFIX}…)`);
    const deployToken = call.deployToken ? deployTokenOf(request) : undefined;
    if (deployToken !== undefined) {
      const remote = String((request.params as Record<string, unknown> | undefined)?.remote ?? '');
      await request.server.deployTokens.verify(request, deployToken, remote);
      return;
    }
    const claims = await authenticate(request);
    if (!access.includes(claims.role)) throw forbidden(ROLE_NOT_ALLOWED);
  };
}

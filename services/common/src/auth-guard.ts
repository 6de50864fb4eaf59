/**
 * Server-side authorisation for every staff call: the contract's `access` decides.
 * Tokens are HS256 JWTs (explicit algorithm, expiry) carrying the user's id, name, role and
 * session; the session must still be live (staff-sessions.ts), so a token ends at sign-out,
 * role change or deletion of its account, not only at its expiry.
 */

import { type Access, LOGIN_REQUIRED, type Role, SESSION_EXPIRED } from '@agency/contracts';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by servicePlugin: the sessions every staff token is checked against. */
    staffSessions: StaffSessions;
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

/**
 * The hook that enforces a contract's `access`. It runs at `onRequest` (registerCall puts it
 * first), before the body is read or validated: a caller without the right token learns
 * nothing about the call's schema and cannot make the service parse an upload.
 */
export function guardFor(access: Access): onRequestAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  return async function guard(request) {
    const claims = await authenticate(request);
    if (!access.includes(claims.role)) throw forbidden(ROLE_NOT_ALLOWED);
  };
}

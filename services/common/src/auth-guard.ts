/**
 * Server-side authorisation for every staff call: the contract's `access` decides.
 * Tokens are HS256 JWTs (explicit algorithm, expiry) carrying the user's id, name and role.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import type { Access, Role } from '@agency/contracts';
import { forbidden, unauthorized } from './errors';

export interface TokenClaims {
  sub: number;
  username: string;
  role: Role;
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
    verify: { algorithms: ['HS256'] },
  });
}

export const SESSION_EXPIRED = 'Your session has expired. Please login again.';

/** Verifies the Bearer token; answers 401 for a missing, expired or tampered one. */
export async function authenticate(request: FastifyRequest): Promise<TokenClaims> {
  if (!request.headers.authorization) throw unauthorized('Please login to access this page');
  try {
    return await request.jwtVerify<TokenClaims>();
  } catch {
    throw unauthorized(SESSION_EXPIRED);
  }
}

export function guardFor(access: Access): preHandlerAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  return async function guard(request) {
    const claims = await authenticate(request);
    if (!access.includes(claims.role)) throw forbidden('Your role may not do this');
  };
}

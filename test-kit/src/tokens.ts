/**
 * Tokens made the way the services make them (service-common's registerJwt), for tests that
 * need one the auth service would not hand out: expired, forged, or signed with another key.
 */

import { registerJwt, type TokenClaims } from '@agency/service-common';
import Fastify, { type FastifyInstance } from 'fastify';

export interface TokenMinter {
  /** A token for `claims`; `expiresIn` in seconds (negative: already expired). */
  sign(claims: TokenClaims, options?: { expiresIn?: number }): string;
  close(): Promise<void>;
}

export async function tokenMinter(secret: string, expiresIn = 3600): Promise<TokenMinter> {
  const app: FastifyInstance = Fastify({ logger: false });
  await registerJwt(app, secret, expiresIn);
  await app.ready();
  return {
    sign: (claims, options) => app.jwt.sign(claims, options?.expiresIn === undefined ? {} : { expiresIn: options.expiresIn }),
    close: () => app.close(),
  };
}

/** The token with its payload swapped for `claims` and the original signature kept (an edited token). */
export function withForgedClaims(token: string, claims: TokenClaims): string {
  const [header, , signature] = token.split('.');
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...payload, ...claims })).toString('base64url'), signature].join('.');
}

/**
 * The same token with one bit of its signature flipped. The bytes are changed, not a
 * character: the last base64url character of an HS256 signature carries two unused bits,
 * so swapping it (say 'A' for 'B') can decode to the very same signature.
 */
export function withTamperedSignature(token: string): string {
  const [header, payload, signature] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  bytes[0] ^= 0x01;
  return [header, payload, bytes.toString('base64url')].join('.');
}

/** The claims a token carries (read without checking it). */
export function claimsOf(token: string): TokenClaims & { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

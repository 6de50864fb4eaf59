/**
 * The staff session's refresh token in the browser: an HttpOnly cookie (no script on the page
 * can read it, so a stolen localStorage token dies within minutes), SameSite=Strict and sent
 * only to /api/auth (no other call, no other site carries it), Secure whenever the site is
 * served over https. It lives as long as the session.
 */

import { REFRESH_COOKIE } from '@agency/contracts';
import type { Config } from '@agency/service-common';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const COOKIE_PATH = '/api/auth';

export interface RefreshCookie {
  set(reply: FastifyReply, token: string, maxAgeSeconds: number): void;
  read(request: FastifyRequest): string | undefined;
  clear(reply: FastifyReply): void;
}

export async function installRefreshCookie(app: FastifyInstance, config: Config): Promise<RefreshCookie> {
  await app.register(cookie);
  const secure = config.publicUrl.startsWith('https:');
  const options = { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure } as const;
  return {
    set: (reply, token, maxAgeSeconds) =>
      void reply.setCookie(REFRESH_COOKIE, token, { ...options, maxAge: Math.max(0, Math.floor(maxAgeSeconds)) }),
    read: (request) => request.cookies[REFRESH_COOKIE] || undefined,
    clear: (reply) => void reply.clearCookie(REFRESH_COOKIE, options),
  };
}

/** Calls of the auth service as a test makes them through `inject`. */

import type { Role } from '@agency/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `client` is the address the request comes from (rate limits key on it). */
export function login(app: FastifyInstance, username: string, password: string, client?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...(client ? { remoteAddress: client } : {}),
  });
}

/** Signs in and answers the token; fails the test when the sign-in is refused. */
export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await login(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
  return res.json().token as string;
}

export function createUser(
  app: FastifyInstance,
  token: string,
  user: { username: string; password: string; role: Role | string },
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/create', payload: user, headers: bearer(token) });
}

export function listUsers(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer(token) });
}

export function deleteUser(app: FastifyInstance, token: string, id: number | string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'DELETE', url: `/api/auth/delete/${id}`, headers: bearer(token) });
}

export function verify(app: FastifyInstance, headers: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/verify', headers });
}

export function resetPassword(app: FastifyInstance, token: string, id: number | string, password: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/auth/users/${id}/password`, payload: { password }, headers: bearer(token) });
}

export function changePassword(
  app: FastifyInstance,
  token: string,
  body: { currentPassword: string; newPassword: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/password', payload: body, headers: bearer(token) });
}

export function newPasswordAtSignIn(
  app: FastifyInstance,
  body: { username: string; password: string; newPassword: string },
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login/new-password', payload: body });
}

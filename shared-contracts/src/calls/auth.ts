/** The auth service's calls: sign-in, token verification and the admin portal's user management. */
import { defineCall, ROLES } from '../define';
import { errorResponse, idParam, messageResponse } from '../common';
import { loginFailureResponse, loginResponse, userCreatedResponse, userList, verifyResponse } from '../entities/user';
import { changeRoleForm, createUserForm, loginForm } from '../forms/account';

const ADMINS = ['admin'] as const;
const adminErrors = { 401: errorResponse, 403: errorResponse } as const;

export const authCalls = {
  login: defineCall({
    id: 'auth.login',
    audit: { action: 'auth.signIn', refused: [401] },
    method: 'POST',
    path: '/api/auth/login',
    service: 'auth',
    access: 'public',
    summary: 'Sign in with username and password (trimmed); rate limited per client',
    schema: {
      body: loginForm,
      response: { 200: loginResponse, 400: errorResponse, 401: loginFailureResponse, 429: errorResponse },
    },
  }),
  verify: defineCall({
    id: 'auth.verify',
    method: 'GET',
    path: '/api/auth/verify',
    service: 'auth',
    access: ROLES,
    summary: "Check the Bearer token and tell who it belongs to (the guards' check)",
    schema: { response: { 200: verifyResponse, 401: errorResponse } },
  }),
  createUser: defineCall({
    id: 'auth.createUser',
    audit: { action: 'user.create', targetInAnswer: 'data._id' },
    method: 'POST',
    path: '/api/auth/create',
    service: 'auth',
    access: ADMINS,
    summary: 'Create a staff account (the password is stored hashed); 409 when the username is taken',
    schema: {
      body: createUserForm,
      // 200, not 201: the admin portal treats exactly 200 as success (staff §7).
      response: { 200: userCreatedResponse, 400: errorResponse, ...adminErrors, 409: errorResponse },
    },
  }),
  listUsers: defineCall({
    id: 'auth.listUsers',
    method: 'GET',
    path: '/api/auth/users',
    service: 'auth',
    access: ADMINS,
    summary: 'Every staff account (username and role; never a password)',
    schema: { response: { 200: userList, ...adminErrors } },
  }),
  logout: defineCall({
    id: 'auth.logout',
    audit: 'auth.signOut',
    method: 'POST',
    path: '/api/auth/logout',
    service: 'auth',
    access: ROLES,
    summary: "Sign out: ends the token's session on every service (a copy of the token stops working too)",
    schema: { response: { 200: messageResponse, 401: errorResponse } },
  }),
  signOutEverywhere: defineCall({
    id: 'auth.signOutEverywhere',
    audit: 'user.signOutEverywhere',
    method: 'POST',
    path: '/api/auth/users/:id/sign-out',
    service: 'auth',
    access: ADMINS,
    summary: "Sign an account out on every device: every token of it stops working within seconds",
    schema: { params: idParam, response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse } },
  }),
  changeRole: defineCall({
    id: 'auth.changeRole',
    audit: 'user.changeRole',
    method: 'POST',
    path: '/api/auth/users/:id/role',
    service: 'auth',
    access: ADMINS,
    summary: "Change an account's role; its sessions end, so the old role's tokens stop working. 409 for the caller's own account and the last administrator",
    schema: {
      params: idParam,
      body: changeRoleForm,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  deleteUser: defineCall({
    id: 'auth.deleteUser',
    audit: 'user.delete',
    method: 'DELETE',
    path: '/api/auth/delete/:id',
    service: 'auth',
    access: ADMINS,
    summary: 'Delete a staff account; 409 for the caller’s own account, so an administrator cannot lock everyone out',
    schema: {
      params: idParam,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
} as const;

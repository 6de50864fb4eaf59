/** The auth service's calls: sign-in, token verification and the admin portal's user management. */
import { defineCall, ROLES } from '../define';
import { errorResponse, idParam, messageResponse } from '../common';
import { loginFailureResponse, loginResponse, userCreatedResponse, userList, verifyResponse } from '../entities/user';
import { changePasswordForm, changeRoleForm, createUserForm, loginForm, newPasswordAtSignInForm, resetPasswordForm } from '../forms/account';

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
    summary:
      'Sign in with username and password (trimmed); rate limited per client. 403 with passwordChangeRequired when an administrator reset ' +
      'the password: the new-password step (auth.newPasswordAtSignIn) follows',
    schema: {
      body: loginForm,
      response: { 200: loginResponse, 400: errorResponse, 401: loginFailureResponse, 403: loginFailureResponse, 429: errorResponse, 503: errorResponse },
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
  resetPassword: defineCall({
    id: 'auth.resetPassword',
    method: 'POST',
    path: '/api/auth/users/:id/password',
    service: 'auth',
    access: ADMINS,
    audit: 'user.resetPassword',
    summary:
      "Give another account a temporary password: its sessions end, and its next sign-in must choose a new password. 409 for the caller's own account",
    schema: {
      params: idParam,
      body: resetPasswordForm,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  changePassword: defineCall({
    id: 'auth.changePassword',
    method: 'POST',
    path: '/api/auth/password',
    service: 'auth',
    access: ROLES,
    audit: 'auth.changePassword',
    summary:
      "Change one's own password (the current one is checked): every session of the account ends, and the answer is a new sign-in for this one",
    schema: { body: changePasswordForm, response: { 200: loginResponse, 400: errorResponse, 401: errorResponse, 503: errorResponse } },
  }),
  newPasswordAtSignIn: defineCall({
    id: 'auth.newPasswordAtSignIn',
    method: 'POST',
    path: '/api/auth/login/new-password',
    service: 'auth',
    access: 'public',
    audit: { action: 'auth.newPasswordAtSignIn', refused: [401] },
    summary:
      'The sign-in step after an administrator reset the password: the credentials again and a new password; answers as a sign-in does. ' +
      'Rate limited with sign-in; 409 when no change is pending',
    schema: {
      body: newPasswordAtSignInForm,
      response: { 200: loginResponse, 400: errorResponse, 401: loginFailureResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse },
    },
  }),
  refresh: defineCall({
    id: 'auth.refresh',
    method: 'POST',
    path: '/api/auth/refresh',
    service: 'auth',
    access: 'public',
    summary:
      "A new access token for the session whose refresh token the HttpOnly cookie holds (set at sign-in, Path=/api/auth, SameSite=Strict); " +
      'the cookie is replaced each time (rotation), and a replaced one used again ends the session. 401 when there is none or the session ended',
    schema: { response: { 200: loginResponse, 401: errorResponse } },
  }),
} as const;

/** The auth service's calls: sign-in, token verification and the admin portal's user management. */

import { errorResponse, idParam, messageResponse } from '../common';
import { defineCall, ROLES } from '../define';
import { proofOfWorkChallenge } from '../entities/proofOfWork';
import {
  recoveryCodesResponse,
  twoFactorAccounts,
  twoFactorChallengeResponse,
  twoFactorEnrolment,
  twoFactorPolicy,
  twoFactorStatus,
} from '../entities/two-factor';
import { loginFailureResponse, loginResponse, staffDirectory, userCreatedResponse, userList, verifyResponse } from '../entities/user';
import {
  changePasswordForm,
  changeRoleForm,
  createUserForm,
  loginForm,
  newPasswordAtSignInForm,
  resetPasswordForm,
  suspensionForm,
} from '../forms/account';
import {
  enrolmentChallengeForm,
  enrolmentConfirmForm,
  signInCodeForm,
  totpCodeForm,
  totpOrRecoveryCodeForm,
  twoFactorConfirmForm,
  twoFactorPolicyForm,
} from '../forms/two-factor';

const ADMINS = ['admin'] as const;
const adminErrors = { 401: errorResponse, 403: errorResponse } as const;
/** A staff call that checks a code: wrong code (400), ended session (401), wrong state (409), too many code attempts (429). */
const staffErrors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse } as const;
/** A signed-in account's answer: a token, or (two-factor sign-in) the challenge of the second step. */
const signInAnswer = { anyOf: [loginResponse, twoFactorChallengeResponse] } as const;

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
      'the password: the new-password step (auth.newPasswordAtSignIn) follows. An account with two-factor sign-in on (or an administrator who ' +
      'must set it up) gets no token but `twoFactorRequired` and a challenge for POST /api/auth/login/totp (or the enrolment calls). ' +
      'A complete sign-in sets the known-device cookie (agency_device): that browser skips the per-username delays. 503 when password hashing is busy. ' +
      'While hashing is busy a browser the device cookie does not vouch for must bring a solved auth.signInChallenge (proofOfWork): 400 when it is missing, wrong, expired or used',
    schema: {
      body: loginForm,
      response: {
        200: signInAnswer,
        400: errorResponse,
        401: loginFailureResponse,
        403: loginFailureResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
  }),
  signInChallenge: defineCall({
    id: 'auth.signInChallenge',
    method: 'GET',
    path: '/api/auth/challenge',
    service: 'auth',
    access: 'public',
    summary:
      'A signed proof-of-work challenge (ALTCHA, SHA-256) the sign-in form solves while the person types; its price rises with the load on password hashing. ' +
      'The sign-in calls accept each solution once, within minutes',
    schema: { response: { 200: proofOfWorkChallenge } },
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
      // 200, not 201: the admin portal treats exactly 200 as success (the staff spec's calls).
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
  staffDirectory: defineCall({
    id: 'auth.staffDirectory',
    method: 'GET',
    path: '/api/auth/staff',
    service: 'auth',
    access: ['admin', 'manager'],
    summary:
      'The accounts a request can be handed to: every account not suspended (id, username, role), for administrators and managers who reassign requests',
    schema: { response: { 200: staffDirectory, ...adminErrors } },
  }),
  suspendUser: defineCall({
    id: 'auth.suspendUser',
    audit: 'user.suspend',
    method: 'POST',
    path: '/api/auth/users/:id/suspend',
    service: 'auth',
    access: ADMINS,
    summary:
      "Suspend an account: its sessions end (its tokens stop working on every service within seconds, as a deleted account's) and it cannot sign in " +
      "or refresh until reinstated; its requests and history stay. An optional reason is kept in the audit log. 409 for the caller's own account and the last active administrator",
    schema: {
      params: idParam,
      body: suspensionForm,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
  reinstateUser: defineCall({
    id: 'auth.reinstateUser',
    audit: 'user.reinstate',
    method: 'POST',
    path: '/api/auth/users/:id/reinstate',
    service: 'auth',
    access: ADMINS,
    summary:
      'Reinstate a suspended account: it can sign in again (with its password as it was). An optional reason is kept in the audit log',
    schema: {
      params: idParam,
      body: suspensionForm,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse },
    },
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
    summary: 'Sign an account out on every device: every token of it stops working within seconds',
    schema: { params: idParam, response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse } },
  }),
  changeRole: defineCall({
    id: 'auth.changeRole',
    audit: 'user.changeRole',
    method: 'POST',
    path: '/api/auth/users/:id/role',
    service: 'auth',
    access: ADMINS,
    summary:
      "Change an account's role; its sessions end, so the old role's tokens stop working. An optional reason is kept in the audit log. " +
      "409 for the caller's own account and the last administrator",
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
      'The sign-in step after an administrator reset the password: the credentials again and a new password; answers as a sign-in does ' +
      '(a token, or the two-factor challenge). ' +
      'Rate limited with sign-in, and asks for a solved auth.signInChallenge as sign-in does; 409 when no change is pending',
    schema: {
      body: newPasswordAtSignInForm,
      response: {
        200: signInAnswer,
        400: errorResponse,
        401: loginFailureResponse,
        409: errorResponse,
        429: errorResponse,
        503: errorResponse,
      },
    },
  }),
  refresh: defineCall({
    id: 'auth.refresh',
    method: 'POST',
    path: '/api/auth/refresh',
    service: 'auth',
    access: 'public',
    summary:
      'A new access token for the session whose refresh token the HttpOnly cookie holds (set at sign-in, Path=/api/auth, SameSite=Strict); ' +
      'the cookie is replaced each time (rotation), and any replaced one used again after a short grace ends the session. 401 when there is none or the session ended; ' +
      '403 when another site sent it (Sec-Fetch-Site, else Origin), leaving the cookie as it is',
    schema: { response: { 200: loginResponse, 401: errorResponse, 403: errorResponse } },
  }),
  // Two-factor sign-in (TOTP): the second step of sign-in, enrolment, and the admin policy.
  signInWithCode: defineCall({
    id: 'auth.signInWithCode',
    method: 'POST',
    path: '/api/auth/login/totp',
    service: 'auth',
    access: 'public',
    summary:
      "Second step of sign-in: login's challenge and a 6-digit code (±30 s, each code once) or a recovery code (each once); answers what login answers. Wrong codes count toward login's rate limits",
    schema: {
      body: signInCodeForm,
      response: { 200: loginResponse, 400: errorResponse, 401: loginFailureResponse, 429: errorResponse },
    },
  }),
  signInEnrolmentStart: defineCall({
    id: 'auth.signInEnrolmentStart',
    method: 'POST',
    path: '/api/auth/login/enrolment',
    service: 'auth',
    access: 'public',
    summary:
      "An administrator who must use two-factor sign-in and has not set it up: with login's enrolment challenge, starts setting it up (a new secret, pending until confirmed)",
    schema: {
      body: enrolmentChallengeForm,
      response: { 200: twoFactorEnrolment, 400: errorResponse, 401: errorResponse, 409: errorResponse },
    },
  }),
  signInEnrolmentConfirm: defineCall({
    id: 'auth.signInEnrolmentConfirm',
    method: 'POST',
    path: '/api/auth/login/enrolment/confirm',
    service: 'auth',
    access: 'public',
    summary:
      "Confirms that enrolment with the first code: two-factor sign-in is on, and the answer is login's plus the 10 recovery codes (shown once)",
    schema: {
      body: enrolmentConfirmForm,
      response: {
        200: {
          type: 'object',
          properties: { ...loginResponse.properties, ...recoveryCodesResponse.properties },
          required: [...loginResponse.required, ...recoveryCodesResponse.required],
        },
        400: errorResponse,
        401: loginFailureResponse,
        409: errorResponse,
        429: errorResponse,
      },
    },
  }),
  twoFactorStatus: defineCall({
    id: 'auth.twoFactorStatus',
    method: 'GET',
    path: '/api/auth/two-factor',
    service: 'auth',
    access: ROLES,
    summary: "The caller's two-factor sign-in: on or off, recovery codes left, whether their role must have it",
    schema: { response: { 200: twoFactorStatus, 401: errorResponse } },
  }),
  twoFactorStart: defineCall({
    id: 'auth.twoFactorStart',
    method: 'POST',
    path: '/api/auth/two-factor/start',
    service: 'auth',
    access: ROLES,
    summary:
      'Starts setting up two-factor sign-in: a new secret (kept pending until confirmed), as an otpauth URI and as text. 409 when it is already on',
    schema: { response: { 200: twoFactorEnrolment, 401: errorResponse, 409: errorResponse } },
  }),
  twoFactorConfirm: defineCall({
    id: 'auth.twoFactorConfirm',
    method: 'POST',
    path: '/api/auth/two-factor/confirm',
    service: 'auth',
    access: ROLES,
    summary:
      "Turns two-factor sign-in on with a current code from the pending secret and the account's password (400 when it is wrong, counted like a wrong code); answers the 10 recovery codes (stored hashed, shown only now)",
    schema: { body: twoFactorConfirmForm, response: { 200: recoveryCodesResponse, ...staffErrors } },
  }),
  twoFactorRecoveryCodes: defineCall({
    id: 'auth.twoFactorRecoveryCodes',
    method: 'POST',
    path: '/api/auth/two-factor/recovery-codes',
    service: 'auth',
    access: ROLES,
    summary: 'Replaces the recovery codes with 10 new ones; needs a current code',
    schema: { body: totpCodeForm, response: { 200: recoveryCodesResponse, ...staffErrors } },
  }),
  twoFactorDisable: defineCall({
    id: 'auth.twoFactorDisable',
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    service: 'auth',
    access: ROLES,
    summary:
      'Turns two-factor sign-in off with a current code or a recovery code; 409 for an administrator while it is required for administrators',
    schema: { body: totpOrRecoveryCodeForm, response: { 200: messageResponse, ...staffErrors } },
  }),
  twoFactorPolicy: defineCall({
    id: 'auth.twoFactorPolicy',
    method: 'GET',
    path: '/api/auth/two-factor/policy',
    service: 'auth',
    access: ADMINS,
    summary: 'Whether administrators must use two-factor sign-in',
    schema: { response: { 200: twoFactorPolicy, ...adminErrors } },
  }),
  setTwoFactorPolicy: defineCall({
    id: 'auth.setTwoFactorPolicy',
    method: 'PUT',
    path: '/api/auth/two-factor/policy',
    service: 'auth',
    access: ADMINS,
    summary:
      "Requires (or stops requiring) two-factor sign-in for administrators; requiring it ends the sessions of administrators without it (the caller's too), and each is sent to set it up at their next sign-in",
    schema: { body: twoFactorPolicyForm, response: { 200: twoFactorPolicy, 400: errorResponse, ...adminErrors } },
  }),
  twoFactorAccounts: defineCall({
    id: 'auth.twoFactorAccounts',
    method: 'GET',
    path: '/api/auth/two-factor/accounts',
    service: 'auth',
    access: ADMINS,
    summary: 'The accounts that have two-factor sign-in on',
    schema: { response: { 200: twoFactorAccounts, ...adminErrors } },
  }),
  resetTwoFactor: defineCall({
    id: 'auth.resetTwoFactor',
    method: 'POST',
    path: '/api/auth/users/:id/two-factor/off',
    service: 'auth',
    access: ADMINS,
    summary:
      "Turns off another account's two-factor sign-in (a lost phone and lost recovery codes); it signs in with its password and sets it up again. 409 for the caller's own account and an account without it",
    schema: {
      params: idParam,
      response: { 200: messageResponse, 400: errorResponse, ...adminErrors, 404: errorResponse, 409: errorResponse },
    },
  }),
} as const;

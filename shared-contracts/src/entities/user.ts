/**
 * Staff accounts and sign-in answers (the staff spec's entities). No schema here has a password field: the
 * product never returns one (the old site showed stored passwords; this one stores hashes).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from '../define';
import type { Closed } from '../types';
import { PASSWORD_LENGTH, PUBLIC_HANDLER, USERNAME_MAX_LENGTH } from './constants';

export const userAccount = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    username: { type: 'string' },
    role: { type: 'string', enum: ROLES },
    /** An administrator suspended the account: it cannot sign in, and its sessions ended (the user list always says). */
    suspended: { type: 'boolean' },
  },
  required: ['_id', 'username', 'role'],
} as const;
export type UserAccount = Closed<FromSchema<typeof userAccount>>;

export const userList = { type: 'array', items: userAccount } as const;

/**
 * GET /api/auth/staff: the accounts a request can be handed to (every account not suspended),
 * for the administrators and managers who reassign requests.
 */
export const staffMember = {
  type: 'object',
  properties: { _id: { type: 'integer' }, username: { type: 'string' }, role: { type: 'string', enum: ROLES } },
  required: ['_id', 'username', 'role'],
} as const;
export type StaffMember = Closed<FromSchema<typeof staffMember>>;
export const staffDirectory = { type: 'array', items: staffMember } as const;

/** Answer to create-user: the account as stored. */
export const userCreatedResponse = {
  type: 'object',
  properties: { message: { type: 'string' }, data: userAccount },
  required: ['message', 'data'],
} as const;
export type UserCreatedResponse = Closed<FromSchema<typeof userCreatedResponse>>;

/**
 * A successful login. Both sign-in screens read it: /Login takes token and username,
 * /Log (administrators) checks `success`; `role` tells the browser which screens to offer.
 */
export const loginResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: true },
    token: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', enum: ROLES },
  },
  required: ['success', 'token', 'username', 'role'],
} as const;
export type LoginResponse = Closed<FromSchema<typeof loginResponse>>;

/** The `error` text of a refused login, which both sign-in screens show. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
/** The `message` of a refused login (the screens show `error`; API clients read this). */
export const WRONG_USERNAME_OR_PASSWORD = 'The username or password is not correct';
/** 429 from the login call: too many attempts from one client (for one username, or in all). */
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * Why a staff call answered 401, in the guards' words (the staff spec's screens and error catalogue): the services send them
 * and /Login and /Log show them when a guard sends someone there.
 */
export const LOGIN_REQUIRED = 'Please login to access this page';
export const SESSION_EXPIRED = 'Your session has expired. Please login again.';

/** The admin portal's answers (the create message is the one the portal shows on success). */
export const USER_CREATED = 'User created successfully';
export const USERNAME_TAKEN = 'Username already exists';
export const USER_DELETED = 'User deleted successfully';
export const OWN_ACCOUNT_UNDELETABLE = 'You cannot delete your own account';
export const LAST_ADMIN_UNDELETABLE = 'The last administrator cannot be deleted';
export const SIGNED_OUT = 'Signed out';
export const SIGNED_OUT_EVERYWHERE = 'The account is signed out on every device';
export const ROLE_CHANGED = 'Role changed; the account signs in again to use it';
export const OWN_ROLE_UNCHANGEABLE = 'You cannot change your own role';
export const LAST_ADMIN_UNDEMOTABLE = 'The last administrator must stay an administrator';
/** Suspension: the account keeps its data and history but cannot sign in until reinstated. */
export const USER_SUSPENDED = 'Account suspended: it is signed out everywhere and cannot sign in until reinstated';
export const USER_REINSTATED = 'Account reinstated: it can sign in again';
export const OWN_ACCOUNT_UNSUSPENDABLE = 'You cannot suspend your own account';
export const LAST_ADMIN_UNSUSPENDABLE = 'The last active administrator cannot be suspended';
/** The `error` of a sign-in with the right password to a suspended account (403). */
export const ACCOUNT_SUSPENDED = 'This account is suspended. Ask an administrator to reinstate it.';

/** A refused login (401): the error shape plus `success: false`, as the admin screen reads it. */
export const loginFailureResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    statusCode: { type: 'integer' },
    /** INVALID_CREDENTIALS. */
    error: { type: 'string' },
    message: { type: 'string' },
    /** 403: the password was right but an administrator reset it; the new-password step follows. */
    passwordChangeRequired: { type: 'boolean', const: true },
  },
  required: ['success', 'statusCode', 'error', 'message'],
} as const;
export type LoginFailureResponse = Closed<FromSchema<typeof loginFailureResponse>>;

/** GET /api/auth/verify: the user guard reads `data.valid`, the admin guard `data.success`. */
export const verifyResponse = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        valid: { type: 'boolean' },
        success: { type: 'boolean' },
        username: { type: 'string' },
        role: { type: 'string', enum: ROLES },
      },
      required: ['valid', 'success', 'username', 'role'],
    },
  },
  required: ['data'],
} as const;
export type VerifyResponse = Closed<FromSchema<typeof verifyResponse>>;

/**
 * The create-user form's messages, written once: the service answers them (createUserForm in
 * forms/account.ts, through ajv-errors) and the admin portal checks the same rules with the
 * same words before sending. They live here rather than beside the schema so that the
 * portal's bundle takes the words without the form-building helpers.
 */
export const CREATE_USER_MESSAGES = {
  fillInAll: 'Please fill in all fields',
  selectRole: 'Please select a role',
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Username may use only letters, digits, dots, dashes and underscores',
  passwordTooShort: `Password must be at least ${PASSWORD_LENGTH.min} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_LENGTH.max} characters`,
  reservedName: `'${PUBLIC_HANDLER}' is reserved for unassigned requests`,
} as const;

/**
 * What the auth service says of a new password beyond its length (services/auth
 * password-policy.ts; the list of common passwords stays on the server, too big for a page).
 */
export const PASSWORD_POLICY_MESSAGES = {
  common: 'This password is too common or too simple. Choose one that is harder to guess.',
  containsUsername: 'The password must not contain the username.',
  unchanged: 'The new password must differ from the current one.',
} as const;

/** The password forms' own words (reset, change, the new-password step of sign-in). */
export const PASSWORD_FORM_MESSAGES = {
  newMissing: 'Enter a new password',
  currentMissing: 'Enter your current password',
  confirmDiffers: 'The two new passwords are not the same',
} as const;

/** The cookie that holds a staff session's refresh token (HttpOnly: the page's scripts never see it). */
export const REFRESH_COOKIE = 'agency_refresh';
/** The cookie that marks a browser as a known device of the usernames that completed a sign-in on it (HttpOnly, signed by the auth service). */
export const DEVICE_COOKIE = 'agency_device';
/** A refresh or sign-out posted from another site (a forged form): refused without touching the session's cookie. */
export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

/** Password changes: an administrator's reset, and an account choosing its own. */
export const PASSWORD_RESET = 'Password reset: the account chooses a new password at its next sign-in';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions are signed out.';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const OWN_PASSWORD_RESET = 'Use Change password for your own account';
/** The `error` of a sign-in whose password an administrator reset (403). */
export const PASSWORD_CHANGE_REQUIRED = 'Your password was reset by an administrator. Choose a new password to continue.';
/** The new-password step, when the account's password was not reset (409). */
export const NO_PASSWORD_CHANGE_PENDING = 'This account has no password change pending. Sign in as usual.';

/** 'Public' in any letter case, with or without surrounding blanks. */
export const PUBLIC_NAME_PATTERN = `^\\s*${[...PUBLIC_HANDLER].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join('')}\\s*$`;

/** The sign-in form and the admin portal's create-user form (the staff spec's validation rules). */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from '../define';
import { PASSWORD_LENGTH, USERNAME_MAX_LENGTH } from '../entities/constants';
import { PROOF_OF_WORK_FIELD, proofOfWorkPayload } from '../entities/proofOfWork';
import { CREATE_USER_MESSAGES, PASSWORD_FORM_MESSAGES, PUBLIC_NAME_PATTERN } from '../entities/user';
import { INVISIBLE_CHARACTERS, requiredSecret } from './fields';

const username = requiredSecret('Username is required', 128, 'Username must be at most 128 characters');
const password = requiredSecret('Password is required', 128, 'Password must be at most 128 characters');

/**
 * Both sign-in screens. The service trims both values before checking them; a value of
 * blanks only is refused here already. The browser also sends the solved sign-in challenge
 * (auth.signInChallenge), which the service asks for from unknown browsers while busy.
 */
export const loginForm = {
  type: 'object',
  properties: { username: username.schema, password: password.schema, [PROOF_OF_WORK_FIELD]: proofOfWorkPayload },
  required: ['username', 'password'],
  additionalProperties: false,
  errorMessage: { required: { username: username.missing, password: password.missing } },
} as const;
export type LoginRequest = FromSchema<typeof loginForm>;

const FILL_IN_ALL = CREATE_USER_MESSAGES.fillInAll;
/** Letters, digits, dots, dashes and underscores (blanks around are trimmed by the service). */
const USERNAME_PATTERN = '^\\s*[A-Za-z0-9._-]*\\s*$';
const SELECT_ROLE = CREATE_USER_MESSAGES.selectRole;

/**
 * A password an account is given (created, reset or changed): PASSWORD_LENGTH, with at least
 * one visible character. `missing` is what a blank says in the form that asks for it. The
 * service adds what a schema cannot say (password-policy.ts: common passwords, the username).
 */
function newPassword<const M extends string>(missing: M) {
  return {
    type: 'string',
    maxLength: PASSWORD_LENGTH.max,
    allOf: [
      { minLength: 1, pattern: '\\S', errorMessage: missing },
      { minLength: PASSWORD_LENGTH.min, errorMessage: CREATE_USER_MESSAGES.passwordTooShort },
    ],
    errorMessage: { type: missing, maxLength: CREATE_USER_MESSAGES.passwordTooLong },
  } as const;
}

/** Admin portal: username (at most 15 characters), a password (PASSWORD_LENGTH) and a role. */
export const createUserForm = {
  type: 'object',
  properties: {
    username: {
      type: 'string',
      minLength: 1,
      maxLength: USERNAME_MAX_LENGTH,
      pattern: '\\S',
      // The unassigned-requests pool is called 'Public': no account may take that name.
      not: { pattern: PUBLIC_NAME_PATTERN },
      // Plain characters only, so no name can pass for another ('chief' and a full-width
      // 'ｃｈｉｅｆ', 'Public' and 'Public' with a zero-width space, an RTL override).
      allOf: [{ pattern: USERNAME_PATTERN, errorMessage: CREATE_USER_MESSAGES.usernameCharacters }],
      errorMessage: {
        type: FILL_IN_ALL,
        minLength: FILL_IN_ALL,
        pattern: FILL_IN_ALL,
        maxLength: CREATE_USER_MESSAGES.usernameTooLong,
        not: CREATE_USER_MESSAGES.reservedName,
      },
    },
    password: newPassword(FILL_IN_ALL),
    role: { type: 'string', enum: ROLES, errorMessage: SELECT_ROLE },
  },
  required: ['username', 'password', 'role'],
  additionalProperties: false,
  errorMessage: { required: { username: FILL_IN_ALL, password: FILL_IN_ALL, role: SELECT_ROLE } },
} as const;
export type CreateUserRequest = FromSchema<typeof createUserForm>;

/** Admin portal: the new role of an account (a demotion needs no delete). */
/** Why an administrator changed an account (optional; kept in the audit log, never shown to the account). */
export const ACCOUNT_CHANGE_REASON_MAX = 200;
const changeReason = {
  type: 'string',
  maxLength: ACCOUNT_CHANGE_REASON_MAX,
  not: { pattern: INVISIBLE_CHARACTERS },
  errorMessage: `A reason is at most ${ACCOUNT_CHANGE_REASON_MAX} characters of visible text`,
} as const;

export const changeRoleForm = {
  type: 'object',
  properties: { role: { type: 'string', enum: ROLES, errorMessage: SELECT_ROLE }, reason: changeReason },
  required: ['role'],
  additionalProperties: false,
  errorMessage: { required: { role: SELECT_ROLE } },
} as const;
export type ChangeRoleRequest = FromSchema<typeof changeRoleForm>;

/** Suspend or reinstate an account: only an optional reason. */
export const suspensionForm = {
  type: 'object',
  properties: { reason: changeReason },
  additionalProperties: false,
} as const;
export type SuspensionRequest = FromSchema<typeof suspensionForm>;

const NEW_PASSWORD_MISSING = PASSWORD_FORM_MESSAGES.newMissing;
const CURRENT_PASSWORD_MISSING = PASSWORD_FORM_MESSAGES.currentMissing;

/** Admin portal: the temporary password an administrator gives an account (changed at its next sign-in). */
export const resetPasswordForm = {
  type: 'object',
  properties: { password: newPassword(NEW_PASSWORD_MISSING) },
  required: ['password'],
  additionalProperties: false,
  errorMessage: { required: { password: NEW_PASSWORD_MISSING } },
} as const;
export type ResetPasswordRequest = FromSchema<typeof resetPasswordForm>;

/** A signed-in account choosing a new password. */
export const changePasswordForm = {
  type: 'object',
  properties: { currentPassword: password.schema, newPassword: newPassword(NEW_PASSWORD_MISSING) },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  errorMessage: { required: { currentPassword: CURRENT_PASSWORD_MISSING, newPassword: NEW_PASSWORD_MISSING } },
} as const;
export type ChangePasswordRequest = FromSchema<typeof changePasswordForm>;

/** The sign-in step after an administrator's reset: the credentials again, and the new password. */
export const newPasswordAtSignInForm = {
  type: 'object',
  properties: {
    username: username.schema,
    password: password.schema,
    newPassword: newPassword(NEW_PASSWORD_MISSING),
    [PROOF_OF_WORK_FIELD]: proofOfWorkPayload,
  },
  required: ['username', 'password', 'newPassword'],
  additionalProperties: false,
  errorMessage: { required: { username: username.missing, password: password.missing, newPassword: NEW_PASSWORD_MISSING } },
} as const;
export type NewPasswordAtSignInRequest = FromSchema<typeof newPasswordAtSignInForm>;

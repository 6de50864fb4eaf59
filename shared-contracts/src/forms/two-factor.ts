/**
 * The codes of two-factor sign-in: a 6-digit authenticator code (blanks around it and one
 * in the middle, as apps show '123 456', are allowed) or a recovery code ('k7m2p-x9q4r', the
 * dash optional), and the sign-in challenge that carries the account between the two steps.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN, TWO_FACTOR_TEXTS } from '../entities/two-factor';
import { PASSWORD_FORM_MESSAGES } from '../entities/user';
import { requiredSecret } from './fields';

const totpCode = { type: 'string', maxLength: 16, pattern: TOTP_CODE_PATTERN, errorMessage: TWO_FACTOR_TEXTS.codeFormat } as const;
const recoveryCode = {
  type: 'string',
  maxLength: 24,
  pattern: RECOVERY_CODE_PATTERN,
  errorMessage: TWO_FACTOR_TEXTS.recoveryFormat,
} as const;
const totpOrRecoveryCode = {
  type: 'string',
  maxLength: 24,
  pattern: `${TOTP_CODE_PATTERN}|${RECOVERY_CODE_PATTERN}`,
  errorMessage: TWO_FACTOR_TEXTS.codeOrRecoveryFormat,
} as const;
/** A signed token (header.payload.signature); the service checks it, the schema only bounds it. */
const challenge = { type: 'string', minLength: 1, maxLength: 2048, errorMessage: TWO_FACTOR_TEXTS.challengeExpired } as const;

/** Confirming enrolment and making new recovery codes: a current authenticator code. */
export const totpCodeForm = {
  type: 'object',
  properties: { code: totpCode },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: { code: TWO_FACTOR_TEXTS.codeFormat } },
} as const;
export type TotpCodeRequest = FromSchema<typeof totpCodeForm>;

const currentPassword = requiredSecret(PASSWORD_FORM_MESSAGES.currentMissing, 128, 'Password must be at most 128 characters');

/**
 * Turning two-factor sign-in on from the settings page: the first code and the account's
 * password again. A stolen access token alone must not be able to tie the account to the
 * thief's authenticator app (and lock its owner out).
 */
export const twoFactorConfirmForm = {
  type: 'object',
  properties: { code: totpCode, currentPassword: currentPassword.schema },
  required: ['code', 'currentPassword'],
  additionalProperties: false,
  errorMessage: { required: { code: TWO_FACTOR_TEXTS.codeFormat, currentPassword: currentPassword.missing } },
} as const;
export type TwoFactorConfirmRequest = FromSchema<typeof twoFactorConfirmForm>;

/** The sign-in's code step when the person chose 'Use a recovery code'. */
export const recoveryCodeForm = {
  type: 'object',
  properties: { code: recoveryCode },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: { code: TWO_FACTOR_TEXTS.recoveryFormat } },
} as const;

/** Turning two-factor sign-in off: a current code or a recovery code. */
export const totpOrRecoveryCodeForm = {
  type: 'object',
  properties: { code: totpOrRecoveryCode },
  required: ['code'],
  additionalProperties: false,
  errorMessage: { required: { code: TWO_FACTOR_TEXTS.codeOrRecoveryFormat } },
} as const;
export type TotpOrRecoveryCodeRequest = FromSchema<typeof totpOrRecoveryCodeForm>;

/** POST /api/auth/login/totp: the challenge login answered and a code or a recovery code. */
export const signInCodeForm = {
  type: 'object',
  properties: { challenge, code: totpOrRecoveryCode },
  required: ['challenge', 'code'],
  additionalProperties: false,
  errorMessage: { required: { challenge: TWO_FACTOR_TEXTS.challengeExpired, code: TWO_FACTOR_TEXTS.codeOrRecoveryFormat } },
} as const;
export type SignInCodeRequest = FromSchema<typeof signInCodeForm>;

/** Enrolment during sign-in (an administrator who must set it up): the challenge alone… */
export const enrolmentChallengeForm = {
  type: 'object',
  properties: { challenge },
  required: ['challenge'],
  additionalProperties: false,
  errorMessage: { required: { challenge: TWO_FACTOR_TEXTS.challengeExpired } },
} as const;

/** …then the challenge and the first code. */
export const enrolmentConfirmForm = {
  type: 'object',
  properties: { challenge, code: totpCode },
  required: ['challenge', 'code'],
  additionalProperties: false,
  errorMessage: { required: { challenge: TWO_FACTOR_TEXTS.challengeExpired, code: TWO_FACTOR_TEXTS.codeFormat } },
} as const;

/** The admin portal's switch: require two-factor sign-in for administrators, or not. */
export const twoFactorPolicyForm = {
  type: 'object',
  properties: { requiredForAdmins: { type: 'boolean' } },
  required: ['requiredForAdmins'],
  additionalProperties: false,
} as const;

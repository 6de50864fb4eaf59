/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff accounts: what the calls answer and the
 * words the service and the back office share. A second step never answers a secret it
 * has already shown: the secret only while enrolment is pending, recovery codes only once.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';

/** The authenticator codes: 6 digits every 30 seconds, one step of clock drift either way. */
export const TOTP_SETTINGS = { digits: 6, periodSeconds: 30, driftSteps: 1, issuer: 'Escape Vacation' } as const;
/** How many recovery codes an account gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the sign-in challenge (the token only the second step accepts) lasts. */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;

export const TWO_FACTOR_TEXTS = {
  title: 'Two-factor sign-in',
  codePrompt: 'Enter the 6-digit code from your authenticator app',
  recoveryPrompt: 'Enter one of your recovery codes',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use the code from your authenticator app',
  verify: 'Verify',
  verifying: 'Verifying…',
  backToSignIn: 'Back to sign-in',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  /** The sign-in's code step when a code is refused (wrong, reused or a used recovery code). */
  wrongCode: 'That code is not correct. Please try again.',
  /** The challenge expired or was tampered with: the password step again. */
  challengeExpired: 'Your sign-in took too long. Please enter your username and password again.',
  codeFormat: 'Please enter the 6-digit code',
  codeOrRecoveryFormat: 'Please enter the 6-digit code or a recovery code',
  recoveryFormat: 'Please enter a recovery code',
  enrolmentRequired: 'Administrators must use two-factor sign-in. Set it up now to continue.',
  on: 'Two-factor sign-in is on.',
  off: 'Two-factor sign-in is off.',
  intro:
    'A code from an authenticator app on your phone, asked for after your password, keeps your account safe even if the password leaks.',
  start: 'Set up two-factor sign-in',
  starting: 'Preparing…',
  scanQr:
    'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key below.',
  secretLabel: 'Setup key',
  qrAlt: 'QR code for your authenticator app',
  confirmPrompt: 'Then enter the 6-digit code it shows to turn two-factor sign-in on.',
  confirmWithPasswordPrompt: 'Then enter the 6-digit code it shows, and your password, to turn two-factor sign-in on.',
  passwordPrompt: 'Your password',
  turnOn: 'Turn on',
  turnOff: 'Turn off two-factor sign-in',
  turnOffPrompt: 'To turn it off, enter a current code or a recovery code.',
  turnedOn: 'Two-factor sign-in is now on.',
  turnedOff: 'Two-factor sign-in is now off.',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesOnce: 'Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  recoveryCodesSaved: 'I have saved these codes',
  regenerate: 'Make new recovery codes',
  regeneratePrompt: 'New codes replace the old ones. Enter a current code from your authenticator app.',
  policyLabel: 'Require two-factor sign-in for administrators',
  policyHelp: 'Administrators without two-factor sign-in are signed out, and asked to set it up when they sign in again.',
  policySaved: 'Saved.',
  policyLoading: 'Loading the setting…',
  enrolledTitle: 'Accounts with two-factor sign-in',
  noneEnrolled: 'No account has two-factor sign-in on yet.',
  resetHelp: 'Lost phone and recovery codes? Turn it off for that account here; it can sign in with its password and set it up again.',
  resetConfirm: 'Yes, turn it off',
  cancel: 'Cancel',
  loading: 'Loading your two-factor sign-in…',
  loadFailed: 'We could not load your two-factor sign-in just now.',
  tryAgain: 'Try again',
  backToWork: 'Back to work',
} as const;

export const recoveryCodesLeft = (left: number) => (left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`);

/** The service's answers (messages of 4xx errors and of success). */
export const TWO_FACTOR_MESSAGES = {
  notPending: 'Start setting up two-factor sign-in first',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  wrongCode: TWO_FACTOR_TEXTS.wrongCode,
  challengeExpired: TWO_FACTOR_TEXTS.challengeExpired,
  requiredForAdmins: 'Administrators must keep two-factor sign-in while it is required',
  enabled: TWO_FACTOR_TEXTS.turnedOn,
  disabled: TWO_FACTOR_TEXTS.turnedOff,
  policySaved: TWO_FACTOR_TEXTS.policySaved,
  resetDone: 'Two-factor sign-in is off for this account; it signs in with its password and can set it up again',
  ownAccountReset: 'Turn off your own two-factor sign-in on your two-factor page (it needs a code)',
} as const;

export const resetTwoFactorLabel = (username: string) => `Turn off two-factor sign-in for ${username}`;

/** A recovery code as shown: two groups of five letters and digits ('k7m2p-x9q4r'). */
export const RECOVERY_CODE_PATTERN = '^\\s*[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}\\s*$';
export const TOTP_CODE_PATTERN = '^\\s*[0-9]{3}\\s?[0-9]{3}\\s*$';

/**
 * Login's answer for an account with two-factor sign-in on (or an administrator who must set
 * it up first): no token, `success: false` so a client that knows nothing of a second step
 * signs nobody in, and a challenge only the second step's calls accept.
 */
export const twoFactorChallengeResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    twoFactorRequired: { type: 'boolean', const: true },
    /** True: the account must set up two-factor sign-in before it gets a token. */
    enrolmentRequired: { type: 'boolean' },
    challenge: { type: 'string' },
    /** Seconds the challenge lasts. */
    expiresIn: { type: 'integer' },
  },
  required: ['success', 'twoFactorRequired', 'enrolmentRequired', 'challenge', 'expiresIn'],
} as const;
export type TwoFactorChallengeResponse = Closed<FromSchema<typeof twoFactorChallengeResponse>>;

/** The state of the caller's own two-factor sign-in. */
export const twoFactorStatus = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    recoveryCodesLeft: { type: 'integer' },
    /** True while an administrator must have it on (then it cannot be turned off). */
    requiredForRole: { type: 'boolean' },
  },
  required: ['enabled', 'recoveryCodesLeft', 'requiredForRole'],
} as const;
export type TwoFactorStatus = Closed<FromSchema<typeof twoFactorStatus>>;

/** Enrolment started: what the authenticator app needs, as a URI (for a QR code) and as text. */
export const twoFactorEnrolment = {
  type: 'object',
  properties: {
    otpauthUri: { type: 'string' },
    /** The base32 secret, for typing into an app that cannot scan. */
    secret: { type: 'string' },
  },
  required: ['otpauthUri', 'secret'],
} as const;
export type TwoFactorEnrolment = Closed<FromSchema<typeof twoFactorEnrolment>>;

export const recoveryCodesResponse = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    recoveryCodes: { type: 'array', items: { type: 'string' }, minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT },
  },
  required: ['message', 'recoveryCodes'],
} as const;
export type RecoveryCodesResponse = Closed<FromSchema<typeof recoveryCodesResponse>>;

/** Whether administrators must use two-factor sign-in (the answer; the request is forms/two-factor.ts's). */
export const twoFactorPolicy = {
  type: 'object',
  properties: { requiredForAdmins: { type: 'boolean' } },
  required: ['requiredForAdmins'],
} as const;
export type TwoFactorPolicy = Closed<FromSchema<typeof twoFactorPolicy>>;

/** The accounts that have two-factor sign-in on (the admin portal's list). */
export const twoFactorAccounts = {
  type: 'array',
  items: {
    type: 'object',
    properties: { _id: { type: 'integer' }, username: { type: 'string' } },
    required: ['_id', 'username'],
  },
} as const;
export type TwoFactorAccounts = Closed<FromSchema<typeof twoFactorAccounts>>;

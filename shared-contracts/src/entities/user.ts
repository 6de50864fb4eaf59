/**
 * Staff accounts and sign-in answers (staff §3). No schema here has a password field: the
 * product never returns one (the old site showed stored passwords; this one stores hashes).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLES } from '../define';
import type { Closed } from '../types';

export const userAccount = {
  type: 'object',
  properties: {
    _id: { type: 'integer' },
    username: { type: 'string' },
    role: { type: 'string', enum: ROLES },
  },
  required: ['_id', 'username', 'role'],
} as const;
export type UserAccount = Closed<FromSchema<typeof userAccount>>;

export const userList = { type: 'array', items: userAccount } as const;

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

/** A refused login (401): the error shape plus `success: false`, as the admin screen reads it. */
export const loginFailureResponse = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    statusCode: { type: 'integer' },
    /** INVALID_CREDENTIALS. */
    error: { type: 'string' },
    message: { type: 'string' },
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

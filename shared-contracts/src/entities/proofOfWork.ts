/**
 * A proof-of-work challenge (ALTCHA v2, SHA-256): a call that anyone may make many times
 * (an anonymous checkout, a sign-in) first costs the browser a fraction of a second of
 * hashing, which is nothing to a guest and a real price to a script making thousands.
 * The service signs the challenge; the browser finds the counter whose key starts with
 * `keyPrefix` and sends back `PROOF_OF_WORK_FIELD`, base64 of `{ challenge, solution }`.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Closed } from '../types';

/** The body field (or header, lower-cased) that carries a solved challenge. */
export const PROOF_OF_WORK_FIELD = 'proofOfWork';
/** The longest solved payload a call accepts: a challenge and its solution are well under 1 kB. */
export const PROOF_OF_WORK_MAX_LENGTH = 4096;

const hex = { type: 'string', pattern: '^[0-9a-f]+$', maxLength: 256 } as const;

export const proofOfWorkChallenge = {
  type: 'object',
  properties: {
    parameters: {
      type: 'object',
      properties: {
        algorithm: { type: 'string', const: 'SHA-256' },
        nonce: hex,
        salt: hex,
        /** Hash rounds per attempt. */
        cost: { type: 'integer', minimum: 1 },
        keyLength: { type: 'integer', minimum: 1 },
        keyPrefix: hex,
        /** The service's signature of the expected key, so checking a solution costs one HMAC. */
        keySignature: hex,
        /** Seconds since the epoch after which the service refuses the solution. */
        expiresAt: { type: 'integer' },
      },
      required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'keySignature', 'expiresAt'],
    },
    signature: hex,
  },
  required: ['parameters', 'signature'],
} as const;
export type ProofOfWorkChallenge = Closed<FromSchema<typeof proofOfWorkChallenge>>;

/** The solved payload as a request carries it. */
export const proofOfWorkPayload = { type: 'string', minLength: 1, maxLength: PROOF_OF_WORK_MAX_LENGTH } as const;

export const PROOF_OF_WORK_TEXTS = {
  missing: 'Your browser did not send its security check. Please reload the page and try again.',
  invalid: 'Your browser’s security check did not pass. Please reload the page and try again.',
  expired: 'Your security check ran out of time. Please try again.',
  replayed: 'That security check was already used. Please try again.',
} as const;

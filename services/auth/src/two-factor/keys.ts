/**
 * The keys of two-factor sign-in, each derived from JWT_SECRET for one purpose only (HKDF),
 * so that the configuration holds one secret and no key does two jobs:
 * - sealing TOTP secrets, so the database alone does not reveal them (a copied database or
 *   backup cannot make codes);
 * - hashing recovery codes, keyed for the same reason (they are short enough to guess
 *   offline from a plain hash);
 * - signing sign-in challenges, with a key other than the staff tokens', so that no service's
 *   guard can ever take a challenge for a staff token.
 * Changing JWT_SECRET therefore also invalidates every enrolment (docs/decisions/two-factor-sign-in.md).
 */
import { hkdfSync } from 'node:crypto';

export interface TwoFactorKeys {
  sealing: Buffer;
  recoveryCodes: Buffer;
  challenges: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'agency-auth-two-factor', purpose, 32));
}

export function twoFactorKeys(jwtSecret: string): TwoFactorKeys {
  return {
    sealing: derive(jwtSecret, 'totp secret sealing v1'),
    recoveryCodes: derive(jwtSecret, 'recovery code hashing v1'),
    challenges: derive(jwtSecret, 'sign-in challenge signing v1'),
  };
}

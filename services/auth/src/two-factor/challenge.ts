/**
 * The sign-in challenge: what login answers instead of a token when a second step is due.
 * A short-lived HS256 token signed with a key of its own (keys.ts), never the staff tokens'
 * key, so no service's guard accepts it as a staff token; its audience names its one use:
 * - 'totp': the account has two-factor sign-in on; POST /api/auth/login/totp takes it with a code;
 * - 'enrolment': an administrator who must use two-factor sign-in has not set it up; only the
 *   sign-in enrolment calls take it.
 * It carries the account id and the password hash's fingerprint, so it ends when the
 * password changes.
 */
import { createHash } from 'node:crypto';
import { SIGN_IN_CHALLENGE_SECONDS } from '@agency/contracts';
import { createSigner, createVerifier } from 'fast-jwt';

export type ChallengePurpose = 'totp' | 'enrolment';

export interface ChallengeClaims {
  sub: number;
  /** The password hash's fingerprint when the challenge was made. */
  pwd: string;
}

export interface Challenges {
  issue(purpose: ChallengePurpose, claims: ChallengeClaims): string;
  /** The claims of a good, unexpired challenge of this purpose, else undefined. */
  read(purpose: ChallengePurpose, token: string): ChallengeClaims | undefined;
}

const AUDIENCE: Record<ChallengePurpose, string> = { totp: 'agency:sign-in:totp', enrolment: 'agency:sign-in:enrolment' };

export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

export function challenges(key: Buffer, clock: () => number): Challenges {
  // iat and exp come from the clock here (not the signer's), so the tests' clock drives expiry too.
  const signers = {
    totp: createSigner({ key, algorithm: 'HS256', aud: AUDIENCE.totp }),
    enrolment: createSigner({ key, algorithm: 'HS256', aud: AUDIENCE.enrolment }),
  };
  return {
    issue(purpose, claims) {
      const seconds = Math.floor(clock() / 1000);
      return signers[purpose]({ sub: claims.sub, pwd: claims.pwd, iat: seconds, exp: seconds + SIGN_IN_CHALLENGE_SECONDS });
    },
    read(purpose, token) {
      const verify = createVerifier({
        key,
        algorithms: ['HS256'],
        allowedAud: AUDIENCE[purpose],
        requiredClaims: ['exp', 'aud', 'sub', 'pwd'],
        clockTimestamp: clock(),
      });
      try {
        const claims = verify(token) as { sub?: unknown; pwd?: unknown };
        if (typeof claims.sub !== 'number' || typeof claims.pwd !== 'string') return undefined;
        return { sub: claims.sub, pwd: claims.pwd };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Proof of work (ALTCHA v2, SHA-256) for calls anyone may make: the service hands out a
 * signed challenge, the browser spends a fraction of a second finding its counter, and the
 * call accepts each solution once. A guest never notices; a script that wants thousands of
 * calls pays for every one of them in CPU time.
 *
 * The challenge is deterministic (the service picks the counter and signs the key it
 * gives), so checking a solution is two HMACs, never a search: verifying costs the service
 * nothing an attacker could multiply.
 */

import type { ProofOfWorkChallenge } from '@agency/contracts';
import { type Challenge, createChallenge, randomInt, type Solution, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export interface ProofOfWorkOptions {
  /** Signs the challenges and their keys; a service's own secret, never sent to a browser. */
  secret: string;
  /** The counter is drawn from 1 to this, both included (altcha's `randomInt`), so a browser tries half of it on average. */
  maxNumber?: number;
  /** How long a challenge may be answered after it was handed out. */
  expiresInSeconds?: number;
  /** How many used solutions are remembered (each until its challenge expires). */
  maxRemembered?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export type ProofOfWorkVerdict = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'replayed' };

export interface ProofOfWork {
  /** A new challenge; `maxNumber` overrides the option's for this one (a difficulty that follows the load). */
  challenge(options?: { maxNumber?: number }): Promise<ProofOfWorkChallenge>;
  verify(payload: string | undefined): Promise<ProofOfWorkVerdict>;
}

/**
 * About 5,000 SHA-256 digests on average (10,000 at worst). Web Crypto's digest is
 * asynchronous, so each attempt also pays a turn of the event loop: ~15 µs in Node, a few
 * times that in a phone's browser, so a phone is done in a few tenths of a second. It is a
 * toll, not a wall: it prices out blind flooding, and the holds' own limits do the rest.
 */
export const PROOF_OF_WORK_MAX_NUMBER = 10_000;
export const PROOF_OF_WORK_EXPIRES_SECONDS = 10 * 60;
const MAX_REMEMBERED = 100_000;
const ALGORITHM = 'SHA-256';

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as Partial<Payload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    if (typeof challenge.signature !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createProofOfWork(options: ProofOfWorkOptions): ProofOfWork {
  const {
    secret,
    maxNumber = PROOF_OF_WORK_MAX_NUMBER,
    expiresInSeconds = PROOF_OF_WORK_EXPIRES_SECONDS,
    maxRemembered = MAX_REMEMBERED,
    now = Date.now,
  } = options;
  if (!secret) throw new Error('createProofOfWork needs a secret');
  if (!Number.isInteger(maxNumber) || maxNumber < 1) throw new Error('maxNumber must be a positive integer');
  // The key signature has its own secret, derived so one setting is enough.
  const keySecret = `${secret}:key`;
  /** Challenge signature → the second its challenge expires, oldest first (all share one lifetime). */
  const used = new Map<string, number>();

  function forgetExpired(nowSeconds: number): void {
    for (const [signature, expiresAt] of used) {
      if (expiresAt >= nowSeconds) break;
      used.delete(signature);
    }
  }

  return {
    async challenge(options = {}) {
      const drawUpTo = options.maxNumber ?? maxNumber;
      if (!Number.isInteger(drawUpTo) || drawUpTo < 1) throw new Error('maxNumber must be a positive integer');
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(drawUpTo),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + expiresInSeconds,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      const { parameters, signature } = challenge;
      return {
        parameters: {
          algorithm: 'SHA-256',
          nonce: parameters.nonce,
          salt: parameters.salt,
          cost: parameters.cost,
          keyLength: parameters.keyLength,
          keyPrefix: parameters.keyPrefix,
          keySignature: parameters.keySignature as string,
          expiresAt: parameters.expiresAt as number,
        },
        signature: signature as string,
      };
    },

    async verify(payload) {
      if (payload === undefined || payload === '') return { ok: false, reason: 'missing' };
      const decoded = decode(payload);
      if (!decoded) return { ok: false, reason: 'invalid' };
      const nowSeconds = now() / 1000;
      const { expiresAt } = decoded.challenge.parameters;
      // Every challenge this service signs carries an expiry: one without is not ours.
      if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' };
      if (expiresAt < nowSeconds) return { ok: false, reason: 'expired' };
      let result;
      try {
        result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      forgetExpired(nowSeconds);
      const signature = decoded.challenge.signature as string;
      if (used.has(signature)) return { ok: false, reason: 'replayed' };
      // Full of unexpired solutions: the oldest goes. Replaying it still costs its expiry
      // window, and memory stays bounded whatever the traffic.
      if (used.size >= maxRemembered) {
        const oldest = used.keys().next().value;
        if (oldest !== undefined) used.delete(oldest);
      }
      used.set(signature, expiresAt);
      return { ok: true };
    },
  };
}

/**
 * Solves a challenge in Node and answers the payload a call carries, as a browser's solver
 * does (@agency/ui's solveProofOfWork): for tests and the benchmark, which play the browser.
 */
export async function solveProofOfWorkInNode(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof of work could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString(
    'base64',
  );
}

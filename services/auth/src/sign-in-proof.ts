/**
 * The proof of work asked of sign-ins from unknown browsers (service-common's proof-of-work,
 * ALTCHA v2): the last defence of the hashing pool's open lane, after the per-client share
 * and failure counts (hashing-pool.ts, login-limiter.ts), against a flood spread over many
 * addresses.
 *
 * The back office's sign-in form always fetches a challenge and solves it while the person
 * types, and always sends the solution. The service asks for it only while the open lane is
 * busy: it has work now, or had some when a sign-in looked within the last BUSY_MEMORY_MS. A
 * calm service signs in anyone who knows the password at once, so scripts, tests signing in
 * one after another and a browser whose solver failed are not slowed down; a flood without
 * solutions gets one attempt hashed, then 400s (counted against its address, so it is soon
 * held back before its body is read) for as long as it keeps coming, plus BUSY_MEMORY_MS. The price follows the load too: a challenge handed out while
 * the lane is busy asks for more work (up to BUSY_MAX_NUMBER, seconds at most in a phone's
 * browser, inside the time it takes to type a password), so the real administrator on a
 * new device still gets in within seconds while a flood pays ever more per attempt.
 *
 * A browser whose device cookie names the username is never asked: its sign-ins run in the
 * known lane, which the flood cannot fill.
 */

import { PROOF_OF_WORK_TEXTS, type ProofOfWorkChallenge } from '@agency/contracts';
import { badRequest, type Config, createProofOfWork } from '@agency/service-common';
import type { FastifyRequest } from 'fastify';

/** Counter bound of a challenge handed out while the open lane is empty: a few hundredths of a second in a browser. */
export const CALM_MAX_NUMBER = 10_000;
/**
 * Counter bound at a full open lane: half of it tried on average, at about 3 µs a try in Node
 * and 8 µs in a desktop Chromium (Web Crypto's digest), so 0.3 s and 0.8 s, a few seconds on a
 * slow phone: done while the password is typed.
 */
export const BUSY_MAX_NUMBER = 200_000;
/** How long the open lane counts as busy after a sign-in last found work in it. */
export const BUSY_MEMORY_MS = 10_000;
/** A challenge is answered within this: long enough to type a password, short enough that a stock of cheap ones goes stale. */
export const SIGN_IN_PROOF_EXPIRES_SECONDS = 5 * 60;

export interface SignInProof {
  /** A challenge priced by the open lane's load now. */
  challenge(): Promise<ProofOfWorkChallenge>;
  /** Throws a 400 with the reason in words when the open lane is busy and `payload` is no unused solution of ours. */
  check(request: FastifyRequest, payload: string | undefined): Promise<void>;
}

export function signInProof(config: Pick<Config, 'jwtSecret'>, openLoad: () => number, clock: () => number = Date.now): SignInProof {
  const proofOfWork = createProofOfWork({
    secret: `${config.jwtSecret}:sign-in-proof-of-work`,
    expiresInSeconds: SIGN_IN_PROOF_EXPIRES_SECONDS,
  });
  let busyAt = Number.NEGATIVE_INFINITY;
  const busy = () => {
    if (openLoad() > 0) busyAt = clock();
    return clock() - busyAt < BUSY_MEMORY_MS;
  };
  return {
    challenge: () => proofOfWork.challenge({ maxNumber: Math.round(CALM_MAX_NUMBER + (BUSY_MAX_NUMBER - CALM_MAX_NUMBER) * openLoad()) }),
    async check(request, payload) {
      if (!busy()) return;
      const verdict = await proofOfWork.verify(payload);
      if (verdict.ok) return;
      request.log.info({ client: request.ip, reason: verdict.reason }, 'sign-in refused: proof of work');
      // 400 for every reason: the sign-in calls' 403 is the password step's own answer (loginFailureResponse).
      throw badRequest(PROOF_OF_WORK_TEXTS[verdict.reason]);
    },
  };
}

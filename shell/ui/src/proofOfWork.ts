/**
 * The browser's side of a service's proof of work (see PROOF_OF_WORK_FIELD in the
 * contracts): finds the counter of a signed challenge with Web Crypto and answers the
 * payload a call carries. Start it as soon as the form shows, so the guest never waits.
 */

import type { ProofOfWorkChallenge } from '@agency/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Base64 of `{ challenge, solution }`; rejects when no counter is found before `signal` aborts. */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller });
    if (!solution) throw new Error(signal?.aborted ? 'The security check was stopped.' : 'The security check could not be solved.');
    const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
    return btoa(json);
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}

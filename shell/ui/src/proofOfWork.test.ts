/**
 * @jest-environment node
 */
// Node's Web Crypto stands in for the browser's (jsdom has no crypto.subtle).

import { createAjv, type ProofOfWorkChallenge, proofOfWorkChallenge } from '@agency/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveProofOfWork } from './proofOfWork';

async function signedChallenge(maxNumber: number): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxNumber),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: 'secret',
    hmacKeySignatureSecret: 'key-secret',
  });
  expect(createAjv().validate(proofOfWorkChallenge, challenge)).toBe(true);
  return challenge as ProofOfWorkChallenge;
}

describe('solveProofOfWork', () => {
  it('answers a payload the service verifies, carrying the challenge unchanged', async () => {
    const challenge = await signedChallenge(2000);
    const payload = await solveProofOfWork(challenge);
    const decoded = JSON.parse(atob(payload));
    expect(decoded.challenge).toEqual(challenge);
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: 'secret',
      hmacKeySignatureSecret: 'key-secret',
    });
    expect(result.verified).toBe(true);
  });

  it('stops when its signal aborts', async () => {
    const challenge = await signedChallenge(2000);
    // Sixteen bytes of 0xff are as good as never found: only the abort ends the search.
    const unsolvable = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'ff'.repeat(16) } };
    const controller = new AbortController();
    const solving = solveProofOfWork(unsolvable, controller.signal);
    controller.abort();
    await expect(solving).rejects.toThrow('The security check was stopped.');
  });
});

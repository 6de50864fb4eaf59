/**
 * A retreat checkout brings a solved proof of work (the booking form's browser solves one while
 * the guest types): tests that start checkouts over HTTP solve theirs in Node.
 */
import type { ProofOfWorkChallenge } from '@agency/contracts';
import { solveProofOfWorkInNode } from '@agency/service-common';

export async function solvedCheckoutProof(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}/api/payment/v1/challenge`);
  if (!response.ok) throw new Error(`/api/payment/v1/challenge answered ${response.status}`);
  return solveProofOfWorkInNode((await response.json()) as ProofOfWorkChallenge);
}

/**
 * The proof of work a retreat checkout brings (PROOF_OF_WORK_FIELD in the contracts): fetched
 * and solved as soon as the booking form opens, so it is ready by the time the guest presses
 * Pay; each solution is used once, so the next one is prepared as soon as one is taken.
 */

import { useProofOfWork } from '@agency/ui';
import { useCallback } from 'react';
import { useLazyGetCheckoutChallengeQuery } from '../api';

export function useCheckoutProof(): () => Promise<string> {
  const [getChallenge] = useLazyGetCheckoutChallengeQuery();
  return useProofOfWork(useCallback(() => getChallenge(undefined, false).unwrap(), [getChallenge]));
}

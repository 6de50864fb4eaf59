/**
 * The proof of work a retreat checkout brings (PROOF_OF_WORK_FIELD in the contracts): fetched
 * and solved as soon as the booking form opens, so it is ready by the time the guest presses
 * Pay; each solution is used once, so the next one is prepared as soon as one is taken.
 */
import { useCallback, useEffect, useRef } from 'react';
import { solveProofOfWork } from '@agency/ui';
import { useLazyGetCheckoutChallengeQuery } from '../api';

export function useCheckoutProof(): () => Promise<string> {
  const [getChallenge] = useLazyGetCheckoutChallengeQuery();
  const solving = useRef<Promise<string> | null>(null);
  const stop = useRef<AbortController | null>(null);

  const prepare = useCallback(() => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    const solved = getChallenge(undefined, false)
      .unwrap()
      .then((challenge) => solveProofOfWork(challenge, controller.signal));
    // A failure is answered when the proof is taken (the guest then sees it); none goes unhandled meanwhile.
    solved.catch(() => undefined);
    solving.current = solved;
  }, [getChallenge]);

  useEffect(() => {
    prepare();
    return () => stop.current?.abort();
  }, [prepare]);

  return useCallback(async () => {
    const solved = solving.current;
    prepare();
    if (!solved) throw new Error('not prepared');
    return solved;
  }, [prepare]);
}

/**
 * A solved proof of work kept ready for a form (see PROOF_OF_WORK_FIELD in the contracts):
 * a challenge is fetched and solved as soon as the form shows, so it is done by the time the
 * person presses the button; each solution is used once, so taking one starts the next.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ProofOfWorkChallenge } from '@agency/contracts';
import { solveProofOfWork } from './proofOfWork';

/** `fetchChallenge` must keep its identity across renders (useCallback); answers "take the solution". */
export function useProofOfWork(fetchChallenge: () => Promise<ProofOfWorkChallenge>): () => Promise<string> {
  const solving = useRef<Promise<string> | null>(null);
  const stop = useRef<AbortController | null>(null);

  const prepare = useCallback(() => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    const solved = fetchChallenge().then((challenge) => solveProofOfWork(challenge, controller.signal));
    // A failure is answered when the solution is taken (the form then decides); none goes unhandled meanwhile.
    solved.catch(() => undefined);
    solving.current = solved;
  }, [fetchChallenge]);

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

/**
 * A solved proof of work kept ready for a form (see PROOF_OF_WORK_FIELD in the contracts):
 * a challenge is fetched and solved as soon as the form shows, so it is done by the time the
 * person presses the button; each solution is used once, so the next one is prepared as soon
 * as the one taken is done (not before: a solve still under way when it is taken is neither
 * stopped nor made to share the processor with the next).
 */

import type { ProofOfWorkChallenge } from '@agency/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { solveProofOfWork } from './proofOfWork';

/** `fetchChallenge` must keep its identity across renders (useCallback); answers "take the solution". */
export function useProofOfWork(fetchChallenge: () => Promise<ProofOfWorkChallenge>): () => Promise<string> {
  const solving = useRef<Promise<string> | null>(null);
  /** Every solve under way: the form's unmounting stops them all. */
  const running = useRef(new Set<AbortController>());
  const mounted = useRef(false);

  const prepare = useCallback((): Promise<string> => {
    const controller = new AbortController();
    running.current.add(controller);
    const solved = fetchChallenge().then((challenge) => solveProofOfWork(challenge, controller.signal));
    const done = () => running.current.delete(controller);
    solved.then(done, done);
    // A failure is answered when the solution is taken (the form then decides); none goes unhandled meanwhile.
    solved.catch(() => undefined);
    solving.current = solved;
    return solved;
  }, [fetchChallenge]);

  useEffect(() => {
    mounted.current = true;
    prepare();
    const solves = running.current;
    return () => {
      mounted.current = false;
      for (const controller of solves) controller.abort();
      solves.clear();
    };
  }, [prepare]);

  return useCallback(async () => {
    const solved = solving.current ?? prepare();
    solving.current = null;
    const settled = () => {
      if (mounted.current && solving.current === null) prepare();
    };
    solved.then(settled, settled);
    return solved;
  }, [prepare]);
}

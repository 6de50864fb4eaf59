/**
 * The sign-in proof of work (auth.signInChallenge): solved while the person types. The
 * service asks for it only from a browser it does not know while password hashing is busy,
 * and then prices it by that load; the form always sends one, so nobody is turned away for
 * lacking it. Answers undefined when none could be had (the service unreachable, say): the
 * sign-in goes without, and a calm service takes it.
 */

import { useProofOfWork } from '@agency/ui';
import { useCallback } from 'react';
import { useLazyGetSignInChallengeQuery } from '../api';

export function useSignInProof(): () => Promise<string | undefined> {
  const [getChallenge] = useLazyGetSignInChallengeQuery();
  const take = useProofOfWork(useCallback(() => getChallenge(undefined, false).unwrap(), [getChallenge]));
  return useCallback(() => take().catch(() => undefined), [take]);
}

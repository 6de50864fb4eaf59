import { useCallback } from 'react';
import { useLogoutMutation } from '../api';
import { readAuthToken } from '../storage';
import { useEndSession } from './useEndSession';

/**
 * The sign-out buttons: asks the server to end the token's session, so a copy of the token
 * (another tab, a shared machine's history) stops working too, and ends it in this browser at
 * once without waiting for the answer. A failed call changes nothing here: the token is gone
 * from this browser either way, and the server's session ends at its expiry at the latest.
 */
export function useSignOut(): (clear: () => void, to: string) => void {
  const endSession = useEndSession();
  const [logout] = useLogoutMutation();
  return useCallback(
    (clear, to) => {
      const token = readAuthToken();
      if (token) logout(token).unwrap().catch(() => undefined);
      endSession(clear, to);
    },
    [endSession, logout],
  );
}

import { useCallback } from 'react';
import { useLogoutMutation } from '../api';
import { clearSession, readAuthToken } from '../storage';
import { useEndSession } from './useEndSession';

/**
 * Ends the stored session on the server, so a copy of the token (another tab, a shared
 * machine's history) stops working too, and in this browser at once without waiting for the
 * answer. A failed call changes nothing here: the token is gone from this browser either way,
 * and the server's session ends at its expiry at the latest.
 */
export function useForgetSession(): () => void {
  const [logout] = useLogoutMutation();
  return useCallback(() => {
    const token = readAuthToken();
    if (token)
      logout(token)
        .unwrap()
        .catch(() => undefined);
    clearSession();
  }, [logout]);
}

/** The sign-out buttons: the session ends (useForgetSession) and the browser goes to the sign-in page `to`. */
export function useSignOut(): (to: string) => void {
  const endSession = useEndSession();
  const forget = useForgetSession();
  return useCallback((to) => endSession(forget, to), [endSession, forget]);
}

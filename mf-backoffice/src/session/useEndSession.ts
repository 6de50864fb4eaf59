import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginNavigationState } from '../navigation';

/**
 * Ends the session in this browser: goes to a sign-in page (replacing history, so Back does
 * not return to a guarded screen) and removes the stored keys `clear` removes. The answers
 * fetched with the old token are dropped when the next session starts (useStartSession).
 */
export function useEndSession(): (clear: () => void, to: string, state?: LoginNavigationState) => void {
  const navigate = useNavigate();
  return useCallback(
    (clear, to, state) => {
      navigate(to, { replace: true, state });
      clear();
    },
    [navigate],
  );
}

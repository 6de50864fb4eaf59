import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { backofficeApi } from '../api';
import type { BackofficeDispatch } from '../store';

/**
 * Called by the sign-in screens once a token is stored: forgets every answer fetched in an
 * earlier session (another account's user list, say), so the new one starts from the server.
 */
export function useStartSession(): () => void {
  const dispatch = useDispatch<BackofficeDispatch>();
  return useCallback(() => {
    dispatch(backofficeApi.util.resetApiState());
  }, [dispatch]);
}

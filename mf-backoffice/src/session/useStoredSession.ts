import { useEffect, useMemo, useState } from 'react';
import { onSessionStorageChange, parseStoredSessionKey, type StoredSession, storedSessionKey } from '../storage';

/**
 * The stored token and admin flag as they were when the screen opened, read again whenever
 * another tab changes them. Changes this tab makes itself are not followed on purpose: they
 * happen while signing in or out, which navigates anyway, and following them would make a
 * guard that is sending someone off with one message change its mind half-way ("never signed in").
 */
export function useStoredSession(): StoredSession {
  const [key, setKey] = useState(storedSessionKey);
  useEffect(() => onSessionStorageChange(() => setKey(storedSessionKey())), []);
  return useMemo(() => parseStoredSessionKey(key), [key]);
}

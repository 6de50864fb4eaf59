import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { failureMessageOf, isNetworkError, statusOf, useVerifyQuery } from '../api';
import { SERVER_UNREACHABLE, VERIFY_UNAVAILABLE } from '../messages';
import { useStoredSession } from '../session/useStoredSession';
import type { VerifiedSession } from '../session/VerifiedSession';
import { onSessionStorageChange } from '../storage';
import type { BackofficeState } from '../store';

export type GuardArea = 'user' | 'admin';

export type Verification =
  /** No token stored (or, for the admin area, an administrator's token without the adminAuth flag). */
  | { state: 'missing' }
  | { state: 'verifying' }
  | { state: 'verified'; session: VerifiedSession }
  /** The admin area, opened with a valid session of another role: told so there, and still signed in. */
  | { state: 'notAdmin'; session: VerifiedSession }
  /** The server refused the token (expired, edited, account deleted), now or on a later staff call. */
  | { state: 'refused' }
  /** The server could not be asked; nothing is known about the token. */
  | { state: 'unreachable'; message: string; detail?: string; retry: () => void };

/**
 * What a guard knows about the stored session. The token is checked with GET /api/auth/verify
 * each time a guarded screen opens; the user area reads `data.valid`, the admin area
 * `data.success` (the staff spec's calls). The admin area checks again whenever another tab changes the
 * stored session (the staff spec's screens).
 */
export function useVerification(area: GuardArea): Verification {
  const { authToken, adminFlag } = useStoredSession();
  const refusedToken = useSelector((state: BackofficeState) => state.session.refusedToken);
  // The admin area verifies any stored token too, flag or not: only the server's answer tells an
  // employee (who keeps their session) from an administrator whose adminAuth flag has gone.
  const token = authToken;
  const query = useVerifyQuery(token ?? skipToken, { refetchOnMountOrArgChange: true });
  const { refetch } = query;

  useEffect(() => {
    if (area !== 'admin' || !token) return undefined;
    return onSessionStorageChange(() => void refetch());
  }, [area, token, refetch]);

  if (!token) return { state: 'missing' };
  // A staff call on screen was refused with this very token.
  if (refusedToken === token) return { state: 'refused' };
  if (query.isError) {
    if (statusOf(query.error) === 401) return { state: 'refused' };
    const retry = () => void refetch();
    return isNetworkError(query.error)
      ? { state: 'unreachable', message: SERVER_UNREACHABLE, retry }
      : { state: 'unreachable', message: VERIFY_UNAVAILABLE, detail: failureMessageOf(query.error), retry };
  }
  const answer = query.data?.data;
  if (!answer) return { state: 'verifying' };
  if (area === 'user') return answer.valid ? { state: 'verified', session: answer } : { state: 'refused' };
  if (!answer.success) return { state: 'refused' };
  if (answer.role !== 'admin') return { state: 'notAdmin', session: answer };
  // Every sign-in of an administrator stores the flag; without it (another tab removed it) the
  // spec's admin pages send the user to /Log.
  return adminFlag ? { state: 'verified', session: answer } : { state: 'missing' };
}

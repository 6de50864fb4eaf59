import { LOGIN_REQUIRED, SESSION_EXPIRED } from '@agency/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../paths';
import { VerifiedSessionContext } from '../session/VerifiedSession';
import { clearSession } from '../storage';
import { VerifyFailedPanel, VerifyingPanel } from './GuardStatus';
import { SignOutRedirect } from './SignOutRedirect';
import { useVerification } from './useVerification';

/**
 * User-protected pages (/Account, /PackageUploader), as the staff spec's "Guards" say: without a stored token, off to
 * /Login with 'Please login to access this page' and the page asked for; with one, shown once
 * the server has verified it; a refused token is cleared (authToken, username and the one
 * session's adminAuth) and the user sent to /Login with the expiry message.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const verification = useVerification('user');
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  switch (verification.state) {
    case 'missing':
      return <Navigate to={paths.login} replace state={{ message: LOGIN_REQUIRED, from }} />;
    case 'refused':
      return <SignOutRedirect clear={clearSession} to={paths.login} state={{ message: SESSION_EXPIRED, from }} />;
    case 'verifying':
      return <VerifyingPanel />;
    case 'unreachable':
      return <VerifyFailedPanel message={verification.message} detail={verification.detail} onRetry={verification.retry} />;
    // Every role is at home here ('notAdmin' is the admin area's answer only).
    case 'notAdmin':
    case 'verified':
      return <VerifiedSessionContext.Provider value={verification.session}>{children}</VerifiedSessionContext.Provider>;
  }
}

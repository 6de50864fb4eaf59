import type { ReactNode } from 'react';
import { SESSION_EXPIRED } from '@agency/contracts';
import { ADMIN_LOGIN_REQUIRED } from '../messages';
import { paths } from '../paths';
import { VerifiedSessionContext } from '../session/VerifiedSession';
import { clearAdminSession } from '../storage';
import { VerifyFailedPanel, VerifyingPanel } from './GuardStatus';
import { SignOutRedirect } from './SignOutRedirect';
import { useVerification } from './useVerification';

/**
 * Admin-protected pages (/admin/*), staff §2: allowed only with authToken and adminAuth stored
 * and the verify call reporting success, checked again when another tab changes the storage.
 * Otherwise authToken and adminAuth are removed and the user sent to /Log, replacing history,
 * with 'Please login as administrator to access this page' (nothing to check) or the expiry
 * message (the server refused the token).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const verification = useVerification('admin');
  switch (verification.state) {
    case 'missing':
      return <SignOutRedirect clear={clearAdminSession} to={paths.adminLogin} state={{ message: ADMIN_LOGIN_REQUIRED }} />;
    case 'refused':
      return <SignOutRedirect clear={clearAdminSession} to={paths.adminLogin} state={{ message: SESSION_EXPIRED }} />;
    case 'verifying':
      return <VerifyingPanel />;
    case 'unreachable':
      return <VerifyFailedPanel message={verification.message} detail={verification.detail} onRetry={verification.retry} />;
    case 'verified':
      return <VerifiedSessionContext.Provider value={verification.session}>{children}</VerifiedSessionContext.Provider>;
  }
}

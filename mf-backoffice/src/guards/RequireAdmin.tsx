import { SESSION_EXPIRED } from '@agency/contracts';
import type { ReactNode } from 'react';
import { ADMIN_LOGIN_REQUIRED } from '../messages';
import { paths } from '../paths';
import { VerifiedSessionContext } from '../session/VerifiedSession';
import { clearSession } from '../storage';
import { AdminsOnly } from './AdminsOnly';
import { VerifyFailedPanel, VerifyingPanel } from './GuardStatus';
import { SignOutRedirect } from './SignOutRedirect';
import { useVerification } from './useVerification';

/**
 * Admin-protected pages (/admin/*), as the staff spec's "Guards" say: allowed only with authToken and adminAuth stored
 * and the verify call reporting success, checked again when another tab changes the storage.
 * Otherwise the session is removed and the user sent to /Log, replacing history, with 'Please
 * login as administrator to access this page' (nothing to check) or the expiry message (the
 * server refused the token). The back office has one session: a valid one of another role is
 * not ended here, its owner is told the screen is for administrators.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const verification = useVerification('admin');
  switch (verification.state) {
    case 'missing':
      return <SignOutRedirect clear={clearSession} to={paths.adminLogin} state={{ message: ADMIN_LOGIN_REQUIRED }} />;
    case 'refused':
      return <SignOutRedirect clear={clearSession} to={paths.adminLogin} state={{ message: SESSION_EXPIRED }} />;
    case 'verifying':
      return <VerifyingPanel />;
    case 'unreachable':
      return <VerifyFailedPanel message={verification.message} detail={verification.detail} onRetry={verification.retry} />;
    case 'notAdmin':
      return (
        <VerifiedSessionContext.Provider value={verification.session}>
          <AdminsOnly />
        </VerifiedSessionContext.Provider>
      );
    case 'verified':
      return <VerifiedSessionContext.Provider value={verification.session}>{children}</VerifiedSessionContext.Provider>;
  }
}

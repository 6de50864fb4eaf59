import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { ExitButton } from '../layout/ExitButton';
import panel from '../layout/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { useSignOut } from '../session/useSignOut';
import { useStoredSession } from '../session/useStoredSession';
import { clearAdminSession, clearSession } from '../storage';
import { TwoFactorSettings } from './TwoFactorSettings';
import styles from './TwoFactor.module.css';

/**
 * /Account/two-factor: every staff account's own two-factor sign-in, reached from the staff
 * bar. An administrator who came from /admin goes back there, and signs out to /Log.
 */
export function TwoFactorPage() {
  const { adminFlag } = useStoredSession();
  const signOut = useSignOut();
  const exit = adminFlag ? (
    <ExitButton label="Logout" onClick={() => signOut(clearAdminSession, paths.adminLogin)} />
  ) : (
    <ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />
  );
  return (
    <StaffLayout action={exit}>
      <Link className={styles.back} to={adminFlag ? paths.admin : paths.account}>
        <ArrowLeft size={18} aria-hidden="true" /> {TWO_FACTOR_TEXTS.backToWork}
      </Link>
      <section className={panel.panel} aria-labelledby="two-factor-title">
        <h1 id="two-factor-title" className={panel.title}>
          {TWO_FACTOR_TEXTS.title}
        </h1>
        <TwoFactorSettings />
      </section>
    </StaffLayout>
  );
}

import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { useStoredSession } from '../session/useStoredSession';
import styles from './TwoFactor.module.css';
import { TwoFactorSettings } from './TwoFactorSettings';

/**
 * /Account/two-factor: every staff account's own two-factor sign-in, reached from the staff
 * bar. An administrator who came from /admin goes back there, and signs out to /Log.
 */
export function TwoFactorPage() {
  const { adminFlag } = useStoredSession();
  return (
    <StaffLayout>
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

import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import panel from '../kit/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { ADMINS_ONLY_TEXTS } from '../messages';
import { paths } from '../paths';
import { useVerifiedSession } from '../session/VerifiedSession';
import styles from './GuardStatus.module.css';

/**
 * What a signed-in account of another role sees at /admin: the staff frame with its own
 * navigation, and plainly why this screen is not theirs. Nothing of the session is removed.
 */
export function AdminsOnly() {
  const { username, role } = useVerifiedSession();
  return (
    <StaffLayout>
      <section className={panel.panel} aria-labelledby="admins-only-title">
        <h1 id="admins-only-title" className={panel.title}>
          {ADMINS_ONLY_TEXTS.title}
        </h1>
        <p className={panel.later}>
          <ShieldAlert size={20} aria-hidden="true" />
          {ADMINS_ONLY_TEXTS.explanation(username, role)}
        </p>
        <Link to={paths.account} className={styles.onward}>
          {ADMINS_ONLY_TEXTS.back}
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </section>
    </StaffLayout>
  );
}

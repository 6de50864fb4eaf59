import { ComingLater } from '../components/ComingLater';
import { ExitButton } from '../layout/ExitButton';
import panel from '../layout/panel.module.css';
import { StaffLayout } from '../layout/StaffLayout';
import { COMING_LATER } from '../messages';
import { paths } from '../paths';
import { useEndSession } from '../session/useEndSession';
import { useVerifiedSession } from '../session/VerifiedSession';
import { clearSession } from '../storage';

/**
 * /Account, where /Login leads: the employee's leads screen, greeting 'Hi {username}'. The
 * leads themselves come with the enquiries work. 'Sign Out' (the public header is not shown
 * here) ends the session and goes to /Login.
 */
export function AccountPage() {
  const { username } = useVerifiedSession();
  const endSession = useEndSession();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => endSession(clearSession, paths.login)} />}>
      <section className={panel.panel} aria-labelledby="account-title">
        <h1 id="account-title" className={panel.title}>
          Hi {username}
        </h1>
        <p className={panel.lead}>Your deal requests will be listed here.</p>
        <ComingLater text={COMING_LATER.leads} />
      </section>
    </StaffLayout>
  );
}

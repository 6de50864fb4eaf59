import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { LeadsScreen } from '../leads/LeadsScreen';
import { paths } from '../paths';
import { useEndSession } from '../session/useEndSession';
import { clearSession } from '../storage';

/**
 * /Account, where /Login leads: the employee's leads screen ('Hi {username}' and the five
 * lists). 'Sign Out' (the public header is not shown here) ends the session and goes to /Login.
 */
export function AccountPage() {
  const endSession = useEndSession();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => endSession(clearSession, paths.login)} />}>
      <LeadsScreen headingLevel={1} />
    </StaffLayout>
  );
}

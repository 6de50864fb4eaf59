import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { LeadsScreen } from '../leads/LeadsScreen';
import { paths } from '../paths';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/**
 * /Account, where /Login leads: the employee's leads screen ('Hi {username}' and the five
 * lists). 'Sign Out' (the public header is not shown here) ends the session and goes to /Login.
 */
export function AccountPage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <LeadsScreen headingLevel={1} />
    </StaffLayout>
  );
}

import { StaffLayout } from '../layout/StaffLayout';
import { LeadsScreen } from '../leads/LeadsScreen';

/**
 * /Account, where /Login leads: the employee's leads screen ('Hi {username}' and the five
 * lists), with the staff bar's way out (session/SignOutButton.tsx).
 */
export function AccountPage() {
  return (
    <StaffLayout>
      <LeadsScreen headingLevel={1} />
    </StaffLayout>
  );
}

import { StaffHome } from '../home/StaffHome';
import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/** /Account/home (issue 15): the staff home, for every staff role; Sign Out as on /Account. */
export function StaffHomePage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <StaffHome />
    </StaffLayout>
  );
}

import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { RoomsScreen } from '../rooms/RoomsScreen';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/** /Account/rooms (issue 15): the retreat's rooms, read by every staff role, changed by administrators. */
export function RoomsPage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <RoomsScreen />
    </StaffLayout>
  );
}

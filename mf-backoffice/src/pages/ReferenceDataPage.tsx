import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { ReferenceDataScreen } from '../referenceData/ReferenceDataScreen';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/** /Account/reference-data (issue 15): destinations, cities and hotel lists, managed by administrators. */
export function ReferenceDataPage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <ReferenceDataScreen />
    </StaffLayout>
  );
}

import { StaffHome } from '../home/StaffHome';
import { StaffLayout } from '../layout/StaffLayout';

/** /Account/home: the staff home, for every staff role. */
export function StaffHomePage() {
  return (
    <StaffLayout>
      <StaffHome />
    </StaffLayout>
  );
}

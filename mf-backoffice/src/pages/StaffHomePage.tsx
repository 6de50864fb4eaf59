import { StaffHome } from '../home/StaffHome';
import { StaffLayout } from '../layout/StaffLayout';

/** /Account/home (issue 15): the staff home, for every staff role. */
export function StaffHomePage() {
  return (
    <StaffLayout>
      <StaffHome />
    </StaffLayout>
  );
}

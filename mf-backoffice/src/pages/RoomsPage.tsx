import { StaffLayout } from '../layout/StaffLayout';
import { RoomsScreen } from '../rooms/RoomsScreen';

/** /Account/rooms: the retreat's rooms, read by every staff role, changed by administrators. */
export function RoomsPage() {
  return (
    <StaffLayout>
      <RoomsScreen />
    </StaffLayout>
  );
}

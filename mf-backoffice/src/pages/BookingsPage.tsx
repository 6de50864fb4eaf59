import { useParams } from 'react-router-dom';
import { BookingDetail } from '../bookings/BookingDetail';
import { BookingsScreen } from '../bookings/BookingsScreen';
import { ExitButton } from '../layout/ExitButton';
import { StaffLayout } from '../layout/StaffLayout';
import { paths } from '../paths';
import { useSignOut } from '../session/useSignOut';
import { clearSession } from '../storage';

/** /Account/bookings (issue 15): bookings and payments, for every staff role that may read them. */
export function BookingsPage() {
  const signOut = useSignOut();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <BookingsScreen />
    </StaffLayout>
  );
}

/** /Account/bookings/<txnid>: one booking, its history and refunds. */
export function BookingDetailPage() {
  const signOut = useSignOut();
  const { txnid = '' } = useParams();
  return (
    <StaffLayout action={<ExitButton label="Sign Out" onClick={() => signOut(clearSession, paths.login)} />}>
      <BookingDetail key={txnid} txnid={txnid} />
    </StaffLayout>
  );
}

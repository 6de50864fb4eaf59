import { useParams } from 'react-router-dom';
import { BookingDetail } from '../bookings/BookingDetail';
import { BookingsScreen } from '../bookings/BookingsScreen';
import { StaffLayout } from '../layout/StaffLayout';

/** /Account/bookings: bookings and payments, for every staff role that may read them. */
export function BookingsPage() {
  return (
    <StaffLayout>
      <BookingsScreen />
    </StaffLayout>
  );
}

/** /Account/bookings/<txnid>: one booking, its history and refunds. */
export function BookingDetailPage() {
  const { txnid = '' } = useParams();
  return (
    <StaffLayout>
      <BookingDetail key={txnid} txnid={txnid} />
    </StaffLayout>
  );
}

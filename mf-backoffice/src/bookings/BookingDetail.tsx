import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { failureMessageOf, statusOf } from '../api';
import { kit, PageFrame, ProblemBox, StateLine } from '../kit';
import { paths } from '../paths';
import { BookingFacts } from './BookingFacts';
import { useBookingQuery } from './bookingsApi';
import { StatusBadge } from './StatusBadge';
import { BOOKINGS_TEXTS, BOOKING_DETAIL_TEXTS as T } from './texts';

/** /Account/bookings/<txnid>: the guest, the stay, the payment, its history and refunds; check and refund. */
export function BookingDetail({ txnid }: { txnid: string }) {
  const detail = useBookingQuery(txnid, { refetchOnMountOrArgChange: true });
  // Back to the list as it was (its filters are in the address it came from).
  const location = useLocation() as { state?: { from?: string } };
  const back = location.state?.from ?? paths.bookings;

  let body: ReactNode;
  if (detail.data) body = <BookingFacts detail={detail.data} />;
  else if (detail.isError && statusOf(detail.error) === 404) body = <ProblemBox>{T.notFound}</ProblemBox>;
  else if (detail.isError) {
    body = (
      <ProblemBox onRetry={detail.isFetching ? undefined : () => void detail.refetch()} retryLabel={BOOKINGS_TEXTS.retry}>
        {T.failed} {failureMessageOf(detail.error)}
      </ProblemBox>
    );
  } else body = <StateLine state="loading">{T.loading}</StateLine>;

  const backLink = (
    <Link className={kit.back} to={back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {T.back}
    </Link>
  );
  return (
    <PageFrame
      title={T.title(txnid)}
      titleId="booking-title"
      before={backLink}
      actions={detail.data && <StatusBadge status={detail.data.booking.status} />}
    >
      {body}
    </PageFrame>
  );
}

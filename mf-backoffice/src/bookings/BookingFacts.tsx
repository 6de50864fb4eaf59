import { type BookingDetail, bookingCalls } from '@agency/contracts';
import { useState } from 'react';
import { FactsCard as Facts, type FactsCardProps, mayCall, Outcome, type OutcomeMessage } from '../kit';
import kit from '../kit/kit.module.css';
import { useVerifiedSession } from '../session/VerifiedSession';
import { BookingHistory, BookingRefunds } from './BookingHistory';
import styles from './Bookings.module.css';
import { CancelForm } from './CancelForm';
import { CheckWithProvider } from './CheckWithProvider';
import { rupeesText, whenText } from './format';
import { RefundForm } from './RefundForm';
import { BOOKINGS_TEXTS, BOOKING_DETAIL_TEXTS as T } from './texts';

type Rows = FactsCardProps['rows'];

/** One booking's facts, and what the signed-in role may do with it (the contract's access decides). */
export function BookingFacts({ detail }: { detail: BookingDetail }) {
  const { booking, events, refunds } = detail;
  const { role } = useVerifiedSession();
  const none = T.none;
  // The check's answer stays on screen after it moved the booking on (its card is then gone).
  const [checked, setChecked] = useState<OutcomeMessage | null>(null);
  // Refunds concern money received: a held, failed or expired payment has none.
  const received = booking.status === 'paid' || booking.status === 'refunded' || booking.status === 'cancelled';
  const payment: Rows = [
    [T.amount, rupeesText(booking.amount)],
    ...(received
      ? ([
          [T.refunded, rupeesText(booking.refunded)],
          [T.refundable, rupeesText(booking.refundable)],
        ] as Rows)
      : []),
    [T.txnid, <code key="txnid">{booking.txnid}</code>],
    [T.providerReference, booking.providerReference ? <code key="reference">{booking.providerReference}</code> : none],
    [T.created, whenText(booking.createdAt)],
    [T.updated, whenText(booking.updatedAt)],
    ...(booking.holdExpiresAt ? ([[T.heldUntil, whenText(booking.holdExpiresAt)]] as Rows) : []),
    ...(booking.error ? ([[T.why, booking.error]] as Rows) : []),
    ...(booking.cancellation
      ? ([
          [T.cancelledOn, `${whenText(booking.cancellation.at)} · ${T.cancelledBy(booking.cancellation.by)}`],
          [T.cancelReason, booking.cancellation.reason],
        ] as Rows)
      : []),
  ];
  const mayCheck = mayCall(bookingCalls.check, role) && booking.status === 'held';
  const mayRefund = mayCall(bookingCalls.refund, role) && (booking.refundable > 0 || booking.refunded > 0);
  const mayCancel = mayCall(bookingCalls.cancel, role) && (booking.status === 'paid' || booking.status === 'cancelled');
  const what = [booking.room ?? booking.productinfo, BOOKINGS_TEXTS.guestsNights(booking.guests, booking.nights)]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={kit.stackRoomy}>
      <Outcome message={checked} />
      <div className={styles.factGrid}>
        <Facts
          title={T.guest}
          rows={[
            [T.name, booking.guest.name],
            [
              T.email,
              <a key="email" href={`mailto:${booking.guest.email}`}>
                {booking.guest.email}
              </a>,
            ],
            [
              T.phone,
              <a key="phone" href={`tel:${booking.guest.phone.replace(/[^\d+]/g, '')}`}>
                {booking.guest.phone}
              </a>,
            ],
          ]}
        />
        <Facts
          title={T.stay}
          rows={[
            [T.room, booking.room ?? none],
            [T.guests, booking.guests ?? none],
            [T.nights, booking.nights ?? none],
            [T.product, booking.productinfo],
          ]}
        />
        <Facts title={T.payment} rows={payment} />
      </div>
      {!mayCall(bookingCalls.refund, role) && (booking.status === 'held' || booking.refundable > 0) && (
        <p className={kit.note}>{T.readOnly}</p>
      )}
      {mayCheck && <CheckWithProvider booking={booking} onAnswer={setChecked} />}
      {mayRefund && <RefundForm booking={booking} />}
      {mayCancel && <CancelForm booking={booking} what={what} />}
      <BookingRefunds refunds={refunds} />
      <BookingHistory events={events} />
    </div>
  );
}

import type { Booking } from '@agency/contracts';
import { Link } from 'react-router-dom';
import { type Column, kit } from '../kit';
import { paths } from '../paths';
import styles from './Bookings.module.css';
import { rupeesText, whenText } from './format';
import { StatusBadge } from './StatusBadge';
import { BOOKING_COLUMNS as C, BOOKINGS_TEXTS as T } from './texts';

export const bookingPath = (txnid: string) => `${paths.bookings}/${encodeURIComponent(txnid)}`;

/** The list's columns; a booking's link carries the list's address, so its page leads back to it. */
export const bookingColumns = (from: string): Column<Booking>[] => [
  { header: C.booked, labelled: true, className: styles.nowrap, cell: (b) => <time dateTime={b.createdAt}>{whenText(b.createdAt)}</time> },
  {
    header: C.guest,
    labelled: true,
    cell: (b) => (
      <>
        <Link className={styles.rowLink} to={bookingPath(b.txnid)} state={{ from }}>
          {b.guest.name}
        </Link>
        <span className={kit.sub}>{b.guest.phone}</span>
        <span className={kit.sub}>{b.guest.email}</span>
      </>
    ),
  },
  {
    header: C.room,
    labelled: true,
    cell: (b) => (
      <>
        {b.room ?? T.noRoom}
        {b.room && <span className={kit.sub}>{T.guestsNights(b.guests, b.nights)}</span>}
      </>
    ),
  },
  {
    header: C.amount,
    labelled: true,
    className: styles.nowrap,
    cell: (b) => (
      <>
        {rupeesText(b.amount)}
        {b.refunded > 0 && <span className={kit.sub}>{T.refundedPart(rupeesText(b.refunded))}</span>}
      </>
    ),
  },
  { header: C.status, labelled: true, cell: (b) => <StatusBadge status={b.status} /> },
  { header: C.txnid, labelled: true, className: styles.txnid, cell: (b) => <code>{b.txnid}</code> },
];

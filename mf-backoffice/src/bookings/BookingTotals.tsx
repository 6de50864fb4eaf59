import type { BookingTotals as Totals } from '@agency/contracts';
import styles from './Bookings.module.css';
import { rupeesText } from './format';
import { BOOKING_COLUMNS as C, BOOKINGS_TEXTS as T } from './texts';

/** The filtered set's count and money (every page of it), read out as they change. */
export function BookingTotals({ totals }: { totals: Totals }) {
  const amounts = [
    [T.booked, totals.amount, undefined],
    [T.paid, totals.paid, undefined],
    [T.refunded, totals.refunded, undefined],
    [T.net, totals.net, styles.totalNet],
  ] as const;
  return (
    <dl className={styles.totals} aria-label={T.totalsLabel} aria-live="polite">
      <div>
        <dt className="visually-hidden">{C.booked}</dt>
        <dd className={styles.totalMain}>{T.count(totals.count)}</dd>
      </div>
      {amounts.map(([name, rupees, className]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd className={className}>{rupeesText(rupees)}</dd>
        </div>
      ))}
    </dl>
  );
}

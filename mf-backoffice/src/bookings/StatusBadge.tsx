import type { BookingStatus } from '@agency/contracts';
import { BOOKING_STATUS_LABELS } from './texts';
import styles from './Bookings.module.css';

/** A booking's status as a coloured pill (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

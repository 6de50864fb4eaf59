import type { BookingStatus } from '@agency/contracts';
import { kit } from '../kit';
import { BOOKING_STATUS_LABELS } from './texts';

/** Each status's colours: waiting, done well, gone wrong, given back, or over. */
const TONE: Record<BookingStatus, string> = {
  held: kit.waiting,
  paid: kit.good,
  failed: kit.bad,
  expired: kit.spent,
  refunded: kit.calm,
  cancelled: kit.spent,
};

/** A booking's status as a coloured pill (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${kit.badge} ${TONE[status]}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

/**
 * The bookings screens' own words, each written once; the words the payment
 * service answers (refund limits, a provider's refusal) are BOOKING_MESSAGES in the contracts.
 */
import type { BookingEventKind, BookingStatus, RefundStatus } from '@agency/contracts';

export const BOOKINGS_TEXTS = {
  title: 'Bookings and payments',
  lead: 'Every retreat booking and payment: find one by name, e-mail, phone or transaction id, see its history, check a pending payment with the provider and refund.',
  filtersLabel: 'Booking filters',
  search: 'Search',
  searchHint: 'Name, e-mail, phone or transaction id',
  status: 'Status',
  anyStatus: 'Any status',
  room: 'Room',
  anyRoom: 'Any room',
  from: 'Booked from',
  to: 'Booked until',
  apply: 'Apply filters',
  clear: 'Clear',
  loading: 'Loading bookings...',
  empty: 'No booking matches these filters.',
  failed: 'The bookings could not be loaded.',
  retry: 'Try again',
  exportCsv: 'Download CSV',
  exporting: 'Preparing the CSV...',
  exportFailed: (message: string) => `The CSV could not be made: ${message}`,
  tableCaption: (page: number) => `Bookings, page ${page}`,
  pagesLabel: 'Booking pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  totalsLabel: 'Totals of the filtered bookings',
  count: (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`,
  booked: 'booked',
  paid: 'paid',
  refunded: 'refunded',
  net: 'net takings',
  noRoom: 'No room (checkout)',
  guestsNights: (guests: number | null, nights: number | null) =>
    [guests !== null ? `${guests} ${guests === 1 ? 'guest' : 'guests'}` : undefined, nights !== null ? `${nights} nights` : undefined]
      .filter(Boolean)
      .join(' · '),
  refundedPart: (amount: string) => `${amount} refunded`,
} as const;

export const BOOKING_COLUMNS = {
  booked: 'Booked',
  guest: 'Guest',
  room: 'Room',
  amount: 'Amount',
  status: 'Status',
  txnid: 'Transaction',
} as const;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const BOOKING_DETAIL_TEXTS = {
  back: 'All bookings',
  title: (txnid: string) => `Booking ${txnid}`,
  loading: 'Loading the booking...',
  failed: 'The booking could not be loaded.',
  notFound: 'No booking has this transaction id.',
  guest: 'Guest',
  stay: 'Stay',
  payment: 'Payment',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  room: 'Room',
  guests: 'Guests',
  nights: 'Nights',
  product: 'Product',
  amount: 'Amount',
  refunded: 'Refunded',
  refundable: 'Refundable',
  providerReference: 'Provider reference',
  txnid: 'Transaction id',
  created: 'Booked',
  updated: 'Last change',
  heldUntil: 'Room held until',
  why: 'Reason',
  none: '—',
  history: 'History',
  historyEmpty: 'Nothing recorded yet.',
  verified: 'Signature verified',
  unverified: 'Not verified',
  check: 'Check with provider',
  checking: 'Asking the provider...',
  checkLead:
    'The guest is at the provider or the provider has not called back. Ask the provider whether the payment went through; its answer is applied once.',
  checkChanged: (status: string) => `The provider answered ${status}: the booking is updated.`,
  checkUnchanged: (status: string) => `The provider answered “${status}”: nothing changed.`,
  refunds: 'Refunds',
  refundsEmpty: 'No refunds.',
  refundBy: (by: string) => `by ${by}`,
  readOnly: 'Your role can read bookings; refunds, cancellations and provider checks are for administrators and managers.',
  cancelledBy: (by: string) => `Cancelled by ${by}`,
  cancelledOn: 'Cancelled on',
  cancelReason: 'Why cancelled',
} as const;

export const CANCEL_FORM_TEXTS = {
  title: 'Cancel the booking',
  lead: 'Cancelling frees the booking’s places for other guests and keeps its record and history. Nothing is refunded: refund separately if money is due.',
  reason: 'Why is the booking cancelled?',
  confirmReason: 'Reason given',
  reasonHint: 'Kept in the booking’s history; the guest is not e-mailed.',
  review: 'Review cancellation',
  confirmTitle: 'Confirm the cancellation',
  confirmText: (name: string, what: string) =>
    `Cancel ${name}’s booking of ${what}? Its places become bookable again; this cannot be undone.`,
  confirm: 'Cancel the booking',
  cancelling: 'Cancelling...',
  back: 'Keep the booking',
  done: 'The booking is cancelled and its places are free again.',
} as const;

export const REFUND_FORM_TEXTS = {
  title: 'Refund',
  lead: (refundable: string) => `Up to ${refundable} can be refunded, in one go or in parts.`,
  amount: 'Amount to refund (₹)',
  reason: 'Reason',
  reasonHint: 'Shown in the booking’s history and sent to the guest, word for word, in the refund e-mail.',
  review: 'Review refund',
  confirmTitle: 'Confirm the refund',
  confirmText: (amount: string, name: string) =>
    `Refund ${amount} to ${name}? The money goes back through the payment provider; this cannot be undone.`,
  confirm: 'Refund now',
  refunding: 'Refunding...',
  back: 'Change',
  done: (amount: string) => `${amount} refunded.`,
} as const;

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'Under way',
  refunded: 'Refunded',
  failed: 'Refused',
};

export const EVENT_TITLES: Record<BookingEventKind, string> = {
  initiated: 'Checkout started',
  'hold-placed': 'Room held',
  'hold-released': 'Hold released',
  callback: 'Provider callback',
  'status-check': 'Checked with the provider',
  refund: 'Refund',
  cancel: 'Booking cancelled',
};

/** Verdicts as staff read them. */
export const VERDICT_LABELS: Record<string, string> = {
  accepted: 'accepted',
  duplicate: 'repeat, changed nothing',
  late: 'came after the hold expired',
  'bad-hash': 'signature did not match',
  mismatch: 'details did not match the booking',
  'unknown-txnid': 'unknown transaction',
  unconfirmed: 'not confirmed by the provider',
  'not-configured': 'no provider configured',
  expired: 'hold ran out',
  superseded: 'replaced by a newer checkout',
  recorded: 'recorded',
  held: 'held',
  failed: 'payment failed',
  paid: 'marked paid',
  declined: 'marked failed',
  'no-change': 'no change',
  unreachable: 'provider unreachable',
  refunded: 'refunded',
  refused: 'refused',
  cancelled: 'by staff',
};

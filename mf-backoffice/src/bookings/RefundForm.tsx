import { useState, type FormEvent } from 'react';
import { Undo2 } from 'lucide-react';
import { BOOKING_MESSAGES, REFUND_REASON_MAX_LENGTH, type Booking } from '@agency/contracts';
import { failureMessageOf } from '../api';
import { Outcome, type OutcomeMessage } from '../components/Outcome';
import { useRefundBookingMutation } from './bookingsApi';
import { rupeesText } from './format';
import { REFUND_FORM_TEXTS as T } from './texts';
import styles from './Bookings.module.css';

interface Errors {
  amount?: string;
  reason?: string;
}

/** Whole rupees from 1 up to what is refundable, and a reason: the service's rules and words. */
function check(amountText: string, reason: string, refundable: number): { errors: Errors; amount: number } {
  const errors: Errors = {};
  const amount = Number(amountText.trim());
  if (!/^\d+$/.test(amountText.trim())) errors.amount = BOOKING_MESSAGES.refundAmountRequired;
  else if (amount < 1) errors.amount = BOOKING_MESSAGES.refundAmountPositive;
  else if (amount > refundable) errors.amount = BOOKING_MESSAGES.tooMuch(refundable);
  if (!reason.trim()) errors.reason = BOOKING_MESSAGES.refundReasonRequired;
  else if (reason.trim().length > REFUND_REASON_MAX_LENGTH) errors.reason = BOOKING_MESSAGES.refundReasonTooLong;
  return { errors, amount };
}

/**
 * The refund of a paid booking: the amount starts at what is refundable, a reason is required,
 * and a second step says what will happen before anything is sent. A refused refund keeps what
 * was typed and shows the service's reason.
 */
export function RefundForm({ booking }: { booking: Booking }) {
  const [amountText, setAmountText] = useState(String(booking.refundable));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [refund, refunding] = useRefundBookingMutation();

  const review = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = check(amountText, reason, booking.refundable);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) setConfirming(checked.amount);
  };

  const send = async () => {
    if (confirming === null) return;
    const answer = await refund({ txnid: booking.txnid, amount: confirming, reason: reason.trim() });
    setConfirming(null);
    if ('error' in answer) {
      setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
      return;
    }
    setOutcome({ tone: 'success', text: T.done(rupeesText(answer.data.refund.amount)) });
    setReason('');
    setAmountText(String(answer.data.booking.refundable));
  };

  return (
    <section className={styles.card} aria-labelledby="refund-title">
      <h2 id="refund-title" className={styles.cardTitle}>
        <Undo2 size={20} aria-hidden="true" />
        {T.title}
      </h2>
      <p className={styles.muted}>{booking.refundable > 0 ? T.lead(rupeesText(booking.refundable)) : BOOKING_MESSAGES.nothingLeft}</p>
      <Outcome message={outcome} />
      {booking.refundable === 0 ? null : confirming === null ? (
        <form className={styles.refundForm} onSubmit={review} noValidate>
          <div className={styles.field}>
            <label htmlFor="refund-amount">{T.amount}</label>
            <input
              id="refund-amount"
              inputMode="numeric"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
            />
            {errors.amount && (
              <p id="refund-amount-error" className={styles.fieldError}>
                {errors.amount}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor="refund-reason">{T.reason}</label>
            <textarea
              id="refund-reason"
              rows={3}
              maxLength={REFUND_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'refund-reason-error refund-reason-hint' : 'refund-reason-hint'}
            />
            <p id="refund-reason-hint" className={styles.hint}>
              {T.reasonHint}
            </p>
            {errors.reason && (
              <p id="refund-reason-error" className={styles.fieldError}>
                {errors.reason}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className={styles.primary}>
              {T.review}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.confirm} role="group" aria-labelledby="refund-confirm-title">
          <h3 id="refund-confirm-title" className={styles.confirmTitle}>
            {T.confirmTitle}
          </h3>
          <p>{T.confirmText(rupeesText(confirming), booking.guest.name)}</p>
          <p className={styles.muted}>
            {T.reason}: {reason.trim()}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={() => void send()} disabled={refunding.isLoading}>
              {refunding.isLoading ? T.refunding : T.confirm}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(null)} disabled={refunding.isLoading}>
              {T.back}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

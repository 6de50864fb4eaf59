import { useState, type FormEvent } from 'react';
import { Undo2 } from 'lucide-react';
import { BOOKING_MESSAGES, REFUND_REASON_MAX_LENGTH, type Booking } from '@agency/contracts';
import { failureMessageOf } from '../api';
import { ConfirmPanel, kit, Outcome, type OutcomeMessage } from '../kit';
import { useRefundBookingMutation } from './bookingsApi';
import { rupeesText } from './format';
import { REFUND_FORM_TEXTS as T } from './texts';

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
    <section className={kit.card} aria-labelledby="refund-title">
      <h2 id="refund-title" className={kit.cardTitle}>
        <Undo2 size={20} aria-hidden="true" />
        {T.title}
      </h2>
      <p className={kit.muted}>{booking.refundable > 0 ? T.lead(rupeesText(booking.refundable)) : BOOKING_MESSAGES.nothingLeft}</p>
      <Outcome message={outcome} />
      {booking.refundable === 0 ? null : confirming === null ? (
        <form className={kit.form} onSubmit={review} noValidate>
          <div className={kit.field}>
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
              <p id="refund-amount-error" className={kit.fieldError}>
                {errors.amount}
              </p>
            )}
          </div>
          <div className={kit.field}>
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
            <p id="refund-reason-hint" className={kit.hint}>
              {T.reasonHint}
            </p>
            {errors.reason && (
              <p id="refund-reason-error" className={kit.fieldError}>
                {errors.reason}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className={kit.primary}>
              {T.review}
            </button>
          </div>
        </form>
      ) : (
        <ConfirmPanel title={T.confirmTitle} confirmLabel={T.confirm} busyLabel={T.refunding} backLabel={T.back} busy={refunding.isLoading} onConfirm={() => void send()} onBack={() => setConfirming(null)}>
          <p>{T.confirmText(rupeesText(confirming), booking.guest.name)}</p>
          <p className={kit.muted}>
            {T.reason}: {reason.trim()}
          </p>
        </ConfirmPanel>
      )}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Ban } from 'lucide-react';
import { BOOKING_MESSAGES, REFUND_REASON_MAX_LENGTH, type Booking } from '@agency/contracts';
import { failureMessageOf } from '../api';
import { ConfirmPanel, kit, Outcome, type OutcomeMessage } from '../kit';
import { useCancelBookingMutation } from './bookingsApi';
import { CANCEL_FORM_TEXTS as T } from './texts';

/** The service's rule for the reason, in its words. */
function reasonError(reason: string): string | undefined {
  if (!reason.trim()) return BOOKING_MESSAGES.cancelReasonRequired;
  if (reason.trim().length > REFUND_REASON_MAX_LENGTH) return BOOKING_MESSAGES.cancelReasonTooLong;
  return undefined;
}

/**
 * Cancelling a paid booking (administrators and managers): a reason, then a second step that
 * says what happens. A refused cancellation keeps the reason and shows the service's words.
 */
export function CancelForm({ booking, what }: { booking: Booking; what: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const [cancel, cancelling] = useCancelBookingMutation();

  const review = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const problem = reasonError(reason);
    setError(problem);
    if (!problem) setConfirming(true);
  };

  const send = async () => {
    const answer = await cancel({ txnid: booking.txnid, reason: reason.trim() });
    setConfirming(false);
    if ('error' in answer) setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
    else setOutcome({ tone: 'success', text: T.done });
  };

  // Once cancelled the booking is no longer paid: the card stays only to say it went through.
  if (booking.status !== 'paid' && outcome === null) return null;

  return (
    <section className={kit.card} aria-labelledby="cancel-title">
      <h2 id="cancel-title" className={kit.cardTitle}>
        <Ban size={20} aria-hidden="true" />
        {T.title}
      </h2>
      {booking.status === 'paid' && <p className={kit.muted}>{T.lead}</p>}
      <Outcome message={outcome} />
      {booking.status !== 'paid' ? null : !confirming ? (
        <form className={kit.form} onSubmit={review} noValidate>
          <div className={kit.field}>
            <label htmlFor="cancel-reason">{T.reason}</label>
            <textarea
              id="cancel-reason"
              rows={3}
              maxLength={REFUND_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'cancel-reason-error cancel-reason-hint' : 'cancel-reason-hint'}
            />
            <p id="cancel-reason-hint" className={kit.hint}>
              {T.reasonHint}
            </p>
            {error && (
              <p id="cancel-reason-error" className={kit.fieldError}>
                {error}
              </p>
            )}
          </div>
          <div>
            <button type="submit" className={kit.secondary}>
              {T.review}
            </button>
          </div>
        </form>
      ) : (
        <ConfirmPanel title={T.confirmTitle} confirmLabel={T.confirm} busyLabel={T.cancelling} backLabel={T.back} busy={cancelling.isLoading} onConfirm={() => void send()} onBack={() => setConfirming(false)}>
          <p>{T.confirmText(booking.guest.name, what)}</p>
          <p className={kit.muted}>
            {T.confirmReason}: {reason.trim()}
          </p>
        </ConfirmPanel>
      )}
    </section>
  );
}
